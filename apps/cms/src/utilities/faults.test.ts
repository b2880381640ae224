import { describe, expect, it } from 'vitest';

import { isDatabaseUnavailable, isStorageFull } from './faults';

const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a backend ended by pg_terminate_backend', coded('57P01', 'terminating connection due to administrator command')],
    ['a refused connection', coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a connection lost under a query', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['drizzle wrapping the driver’s error', new Error('Failed query: select 1', { cause: coded('57P01') })],
    ['a refusal on every address', new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')], 'all failed')],
  ])('says yes for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', coded('23505', 'duplicate key value violates unique constraint')],
    ['a programming error', new TypeError('cannot read properties of undefined')],
    ['no error at all', undefined],
  ])('says no for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('isStorageFull', () => {
  it('says yes for ENOSPC and EDQUOT, also when wrapped', () => {
    expect(isStorageFull(coded('ENOSPC', 'no space left on device'))).toBe(true);
    expect(isStorageFull(new Error('upload failed', { cause: coded('EDQUOT') }))).toBe(true);
  });

  it('says no for other file errors', () => {
    expect(isStorageFull(coded('EACCES'))).toBe(false);
    expect(isStorageFull(new Error('no space left, but no code'))).toBe(false);
  });
});
