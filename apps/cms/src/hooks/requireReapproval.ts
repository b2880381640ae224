import type { CollectionBeforeChangeHook } from 'payload';

import { lexicalToRichText } from '../utilities/lexicalToRichText';

/** Set in `req.context` when a save cleared an approval, so the governance fields explain why they are empty. */
export const APPROVAL_CLEARED = 'approvalClearedByClinicalChange';

type Governance = { approvalCode?: string | null; dateOfPreparation?: string | null; reviewBy?: string | null };
type ContentData = Record<string, unknown> & { governance?: Governance | null };

function isLexical(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'root' in value;
}

/**
 * A value as its clinical meaning: rich text as the portal's words (the editor re-serialises unchanged text), no
 * row ids (a row deleted and typed again is the same row), no empty keys (null, undefined and '' all mean unset).
 */
function meaningOf(value: unknown): unknown {
  if (isLexical(value)) return lexicalToRichText(value);
  if (Array.isArray(value)) return value.map(meaningOf);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([key, inner]) => key !== 'id' && inner !== null && inner !== undefined && inner !== '')
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, inner]) => [key, meaningOf(inner)]);
    return Object.fromEntries(entries);
  }
  if (value === '' || value === undefined) return null;
  return value;
}

function sameMeaning(a: unknown, b: unknown): boolean {
  return JSON.stringify(meaningOf(a)) === JSON.stringify(meaningOf(b));
}

function dayOf(date: unknown): string | null {
  if (typeof date === 'string' && date !== '') return date.slice(0, 10);
  if (date instanceof Date) return date.toISOString().slice(0, 10);
  return null;
}

/** The clinical fields this save changes, of those it carries (a partial update leaves the others as they are). */
export function changedClinicalFields(
  clinicalFields: readonly string[],
  data: Record<string, unknown>,
  original: Record<string, unknown>,
): string[] {
  return clinicalFields.filter((name) => name in data && !sameMeaning(data[name], original[name]));
}

/**
 * Clears the approval of an approved item whose clinical fields this save changes, unless the same save enters a new
 * approval code and date: the parts still equal to the old approval are emptied, so the item cannot be published
 * again until someone enters both. A draft saves without them; publishing is refused by the governance validation.
 */
export function requireReapproval(clinicalFields: readonly string[]): CollectionBeforeChangeHook {
  return ({ data, originalDoc, operation, req }) => {
    if (operation !== 'update' || !originalDoc || clinicalFields.length === 0) return data;
    const original = originalDoc as ContentData;
    const approved = original.governance?.approvalCode ? original.governance : null;
    if (!approved) return data;
    const incoming = data as ContentData;
    if (changedClinicalFields(clinicalFields, incoming, original).length === 0) return data;
    const next: Governance = { ...approved, ...incoming.governance };
    const newCode = Boolean(next.approvalCode) && next.approvalCode !== approved.approvalCode;
    const newDate =
      dayOf(next.dateOfPreparation) !== null && dayOf(next.dateOfPreparation) !== dayOf(approved.dateOfPreparation);
    if (newCode && newDate) return data;
    req.context[APPROVAL_CLEARED] = true;
    return {
      ...data,
      governance: {
        ...next,
        approvalCode: newCode ? next.approvalCode : null,
        dateOfPreparation: newDate ? next.dateOfPreparation : null,
      },
    };
  };
}
