import { describe, expect, it } from 'vitest';

import { contentHashOf } from './content-hash';

const product = {
  id: 4,
  title: 'Vanclorin 1 g',
  strength: '1 g',
  matrix: [{ id: 'a1', diluent: 'Sodium chloride 0.9%', hours: 24 }],
  governance: { approvalCode: 'HCP-UK-0412', dateOfPreparation: '2026-11-01T12:00:00.000Z' },
  updatedAt: '2026-11-02T08:00:00.000Z',
  createdAt: '2026-11-01T08:00:00.000Z',
  _status: 'draft',
};

describe('contentHashOf', () => {
  it('is the same for the same final form, whatever Payload keeps beside it', () => {
    const republished = {
      ...product,
      id: 4,
      _status: 'published',
      updatedAt: '2026-11-20T08:00:00.000Z',
      certifiedBy: { name: 'Dr A', profession: 'pharmacist', certifiedAt: '2026-11-20T08:00:00.000Z' },
      matrix: [{ id: 'b7', diluent: 'Sodium chloride 0.9%', hours: 24 }],
    };
    expect(contentHashOf(republished)).toBe(contentHashOf(product));
    expect(contentHashOf(product)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('counts a related document by its id, populated or not', () => {
    const withDocuments = { ...product, documents: [7] };
    const populated = { ...product, documents: [{ id: 7, filename: 'summary.pdf', createdAt: '2026-11-01' }] };
    expect(contentHashOf(populated)).toBe(contentHashOf(withDocuments));
    expect(contentHashOf({ ...product, documents: [8] })).not.toBe(contentHashOf(withDocuments));
  });

  it('changes with any field of the content, the approval included', () => {
    const base = contentHashOf(product);
    expect(contentHashOf({ ...product, strength: '500 mg' })).not.toBe(base);
    expect(contentHashOf({ ...product, matrix: [{ diluent: 'Glucose 5%', hours: 24 }] })).not.toBe(base);
    expect(contentHashOf({ ...product, matrix: [{ diluent: 'Sodium chloride 0.9%', hours: 12 }] })).not.toBe(base);
    expect(contentHashOf({ ...product, governance: { ...product.governance, approvalCode: 'HCP-UK-0413' } })).not.toBe(
      base,
    );
  });

  it('reads an empty value, an empty group and an empty list as unset', () => {
    expect(contentHashOf({ ...product, notes: '' })).toBe(contentHashOf({ ...product, notes: null }));
    expect(contentHashOf({ ...product, notes: null })).toBe(contentHashOf(product));
    expect(contentHashOf({ ...product, reconstitution: { diluent: null, volume: null } })).toBe(contentHashOf(product));
    expect(contentHashOf({ ...product, warnings: [] })).toBe(contentHashOf(product));
    expect(contentHashOf({ ...product, warnings: [{ kind: 'light', text: 'Protect from light' }] })).not.toBe(
      contentHashOf(product),
    );
  });
});
