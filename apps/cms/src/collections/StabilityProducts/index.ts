import { AREAS } from '@hcp/contracts/areas';
import {
  EVIDENCE_LEVELS,
  SHELF_LIFE_UNITS,
  STABILITY_CONTAINERS,
  STABILITY_DILUENTS,
  STABILITY_FORMS,
  STABILITY_WARNING_KINDS,
  STORAGE_TEMPERATURES,
  TEST_METHODS,
} from '@hcp/contracts/stability';
import type { CollectionConfig } from 'payload';

import { concentrationField, positive } from '../../fields/concentration';
import { contentCollection } from '../contentCollection';
import { genericNameFields } from './fields/genericNames';
import { reconstitutionField } from './fields/reconstitution';
import { describeStudiedWith } from './hooks/describeStudiedWith';
import { titleBeforeSlug, titleFromNameAndStrength } from './hooks/titleFromNameAndStrength';
import { CHECKBOX_GROUP } from '../../fields/checkboxGroup';

const options = (list: readonly { value: string; label: string }[]) =>
  list.map(({ value, label }) => ({ value, label }));

/**
 * Stability products: each product's matrix of preparations (diluent, concentration, container, storage temperature,
 * light protection, shelf life, evidence level, reference). The diluents and containers a product is studied with are
 * read from its rows, never typed twice.
 */
export const StabilityProducts: CollectionConfig = contentCollection({
  slug: 'stability-products',
  labels: { singular: 'Stability product', plural: 'Stability products' },
  capability: AREAS.stability.capability,
  inSubmenu: true,
  // The medicine (strength, form, INN), the matrix with its shelf lives and methods, the handling warnings and notes,
  // and how a vial is made up.
  clinicalFields: ['strength', 'inn', 'form', 'matrix', 'warnings', 'notes', 'reconstitution'],
  // Products share names across strengths (Cefravex 1 g and 2 g), so the title and slug are made of both.
  titleField: 'title',
  admin: {
    defaultColumns: ['title', 'inn', 'form', '_status', 'reviewStatus', 'updatedAt'],
    listSearchableFields: ['title', 'inn', 'slug'],
    description:
      'Products and their stability matrices. Published products whose review-by date has not passed appear under Stability in the portal.',
  },
  hooks: { beforeOperation: [titleBeforeSlug] },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          type: 'text',
          required: true,
          maxLength: 80,
          admin: { description: 'The product name, without the strength: for example Cefravex.', width: '50%' },
        },
        {
          name: 'strength',
          type: 'text',
          required: true,
          maxLength: 40,
          admin: { description: 'For example 500 mg, 1 g or 10 mg/mL.', width: '50%' },
        },
      ],
    },
    {
      name: 'title',
      type: 'text',
      maxLength: 121,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'The name and strength, as the portal shows it. Filled in from them.',
      },
      hooks: { beforeValidate: [titleFromNameAndStrength] },
    },
    ...genericNameFields,
    { name: 'form', type: 'select', required: true, options: options(STABILITY_FORMS) },
    {
      name: 'summary',
      type: 'textarea',
      required: true,
      maxLength: 400,
      admin: { description: 'One or two sentences shown in the product list and above the matrix.' },
    },
    {
      name: 'warnings',
      type: 'array',
      label: 'Handling warnings',
      labels: { singular: 'Handling warning', plural: 'Handling warnings' },
      maxRows: 8,
      admin: {
        description:
          'Optional: what must not be missed when preparing it (an incompatible diluent, "use immediately" caveats, light protection). Each is shown as a warning box above the matrix, and printed.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'kind',
              type: 'select',
              required: true,
              options: options(STABILITY_WARNING_KINDS),
              admin: { width: '34%' },
            },
            {
              name: 'text',
              type: 'textarea',
              required: true,
              maxLength: 300,
              admin: {
                width: '66%',
                description: 'One or two plain sentences: "Glucose 5% only: sodium chloride causes precipitation."',
              },
            },
          ],
        },
      ],
    },
    {
      name: 'notes',
      type: 'richText',
      admin: { description: 'Optional: reconstitution, administration or handling notes shown under the summary.' },
    },
    {
      name: 'matrix',
      type: 'array',
      label: 'Stability matrix',
      labels: { singular: 'Preparation', plural: 'Preparations' },
      // Drafts skip validation, so a product may be drafted without rows but not published without them.
      required: true,
      minRows: 1,
      maxRows: 60,
      admin: {
        description: 'One row per preparation. A product needs at least one row to be published.',
        components: {
          RowLabel: '/collections/StabilityProducts/components/PreparationRowLabel#PreparationRowLabel',
        },
        // The version comparison names each changed row by its preparation (patches/@payloadcms+next+3.90.2.patch).
        custom: { rowLabelFields: ['diluent', 'container', 'temperature'] },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'diluent',
              type: 'select',
              required: true,
              options: options(STABILITY_DILUENTS),
              admin: { width: '34%' },
            },
            {
              name: 'container',
              type: 'select',
              required: true,
              options: options(STABILITY_CONTAINERS),
              admin: { width: '33%' },
            },
            {
              name: 'temperature',
              type: 'select',
              label: 'Storage temperature',
              required: true,
              options: options(STORAGE_TEMPERATURES),
              admin: { width: '33%' },
            },
          ],
        },
        concentrationField(),
        {
          name: 'shelfLife',
          type: 'group',
          label: 'Shelf life',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'value',
                  type: 'number',
                  required: true,
                  max: 1000,
                  validate: positive,
                  admin: { width: '50%' },
                },
                {
                  name: 'unit',
                  type: 'select',
                  required: true,
                  defaultValue: 'hours',
                  options: SHELF_LIFE_UNITS.map((unit) => ({ value: unit, label: unit })),
                  admin: { width: '50%' },
                },
              ],
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'protectFromLight',
              type: 'checkbox',
              label: 'Protect from light',
              defaultValue: false,
              admin: { width: '34%' },
            },
            {
              name: 'evidence',
              type: 'select',
              label: 'Evidence level',
              required: true,
              options: EVIDENCE_LEVELS.map(({ value, label }) => ({ value, label })),
              admin: {
                width: '33%',
                description: 'A: published study; B: manufacturer data on file; C: extrapolated from similar data.',
              },
            },
            {
              name: 'reference',
              type: 'text',
              required: true,
              maxLength: 300,
              admin: { width: '33%', description: 'The study or data-on-file reference.' },
            },
          ],
        },
        {
          name: 'methods',
          type: 'select',
          label: 'Test methods',
          hasMany: true,
          options: options(TEST_METHODS),
          admin: {
            description:
              'Optional: how the study measured stability (visual, HPLC assay…). Leave empty when the source does not say.',
            components: { Field: CHECKBOX_GROUP },
          },
        },
      ],
    },
    reconstitutionField,
    {
      name: 'documents',
      type: 'relationship',
      relationTo: 'documents',
      hasMany: true,
      filterOptions: { area: { equals: AREAS.stability.capability } },
      admin: { description: 'Optional attachments (study reports, preparation guides) in the Stability area.' },
    },
    {
      name: 'studiedWith',
      type: 'text',
      virtual: true,
      label: 'Studied with',
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'The diluents and containers of the matrix rows.',
      },
      hooks: { afterRead: [describeStudiedWith] },
    },
  ],
});
