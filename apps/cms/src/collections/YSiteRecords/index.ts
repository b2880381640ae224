import { AREAS } from '@hcp/contracts/areas';
import {
  EVIDENCE_LEVELS,
  STABILITY_DILUENTS,
  STORAGE_TEMPERATURES,
  TEST_METHODS,
  Y_SITE_LIGHT,
  Y_SITE_RESULTS,
} from '@hcp/contracts/stability';
import type { CollectionConfig } from 'payload';

import { concentrationField } from '../../fields/concentration';
import { contentCollection } from '../contentCollection';
import { reindexPairAfterChange, reindexPairAfterDelete } from './hooks/reindexPair';
import { titleFromPair } from './hooks/titleFromPair';
import { CHECKBOX_GROUP } from '../../fields/checkboxGroup';

const options = (list: readonly { value: string; label: string }[]) =>
  list.map(({ value, label }) => ({ value, label }));

/** A DOI as doi.org resolves it: "10.", a registrant code, a slash and a suffix, without the resolver's address. */
const DOI_PATTERN = /^10\.\d{4,9}\/\S+$/;
const PUBMED_PATTERN = /^\d{1,9}$/;

const optionalPattern =
  (pattern: RegExp, message: string) =>
  (value: unknown): true | string =>
    value === null || value === undefined || value === '' || (typeof value === 'string' && pattern.test(value))
      ? true
      : message;

/** The clinical content of a record: each of these changing clears its approval (hooks/requireReapproval.ts). */
export const Y_SITE_CLINICAL_FIELDS = [
  'product',
  'drug',
  'productConcentration',
  'productDiluent',
  'drugConcentration',
  'drugDiluent',
  'result',
  'contactMinutes',
  'temperature',
  'light',
  'methods',
  'evidence',
  'reference',
] as const;

/**
 * Y-site records: one tested combination of one of our stability products and another drug meeting in a Y-site,
 * with each drug's concentration and diluent, the result, the conditions, the methods, the evidence level and the
 * reference. Governed like every content item; the portal shows them on the product's page and in its check screen.
 */
export const YSiteRecords: CollectionConfig = contentCollection({
  slug: 'y-site-records',
  labels: { singular: 'Y-site record', plural: 'Y-site records' },
  capability: AREAS.stability.capability,
  clinicalFields: Y_SITE_CLINICAL_FIELDS,
  admin: {
    defaultColumns: ['title', 'result', 'evidence', '_status', 'reviewStatus', 'updatedAt'],
    listSearchableFields: ['title', 'slug'],
    description:
      'Y-site compatibility: each record is one tested combination of a stability product and another drug. Published records whose review-by date has not passed appear on the product’s page and in the portal’s compatibility check.',
  },
  hooks: {
    beforeOperation: [titleFromPair],
    afterChange: [reindexPairAfterChange],
    afterDelete: [reindexPairAfterDelete],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      maxLength: 300,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'The product, the other drug and their concentrations. Filled in from them.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'product',
          type: 'relationship',
          relationTo: 'stability-products',
          required: true,
          index: true,
          admin: { width: '50%', description: 'Our product.' },
        },
        {
          name: 'drug',
          type: 'relationship',
          relationTo: 'y-site-drugs',
          required: true,
          index: true,
          admin: { width: '50%', description: 'The other drug, from the Y-site drug vocabulary.' },
        },
      ],
    },
    concentrationField({ name: 'productConcentration', label: 'Our product’s concentration' }),
    {
      name: 'productDiluent',
      type: 'select',
      label: 'Our product’s diluent',
      required: true,
      options: options(STABILITY_DILUENTS),
    },
    concentrationField({ name: 'drugConcentration', label: 'The other drug’s concentration' }),
    {
      name: 'drugDiluent',
      type: 'select',
      label: 'The other drug’s diluent',
      required: true,
      options: options(STABILITY_DILUENTS),
    },
    {
      name: 'result',
      type: 'select',
      required: true,
      options: options(Y_SITE_RESULTS),
      admin: { description: 'Conflicting: studies disagree; the portal treats it as not shown to be compatible.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'contactMinutes',
          type: 'number',
          label: 'Contact time (minutes)',
          required: true,
          min: 1,
          max: 10_080,
          validate: (value: unknown) =>
            typeof value === 'number' && Number.isInteger(value) && value > 0
              ? true
              : 'Enter the contact time in whole minutes, greater than zero.',
          admin: { width: '34%', step: 1 },
        },
        {
          name: 'temperature',
          type: 'select',
          required: true,
          options: options(STORAGE_TEMPERATURES),
          admin: { width: '33%' },
        },
        { name: 'light', type: 'select', required: true, options: options(Y_SITE_LIGHT), admin: { width: '33%' } },
      ],
    },
    {
      name: 'methods',
      type: 'select',
      label: 'Test methods',
      hasMany: true,
      required: true,
      options: options(TEST_METHODS),
      validate: (value: unknown) =>
        Array.isArray(value) && value.length > 0 ? true : 'Choose at least one test method.',
      admin: {
        description: 'How the study tested the combination; at least one.',
        components: { Field: CHECKBOX_GROUP },
      },
    },
    {
      name: 'evidence',
      type: 'select',
      label: 'Evidence level',
      required: true,
      options: options(EVIDENCE_LEVELS),
    },
    {
      name: 'reference',
      type: 'group',
      fields: [
        {
          name: 'citation',
          type: 'textarea',
          required: true,
          maxLength: 400,
          admin: { description: 'Authors, title, journal, year, volume and pages.' },
        },
        {
          type: 'row',
          fields: [
            {
              name: 'doi',
              type: 'text',
              label: 'DOI',
              maxLength: 200,
              validate: optionalPattern(
                DOI_PATTERN,
                'Enter the DOI itself, for example 10.1093/ajhp/zxab123 (without https://doi.org/), or leave it empty.',
              ),
              admin: { width: '50%', description: 'Optional, for example 10.1093/ajhp/zxab123.' },
            },
            {
              name: 'pubmedId',
              type: 'text',
              label: 'PubMed id',
              maxLength: 9,
              validate: optionalPattern(PUBMED_PATTERN, 'Enter the PubMed id as digits only, or leave it empty.'),
              admin: { width: '50%', description: 'Optional, digits only, for example 34567890.' },
            },
          ],
        },
      ],
    },
  ],
});
