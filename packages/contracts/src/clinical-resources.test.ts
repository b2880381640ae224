import { describe, expect, it } from 'vitest';

import { ClinicalResourceSchema, clinicalResourcePath, standaloneResourcePath } from './clinical-resources';

describe('clinicalResourcePath', () => {
  it('puts top-level categories and learning modules at their own roots', () => {
    expect(clinicalResourcePath({ slug: 'patient-counselling', kind: 'category' })).toBe(
      '/clinical-resources/patient-counselling',
    );
    expect(clinicalResourcePath({ slug: 'sepsis', kind: 'learning-module' }, null)).toBe(
      '/clinical-resources/learning-modules/sepsis',
    );
  });

  it('puts a resource below its parent', () => {
    expect(
      clinicalResourcePath({ slug: 'leaflet', kind: 'resource' }, { slug: 'patient-counselling', kind: 'category' }),
    ).toBe('/clinical-resources/patient-counselling/leaflet');
    expect(
      clinicalResourcePath({ slug: 'part-1', kind: 'resource' }, { slug: 'sepsis', kind: 'learning-module' }),
    ).toBe('/clinical-resources/learning-modules/sepsis/part-1');
  });

  it('gives every resource a standalone address for links from elsewhere', () => {
    expect(standaloneResourcePath('part-1')).toBe('/clinical-resources/learning-modules/resource/part-1');
  });
});

describe('ClinicalResourceSchema', () => {
  it('accepts only http(s) external links', () => {
    const item = {
      id: 1,
      slug: 'a',
      title: 'A',
      kind: 'resource',
      summary: '',
      path: '/clinical-resources/b/a',
      body: [],
      estimatedMinutes: null,
      documents: [],
      governance: {
        approvalCode: 'X',
        dateOfPreparation: '2026-01-01',
        reviewBy: '2027-01-01',
        updatedAt: '2026-01-01T00:00:00.000Z',
        certifiedBy: null,
      },
      parent: null,
      breadcrumbs: [],
      childCount: 0,
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(
      ClinicalResourceSchema.safeParse({ ...item, externalLink: { url: 'https://x.org/', label: 'X' } }).success,
    ).toBe(true);
    expect(
      ClinicalResourceSchema.safeParse({ ...item, externalLink: { url: 'javascript:alert(1)', label: 'X' } }).success,
    ).toBe(false);
  });
});
