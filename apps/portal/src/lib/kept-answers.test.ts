import { describe, expect, it } from 'vitest';

import {
  forgetAccountAnswers,
  forgetExpiredAnswers,
  keepAnswers,
  keptAnswersAccountOf,
  keptAnswersOf,
  keptFormNamesOf,
} from './kept-answers';

const HOUR = 60 * 60 * 1000;
const NOW = Date.parse('2026-11-27T10:00:00.000Z');

/** A token as the server signs it, as far as the portal reads it (the signature is never checked here). */
const tokenOf = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;

describe('answers kept on this device', () => {
  it('gives them back to the same account and form only', () => {
    keepAnswers('users:1', 'report-issue', { values: { details: 'Patient harm' } }, NOW);
    expect(keptAnswersOf('users:1', 'report-issue', NOW + HOUR)).toEqual({
      savedAt: '2026-11-27T10:00:00.000Z',
      data: { values: { details: 'Patient harm' } },
    });
    expect(keptAnswersOf('users:2', 'report-issue', NOW)).toBeNull();
    expect(keptAnswersOf('users:1', 'request-callback', NOW)).toBeNull();
  });

  it('forgets them 24 hours after the last keystroke', () => {
    keepAnswers('users:1', 'report-issue', { values: {} }, NOW);
    expect(keptAnswersOf('users:1', 'report-issue', NOW + 24 * HOUR - 1)).not.toBeNull();
    expect(keptAnswersOf('users:1', 'report-issue', NOW + 24 * HOUR)).toBeNull();
    // Gone from the storage, not only hidden.
    expect(window.localStorage.length).toBe(0);
  });

  it('at sign-out forgets every form of that account and leaves other accounts to their expiry', () => {
    keepAnswers('users:1', 'report-issue', 'a', NOW);
    keepAnswers('users:1', 'request-callback', 'b', NOW);
    keepAnswers('users:12', 'report-issue', 'c', NOW);
    window.localStorage.setItem('hcp-portal.auth', 'kept');
    forgetAccountAnswers('users:1');
    expect(keptAnswersOf('users:1', 'report-issue', NOW)).toBeNull();
    expect(keptAnswersOf('users:1', 'request-callback', NOW)).toBeNull();
    expect(keptAnswersOf('users:12', 'report-issue', NOW)?.data).toBe('c');
    expect(window.localStorage.getItem('hcp-portal.auth')).toBe('kept');
  });

  it('names the forms an account keeps answers of, within their lifetime only', () => {
    keepAnswers('users:1', 'cpd-log/entry/new', 'a', NOW);
    keepAnswers('users:1', 'account/profile', 'b', NOW - 25 * HOUR);
    keepAnswers('users:12', 'report-issue', 'c', NOW);
    expect(keptFormNamesOf('users:1', NOW)).toEqual(['cpd-log/entry/new']);
    expect(keptAnswersOf('users:1', 'account/profile', NOW - HOUR)).toBeNull();
  });

  it('sweeps every account’s expired or unreadable answers', () => {
    keepAnswers('users:1', 'old', 'a', NOW - 25 * HOUR);
    keepAnswers('users:2', 'recent', 'b', NOW - HOUR);
    window.localStorage.setItem('hcp-portal.kept-answers.broken', '{not json');
    forgetExpiredAnswers(NOW);
    expect(Object.keys(window.localStorage)).toEqual(['hcp-portal.kept-answers.users%3A2.recent']);
  });

  it('keys them by the token’s account, and keeps nothing without one', () => {
    expect(keptAnswersAccountOf(tokenOf({ id: 7, collection: 'users', exp: 1 }))).toBe('users:7');
    expect(keptAnswersAccountOf('not-a-token')).toBeNull();
    expect(keptAnswersAccountOf(null)).toBeNull();
  });
});
