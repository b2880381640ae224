import { accountOfToken } from './answer-cache';

/**
 * The answers of a form as the person types them, kept in this browser's localStorage by account and form, so that a
 * session that ends (idle expiry, a 403, a sign-out on another device) loses nothing (issue 30, docs/form-drafts.md).
 * Only text answers are kept, never the contents of files. Kept for KEPT_ANSWERS_HOURS after the last keystroke,
 * forgotten when the form is sent and at sign-out (docs/privacy.md).
 */

/** Every key starts with this, so sign-out and the expiry sweep find them all and nothing else. */
export const KEPT_ANSWERS_PREFIX = 'hcp-portal.kept-answers.';
export const KEPT_ANSWERS_HOURS = 24;
const LIFETIME_MS = KEPT_ANSWERS_HOURS * 60 * 60 * 1000;

/** What is kept of one form: when it was last typed into, and the form's own shape of its answers. */
export type KeptRecord = { savedAt: string; data: unknown };

const keyOf = (account: string, form: string) =>
  `${KEPT_ANSWERS_PREFIX}${encodeURIComponent(account)}.${encodeURIComponent(form)}`;
const accountPrefixOf = (account: string) => `${KEPT_ANSWERS_PREFIX}${encodeURIComponent(account)}.`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function parse(raw: string | null): KeptRecord | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<KeptRecord>;
    return typeof parsed.savedAt === 'string' && 'data' in parsed
      ? { savedAt: parsed.savedAt, data: parsed.data }
      : null;
  } catch {
    return null;
  }
}

const isExpired = (record: KeptRecord, now: number) => {
  const savedAt = new Date(record.savedAt).getTime();
  return !Number.isFinite(savedAt) || now - savedAt >= LIFETIME_MS;
};

/** Keeps a form's answers for the account, replacing what was kept before. */
export function keepAnswers(account: string, form: string, data: unknown, now = Date.now()): void {
  try {
    storage()?.setItem(keyOf(account, form), JSON.stringify({ savedAt: new Date(now).toISOString(), data }));
  } catch {
    // Private browsing or a full storage refuses: the form works as before, without the safety net.
  }
}

/** The answers the account kept of this form, unless they are past their lifetime (which deletes them). */
export function keptAnswersOf(account: string, form: string, now = Date.now()): KeptRecord | null {
  const store = storage();
  const key = keyOf(account, form);
  const record = parse(store?.getItem(key) ?? null);
  if (record && !isExpired(record, now)) return record;
  store?.removeItem(key);
  return null;
}

export function forgetKeptAnswers(account: string, form: string): void {
  storage()?.removeItem(keyOf(account, form));
}

function removeWhere(drop: (key: string) => boolean): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(KEPT_ANSWERS_PREFIX) && drop(key)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}

/** The names of the forms of which the account keeps answers within their lifetime (those past it are deleted). */
export function keptFormNamesOf(account: string, now = Date.now()): string[] {
  const store = storage();
  if (!store) return [];
  const prefix = accountPrefixOf(account);
  const names: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(prefix)) names.push(decodeURIComponent(key.slice(prefix.length)));
  }
  return names.filter((form) => keptAnswersOf(account, form, now) !== null);
}

/** At sign-out: nothing the account typed stays in this browser. */
export function forgetAccountAnswers(account: string): void {
  const prefix = accountPrefixOf(account);
  removeWhere((key) => key.startsWith(prefix));
}

/** Deletes every account's answers past their lifetime, and anything unreadable under the prefix. */
export function forgetExpiredAnswers(now = Date.now()): void {
  const store = storage();
  if (!store) return;
  removeWhere((key) => {
    const record = parse(store.getItem(key));
    return record === null || isExpired(record, now);
  });
}

/** The account a token is for, as the key of its kept answers; null without a readable account (nothing is kept). */
export function keptAnswersAccountOf(token: string | null): string | null {
  const account = accountOfToken(token);
  return account !== null && /^users:\d+$/.test(account) ? account : null;
}
