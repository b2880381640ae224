import { APIError, type CollectionBeforeChangeHook } from 'payload';

import { meaningOf } from '../utilities/contentMeaning';

/** What an editor reads when publishing changed clinical data under the old approval. */
export const REAPPROVAL_NEEDED =
  'The clinical data changed since this item was approved: enter a new approval code and date of preparation before publishing.';

type Governance = { approvalCode?: string | null; dateOfPreparation?: string | null; reviewBy?: string | null };
type ContentData = Record<string, unknown> & { governance?: Governance | null };

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
 * Guards the approval of an approved item whose clinical fields this save changes, unless the same save enters a new
 * approval code and date. Publishing is refused (400) and stores nothing. A draft is saved with the parts still equal
 * to the old approval emptied, so it cannot be published until someone enters both: the governance fields are
 * required, and drafts alone skip that validation.
 */
export function requireReapproval(clinicalFields: readonly string[]): CollectionBeforeChangeHook {
  return ({ data, originalDoc, operation }) => {
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
    if (incoming._status === 'published') throw new APIError(REAPPROVAL_NEEDED, 400, null, true);
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
