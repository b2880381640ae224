import { describe, expect, it } from 'vitest';

import { outcomeFragment, parseOutcomeFragment, safeReturnPath } from './sso';

describe('safeReturnPath', () => {
  it('keeps a path of the portal, with its query', () => {
    expect(safeReturnPath('/stability/vanclorin-1g?tab=matrix')).toBe('/stability/vanclorin-1g?tab=matrix');
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'stability',
    '/json/api/v1/account',
    '/admin/collections/users',
    '/API',
    '/a\nb',
    '',
    undefined,
    null,
    `/${'a'.repeat(2001)}`,
  ])('sends %s to the home page', (candidate) => {
    expect(safeReturnPath(candidate)).toBe('/');
  });
});

describe('the finishing page’s fragment', () => {
  const code = 'A'.repeat(43);
  it('round-trips each outcome', () => {
    for (const outcome of [
      { kind: 'code', code, provider: 'northbridge', returnTo: '/education?x=1&y=2' },
      { kind: 'link', ticket: code, provider: 'northbridge', returnTo: '/' },
      { kind: 'failed', reason: 'cancelled' },
    ] as const) {
      expect(parseOutcomeFragment(`#${outcomeFragment(outcome)}`)).toEqual(outcome);
    }
  });

  it('refuses what the server never writes, and cleans a return path someone edited', () => {
    expect(parseOutcomeFragment('#error=made-up')).toBeUndefined();
    expect(parseOutcomeFragment('#code=short')).toBeUndefined();
    expect(parseOutcomeFragment('')).toBeUndefined();
    expect(parseOutcomeFragment(`#code=${code}&provider=nb&returnTo=https://evil.example`)).toEqual({
      kind: 'code',
      code,
      provider: 'nb',
      returnTo: '/',
    });
  });
});
