import { unverifiedJwtClaims } from '@hcp/contracts/jwt-claims';

/** One remembered answer of a GET: the ETag the server gave it, and the body as the portal read it. */
export type RememberedAnswer = { etag: string; body: unknown };

/** How many answers the portal remembers; the least recently used goes first. */
export const ANSWER_CACHE_LIMIT = 200;

/**
 * The answers of the JSON API's cached GET reads, by URL, so that a read can ask `If-None-Match` and take a 304 as
 * the answer it already holds. In memory only: the server sends `Cache-Control: no-store`, so the browser's HTTP cache
 * keeps no API data, and this store is emptied whenever the session ends or changes (api.ts).
 */
export function createAnswerCache(limit = ANSWER_CACHE_LIMIT) {
  const answers = new Map<string, RememberedAnswer>();
  return {
    /** The answer for a URL, now the most recently used. */
    get(url: string): RememberedAnswer | undefined {
      const answer = answers.get(url);
      if (answer === undefined) return undefined;
      answers.delete(url);
      answers.set(url, answer);
      return answer;
    },
    remember(url: string, answer: RememberedAnswer): void {
      answers.delete(url);
      answers.set(url, answer);
      for (const oldest of answers.keys()) {
        if (answers.size <= limit) break;
        answers.delete(oldest);
      }
    },
    forget(url: string): void {
      answers.delete(url);
    },
    clear(): void {
      answers.clear();
    },
    get size(): number {
      return answers.size;
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;

/**
 * Whose session a token is: the account its payload names, so that a refreshed token of the same account keeps the
 * remembered answers and a token of another account does not. A token that cannot be read counts as its own account.
 */
export function accountOfToken(token: string | null): string | null {
  if (token === null) return null;
  const claims = unverifiedJwtClaims(token);
  if (claims === null) return token;
  const account = claims.id ?? claims.sub;
  const collection = typeof claims.collection === 'string' ? claims.collection : '';
  return typeof account === 'string' || typeof account === 'number' ? `${collection}:${String(account)}` : token;
}
