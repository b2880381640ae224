import { SIGNATORY_PROFESSION_LABELS, SIGNATORY_PROFESSIONS } from '@hcp/contracts/certification';
import type { CollectionConfig } from 'payload';

import { isStaff } from '../../access/isStaff';
import { nobody } from '../../access/nobody';
import { certificationEndpoints } from '../../certification/endpoints';

const readOnly = { readOnly: true } as const;

/** What the list's search box looks in (and so the CSV export of a search). */
export const CERTIFICATE_SEARCHABLE_FIELDS = ['title', 'signatoryName', 'approvalCode'] as const;

/**
 * Certificates (issue 33): a signatory's certification of the exact final form of one version of clinical content.
 * Append-only: the server writes one when a signatory certifies (certification/workflow.ts); nobody can change or
 * delete one. A certificate proves what was certified by its content hash: publishing needs a certificate whose hash
 * is the hash of what is published (certification/gate.ts).
 */
export const Certificates: CollectionConfig = {
  slug: 'certificates',
  labels: { singular: 'Certificate', plural: 'Certificates' },
  admin: {
    group: 'Certification',
    useAsTitle: 'title',
    defaultColumns: [
      'certifiedAt',
      'title',
      'itemCollection',
      'approvalCode',
      'signatoryName',
      'profession',
      'authorName',
    ],
    listSearchableFields: [...CERTIFICATE_SEARCHABLE_FIELDS],
    description:
      'Each certificate records who certified which version of clinical content, when, and a hash of its final form. Nobody can change or delete one.',
    components: { beforeListTable: ['/components/admin/CertificatesExport#CertificatesExport'] },
  },
  defaultSort: '-certifiedAt',
  disableDuplicate: true,
  access: { read: isStaff, create: nobody, update: nobody, delete: nobody },
  endpoints: certificationEndpoints,
  fields: [
    {
      name: 'certifiedAt',
      label: 'Certified',
      type: 'date',
      required: true,
      index: true,
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'title', type: 'text', required: true, admin: readOnly },
    { name: 'itemCollection', label: 'Collection', type: 'text', required: true, index: true, admin: readOnly },
    { name: 'itemId', label: 'Item id', type: 'number', required: true, index: true, admin: readOnly },
    { name: 'versionId', label: 'Version', type: 'text', admin: readOnly },
    { name: 'approvalCode', label: 'Approval code', type: 'text', admin: readOnly },
    {
      name: 'contentHash',
      label: 'Content hash (SHA-256)',
      type: 'text',
      required: true,
      index: true,
      admin: { ...readOnly, description: 'The hash of the certified final form, field by field.' },
    },
    { name: 'signatory', label: 'Signatory account', type: 'number', required: true, admin: readOnly },
    { name: 'signatoryName', label: 'Signatory', type: 'text', required: true, admin: readOnly },
    {
      name: 'profession',
      type: 'select',
      required: true,
      options: SIGNATORY_PROFESSIONS.map((value) => ({ value, label: SIGNATORY_PROFESSION_LABELS[value] })),
      admin: readOnly,
    },
    { name: 'registrationNumber', label: 'Registration number', type: 'text', required: true, admin: readOnly },
    { name: 'author', label: 'Author account', type: 'number', admin: readOnly },
    { name: 'authorName', label: 'Author of the change', type: 'text', admin: readOnly },
    { name: 'statement', type: 'textarea', required: true, admin: readOnly },
    {
      name: 'secondFactor',
      label: 'Second factor given',
      type: 'checkbox',
      defaultValue: false,
      admin: readOnly,
    },
  ],
};
