import type { ProductYSite, YSiteRecord } from '@hcp/contracts/y-site';

/** A Y-site record as the API answers it; `changes` make the case a test needs. */
export function ySiteRecord(id: number, drug: string, changes: Partial<YSiteRecord> = {}): YSiteRecord {
  return {
    id,
    drug,
    productConcentration: { value: 1, upTo: 20, unit: 'mg-per-ml' },
    productDiluent: 'sodium-chloride-0-9',
    drugConcentration: { value: 10, upTo: null, unit: 'mg-per-ml' },
    drugDiluent: 'glucose-5',
    result: 'compatible',
    conditions: { contactMinutes: 240, temperature: 'room-15-25', light: 'ambient' },
    methods: ['visual', 'hplc'],
    evidence: 'A',
    reference: { citation: `Trissel study of ${drug}`, doi: '10.1093/ajhp/zx1', pubmedId: '31234567' },
    governance: {
      approvalCode: `Y-${String(id)}`,
      dateOfPreparation: '2026-01-01',
      reviewBy: '2027-01-01',
      updatedAt: '2026-01-01T00:00:00.000Z',
      certifiedBy: null,
    },
    ...changes,
  };
}

/** Meropendra 1 g's partners as the demo content holds them (docs/clinical-tools.md, "Y-site on the portal"). */
export const MEROPENDRA_Y_SITE: ProductYSite = {
  product: { id: 3, slug: 'meropendra-1-g', name: 'Meropendra', strength: '1 g' },
  partners: [
    {
      drug: 'dopamine',
      records: [ySiteRecord(1, 'dopamine', { productConcentration: { value: 50, upTo: null, unit: 'mg-per-ml' } })],
    },
    {
      drug: 'furosemide',
      records: [
        ySiteRecord(2, 'furosemide'),
        ySiteRecord(3, 'furosemide', {
          result: 'conflicting',
          evidence: 'C',
          productConcentration: { value: 50, upTo: null, unit: 'mg-per-ml' },
          reference: { citation: 'Conflicting report', doi: null, pubmedId: null },
        }),
      ],
    },
    { drug: 'heparin sodium', records: [ySiteRecord(4, 'heparin sodium')] },
    { drug: 'morphine sulfate', records: [ySiteRecord(5, 'morphine sulfate', { methods: ['visual'] })] },
    { drug: 'ondansetron', records: [ySiteRecord(6, 'ondansetron', { result: 'incompatible' })] },
  ],
};
