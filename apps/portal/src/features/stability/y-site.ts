import type { Concentration, ConcentrationUnit } from '@hcp/contracts/stability';
import { MAX_Y_SITE_DRUGS, type ProductYSite, type YSiteCheck, type YSitePair } from '@hcp/contracts/y-site';

/** A drug's name as the screens show it: the vocabulary stores "furosemide", a line reads "Furosemide". */
export function drugDisplayName(drug: string): string {
  const trimmed = drug.trim();
  return trimmed.charAt(0).toLocaleUpperCase('en-GB') + trimmed.slice(1);
}

/** A name as it is compared: lower case, single spaces, no spaces around it ("  Heparin   Sodium " → "heparin sodium"). */
export function normaliseDrugName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-GB');
}

/**
 * The other drugs of `?drugs=a,b,c`: each name trimmed, blanks dropped, each name once (compared as normalised), at
 * most MAX_Y_SITE_DRUGS, in the order given.
 */
export function parseDrugList(value: string | null): string[] {
  const seen = new Set<string>();
  const drugs: string[] = [];
  for (const part of (value ?? '').split(',')) {
    const name = part.trim().replace(/\s+/g, ' ');
    const key = normaliseDrugName(name);
    if (!name || seen.has(key)) continue;
    seen.add(key);
    drugs.push(name);
  }
  return drugs.slice(0, MAX_Y_SITE_DRUGS);
}

/** Micrograms and milligrams per mL compare on one scale; units per mL stand alone. */
function inMilligrams(value: number, unit: ConcentrationUnit): { scale: 'mass' | 'units'; value: number } {
  if (unit === 'units-per-ml') return { scale: 'units', value };
  return { scale: 'mass', value: unit === 'microgram-per-ml' ? value / 1000 : value };
}

/** Whether a tested concentration (a value or a range) includes the one asked for, in the same kind of unit. */
export function concentrationCovers(tested: Concentration, asked: { value: number; unit: ConcentrationUnit }): boolean {
  const low = inMilligrams(tested.value, tested.unit);
  const high = inMilligrams(tested.upTo ?? tested.value, tested.unit);
  const wanted = inMilligrams(asked.value, asked.unit);
  if (low.scale !== wanted.scale) return false;
  // A hair of tolerance, so that 0.05 mg/mL and 50 micrograms/mL meet despite floating point.
  const tolerance = 1e-9 * Math.max(1, Math.abs(wanted.value));
  return wanted.value >= low.value - tolerance && wanted.value <= high.value + tolerance;
}

/**
 * The check computed from a product's offline copy (docs/offline.md), with the statuses the server gives:
 * - a partner the copy holds is `tested` (with the records at the concentration asked for, or all of them when none
 *   was given), or `other-concentrations` when no record covers the concentration asked for (all are shown);
 * - any other name is `no-data`. The copy holds no vocabulary, so offline a synonym ("frusemide") or a misspelt name
 *   cannot be told from an untested drug: the screen says so. `no-data` never means compatible.
 */
export function checkFromCopy(
  ySite: ProductYSite,
  drugs: readonly string[],
  concentration?: { value: number; unit: ConcentrationUnit },
): YSiteCheck {
  const partners = new Map(ySite.partners.map((partner) => [normaliseDrugName(partner.drug), partner]));
  const pairs = drugs.map((asked): YSitePair => {
    const partner = partners.get(normaliseDrugName(asked));
    if (!partner) return { asked, drug: null, status: 'no-data', records: [] };
    if (!concentration) return { asked, drug: partner.drug, status: 'tested', records: partner.records };
    const covering = partner.records.filter((record) =>
      concentrationCovers(record.productConcentration, concentration),
    );
    return covering.length > 0
      ? { asked, drug: partner.drug, status: 'tested', records: covering }
      : { asked, drug: partner.drug, status: 'other-concentrations', records: partner.records };
  });
  return { product: ySite.product, pairs };
}
