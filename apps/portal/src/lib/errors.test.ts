import { describe, expect, it } from 'vitest';

import { messageOf, outcomeOf } from './errors';

describe('outcomeOf (spec section 8)', () => {
  it.each([
    [{ status: 'FETCH_ERROR' as const, error: 'TypeError: Failed to fetch' }, 'lost-connection'],
    [{ status: 401, data: null }, 'silent'],
    [{ status: 403, data: null }, 'logout'],
    [{ status: 404, data: null }, 'not-found'],
    [{ status: 410, data: { code: 'content_withdrawn', message: 'Withdrawn.', data: { status: 410 } } }, 'withdrawn'],
    [{ status: 500, data: null }, 'module-error'],
    [{ status: 'PARSING_ERROR' as const, originalStatus: 502, data: '<html>', error: 'SyntaxError' }, 'module-error'],
    [{ message: 'boom' }, 'module-error'],
  ])('maps %j to %s', (error, outcome) => {
    expect(outcomeOf(error)).toBe(outcome);
  });

  it('has nothing to do without an error', () => {
    expect(outcomeOf(undefined)).toBeUndefined();
  });
});

describe('messageOf', () => {
  it('uses the server message of a documented error', () => {
    const error = { status: 401, data: { code: 'invalid_credentials', message: 'Wrong.', data: { status: 401 } } };
    expect(messageOf(error, 'fallback')).toBe('Wrong.');
  });

  it('falls back when the body is not the documented shape', () => {
    expect(messageOf({ status: 502, data: '<html>' }, 'fallback')).toBe('fallback');
  });
});

describe('formFailureOf', () => {
  it('points at the marked fields instead of repeating their messages', async () => {
    const { formFailureOf } = await import('./errors');
    const withFields = {
      status: 400,
      data: {
        code: 'rest_invalid_param',
        message: 'Too common.',
        data: { status: 400, params: { password: 'Too common.' } },
      },
    };
    expect(formFailureOf(withFields, 'fallback')).toBe('Please correct the fields marked below.');
    const plain = { status: 401, data: { code: 'invalid_credentials', message: 'Wrong.', data: { status: 401 } } };
    expect(formFailureOf(plain, 'fallback')).toBe('Wrong.');
    expect(formFailureOf({ status: 'FETCH_ERROR', error: 'offline' }, 'fallback')).toMatch(
      /could not reach the server/,
    );
    expect(formFailureOf(undefined, 'fallback')).toBeUndefined();
  });
});
