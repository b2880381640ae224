import { AREAS } from '@hcp/contracts/areas';
import { CLINICAL_RESOURCE_KINDS, TOP_LEVEL_KINDS } from '@hcp/contracts/clinical-resources';
import type { CollectionConfig, Where } from 'payload';

import { contentCollection } from '../contentCollection';
import { keepChildrenPlaced, validateTree } from './hooks/validateTree';

const KIND_LABELS = { category: 'Category', 'learning-module': 'Learning module', resource: 'Resource' } as const;

/** A web address the portal may open in a new tab: http or https only. */
export function validateExternalUrl(value: unknown): true | string {
  if (value === null || value === undefined || value === '') return true;
  if (typeof value !== 'string') return 'Enter a web address.';
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? true : 'Use an address starting with https://';
  } catch {
    return 'Enter a full web address, starting with https://';
  }
}

/**
 * Clinical resources: top-level categories and learning modules, each holding resources (guides, protocols,
 * leaflets). `validateTree` keeps that shape on every save; the portal path of each item follows from it.
 */
export const ClinicalResources: CollectionConfig = contentCollection({
  slug: 'clinical-resources',
  labels: { singular: 'Clinical resource', plural: 'Clinical resources' },
  capability: AREAS['clinical-resources'].capability,
  inSubmenu: true,
  // The guidance itself and the documents it rests on.
  clinicalFields: ['body', 'documents'],
  admin: {
    defaultColumns: ['title', 'kind', 'parent', '_status', 'reviewStatus', 'updatedAt'],
    description:
      'Categories and learning modules at the top level, resources inside them. Shown to accounts whose roles open Clinical resources.',
  },
  defaultSort: 'displayOrder',
  hooks: { beforeChange: [validateTree], beforeDelete: [keepChildrenPlaced] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'resource',
          index: true,
          options: CLINICAL_RESOURCE_KINDS.map((value) => ({ label: KIND_LABELS[value], value })),
          admin: { width: '50%', description: 'Categories and learning modules hold resources.' },
        },
        {
          name: 'parent',
          type: 'relationship',
          relationTo: 'clinical-resources',
          index: true,
          filterOptions: ({ id }): Where => {
            const topLevel: Where = { kind: { in: [...TOP_LEVEL_KINDS] } };
            return id ? { and: [topLevel, { id: { not_equals: id } }] } : topLevel;
          },
          admin: {
            width: '50%',
            description:
              'Resources only: the category or learning module they belong to. Leave empty at the top level.',
          },
        },
      ],
    },
    {
      name: 'summary',
      type: 'textarea',
      required: true,
      maxLength: 300,
      admin: { description: 'One or two sentences, shown on the item’s card.' },
    },
    { name: 'body', type: 'richText' },
    {
      name: 'estimatedMinutes',
      type: 'number',
      label: 'Estimated duration (minutes)',
      min: 1,
      max: 1200,
      admin: {
        condition: (data) => data.kind === 'learning-module',
        description: 'How long the whole module takes to work through.',
        step: 5,
      },
    },
    {
      name: 'documents',
      type: 'relationship',
      relationTo: 'documents',
      hasMany: true,
      filterOptions: { area: { equals: AREAS['clinical-resources'].capability } },
      admin: { description: 'Attachments of the Clinical resources area, downloadable by its readers.' },
    },
    {
      name: 'externalLink',
      type: 'group',
      label: 'External link',
      admin: { description: 'Optional: a page elsewhere (a guideline, a calculator). It opens in a new tab.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'url',
              type: 'text',
              maxLength: 500,
              validate: validateExternalUrl,
              admin: { width: '60%', placeholder: 'https://' },
            },
            { name: 'label', type: 'text', maxLength: 120, admin: { width: '40%', placeholder: 'Link text' } },
          ],
        },
      ],
    },
    {
      name: 'displayOrder',
      type: 'number',
      required: true,
      defaultValue: 100,
      index: true,
      admin: { position: 'sidebar', description: 'Lower numbers come first among their siblings.' },
    },
  ],
});
