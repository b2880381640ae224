import { CONCENTRATION_UNITS, type ConcentrationUnit } from '@hcp/contracts/stability';

import { parseDrugList } from './y-site';

/** One check as the check screen's address holds it: `?product=&drugs=a,b[&concentration=&unit=]`. */
export type YSiteRequest = {
  product: string;
  drugs: string[];
  concentration?: { value: number; unit: ConcentrationUnit } | undefined;
};

const UNITS = new Set<string>(CONCENTRATION_UNITS.map((unit) => unit.value));
const isUnit = (value: string | null): value is ConcentrationUnit => value !== null && UNITS.has(value);

/** Our concentration from the address, when both its value (above 0) and a known unit are there. */
export function concentrationOf(params: URLSearchParams): YSiteRequest['concentration'] {
  const raw = params.get('concentration');
  const unit = params.get('unit');
  const value = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(value) && value > 0 && isUnit(unit) ? { value, unit } : undefined;
}

/** The check the address asks for; null until it names a product and at least one other drug. */
export function requestOf(params: URLSearchParams): YSiteRequest | null {
  const product = (params.get('product') ?? '').trim();
  const drugs = parseDrugList(params.get('drugs'));
  if (!product || drugs.length === 0) return null;
  return { product, drugs, concentration: concentrationOf(params) };
}

/** The address's query for a check; what the form writes and a search result links to. */
export function searchOf(request: {
  product: string;
  drugs: readonly string[];
  concentration?: YSiteRequest['concentration'];
}): URLSearchParams {
  const params = new URLSearchParams({ product: request.product });
  if (request.drugs.length > 0) params.set('drugs', request.drugs.join(','));
  if (request.concentration) {
    params.set('concentration', String(request.concentration.value));
    params.set('unit', request.concentration.unit);
  }
  return params;
}

/** One key per distinct check, so that the results of one are never drawn under another. */
export const requestKey = (request: YSiteRequest): string => searchOf(request).toString();
