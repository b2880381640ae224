import { AREAS } from '@hcp/contracts/areas';
import {
  LEGAL_CATEGORIES,
  LEGAL_CATEGORY_LABELS,
  PRODUCT_FORM_LABELS,
  PRODUCT_FORMS,
  THERAPEUTIC_AREA_LABELS,
  THERAPEUTIC_AREAS,
} from '@hcp/contracts/product-catalogue';

import { contentCollection } from '../contentCollection';
import { genericNameFields } from '../StabilityProducts/fields/genericNames';

const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** The products professionals can order: what each is, how it comes and is kept, with its SPC and leaflet. */
export const CatalogueProducts = contentCollection({
  slug: 'catalogue-products',
  labels: { singular: 'Catalogue product', plural: 'Product catalogue' },
  capability: AREAS['product-catalogue'].capability,
  // What identifies, stores and describes the medicine; not its picture or attachments.
  clinicalFields: ['strength', 'inn', 'form', 'presentation', 'packSize', 'legalCategory', 'storage', 'description'],
  titleField: 'name',
  admin: {
    defaultColumns: ['name', 'strength', 'inn', 'therapeuticArea', 'form', '_status', 'reviewStatus'],
    listSearchableFields: ['name', 'inn', 'slug', 'presentation'],
    description: 'Products in the portal’s catalogue, searchable by name and filtered by area, form and presentation.',
  },
  defaultSort: 'name',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 160, admin: { width: '60%' } },
        {
          name: 'strength',
          type: 'text',
          required: true,
          maxLength: 80,
          admin: { width: '40%', description: 'For example: 500 mg, 10 mg/mL' },
        },
      ],
    },
    ...genericNameFields,
    {
      type: 'row',
      fields: [
        {
          name: 'therapeuticArea',
          type: 'select',
          required: true,
          index: true,
          options: optionsOf(THERAPEUTIC_AREAS, THERAPEUTIC_AREA_LABELS),
          admin: { width: '50%' },
        },
        {
          name: 'form',
          type: 'select',
          required: true,
          index: true,
          options: optionsOf(PRODUCT_FORMS, PRODUCT_FORM_LABELS),
          admin: { width: '50%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'presentation',
          type: 'text',
          required: true,
          index: true,
          maxLength: 120,
          admin: {
            width: '50%',
            description: 'As the pack says, for example: 10 × 5 mL vials. Products with the same text filter together.',
          },
        },
        { name: 'packSize', type: 'number', required: true, min: 1, admin: { width: '25%', step: 1 } },
        {
          name: 'legalCategory',
          type: 'select',
          required: true,
          options: optionsOf(LEGAL_CATEGORIES, LEGAL_CATEGORY_LABELS),
          admin: { width: '25%' },
        },
      ],
    },
    {
      name: 'storage',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: {
        description: 'For example: Store below 25 °C. Keep the vial in the outer carton to protect from light.',
      },
    },
    { name: 'description', type: 'richText', required: true },
    {
      name: 'packShot',
      type: 'upload',
      relationTo: 'pack-shots',
      label: 'Pack shot',
      admin: {
        description:
          'A photograph of the pack, with its alternative text. The catalogue shows it to its readers only; without one it shows a plain placeholder.',
      },
    },
    {
      name: 'documents',
      type: 'relationship',
      relationTo: 'documents',
      hasMany: true,
      admin: { description: 'The SPC, the patient leaflet and the like. Give them the Product catalogue area.' },
    },
  ],
});
