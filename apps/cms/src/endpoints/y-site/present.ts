import { type Concentration, TEST_METHODS, Y_SITE_RESULTS } from '@hcp/contracts/stability';
import type { YSiteProduct, YSiteRecord } from '@hcp/contracts/y-site';

import type { StabilityProduct, YSiteDrug, YSiteRecord as YSiteRecordDoc } from '../../payload-types';
import { governanceOf } from '../shared/published';

/** A record as read with its drug populated: the drug the caller may read, else only its id. */
export type RecordDoc = YSiteRecordDoc;

type StoredConcentration = { value: number; upTo?: number | null; unit: Concentration['unit'] };

const concentrationOf = ({ value, upTo, unit }: StoredConcentration): Concentration => ({
  value,
  upTo: upTo ?? null,
  unit,
});

const textOrNull = (value: string | null | undefined) =>
  value === undefined || value === null || value === '' ? null : value;

/** The drug a record names, when it was read (a deleted or unreadable drug leaves only its id, or nothing). */
export function drugOf(doc: Pick<RecordDoc, 'drug'>): YSiteDrug | undefined {
  // A deleted drug leaves null, whatever the generated type says.
  const drug: unknown = doc.drug;
  return typeof drug === 'object' && drug !== null ? (drug as YSiteDrug) : undefined;
}

export function presentProduct(doc: Pick<StabilityProduct, 'id' | 'slug' | 'name' | 'strength'>): YSiteProduct {
  return { id: doc.id, slug: doc.slug, name: doc.name, strength: doc.strength };
}

/** A record whose drug was read, as the portal shows it; methods in the vocabulary's order. */
export function presentRecord(doc: RecordDoc, drug: YSiteDrug): YSiteRecord {
  const methods = new Set<string>(doc.methods);
  return {
    id: doc.id,
    drug: drug.name,
    productConcentration: concentrationOf(doc.productConcentration),
    productDiluent: doc.productDiluent,
    drugConcentration: concentrationOf(doc.drugConcentration),
    drugDiluent: doc.drugDiluent,
    result: doc.result,
    conditions: { contactMinutes: doc.contactMinutes, temperature: doc.temperature, light: doc.light },
    methods: TEST_METHODS.map((method) => method.value).filter((method) => methods.has(method)),
    evidence: doc.evidence,
    reference: {
      citation: doc.reference.citation,
      // An emptied field is stored as '' by the admin: no DOI either way.
      doi: textOrNull(doc.reference.doi),
      pubmedId: textOrNull(doc.reference.pubmedId),
    },
    governance: governanceOf(doc),
  };
}

const RESULT_ORDER = Y_SITE_RESULTS.map((result) => result.value);

/** A drug's records as the portal lists them: compatible first (then the vocabulary's order), lowest concentration first. */
export function byResult(a: YSiteRecord, b: YSiteRecord): number {
  return (
    RESULT_ORDER.indexOf(a.result) - RESULT_ORDER.indexOf(b.result) ||
    a.productConcentration.value - b.productConcentration.value ||
    a.id - b.id
  );
}

/** Whether a record was tested at our product's concentration `value` (`unit`): within its value or range. */
export function testedAt(record: YSiteRecord, value: number, unit: Concentration['unit']): boolean {
  const { productConcentration: tested } = record;
  if (tested.unit !== unit) return false;
  return value >= tested.value && value <= (tested.upTo ?? tested.value);
}
