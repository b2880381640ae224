import { describe, expect, it } from 'vitest';

import { resultOf } from './register-check';

describe('resultOf', () => {
  it('passes the service’s answer on for a first check', () => {
    expect(resultOf({ result: 'found' }, undefined)).toBe('found');
    expect(resultOf({ result: 'not-found' }, null)).toBe('not-found');
    expect(resultOf({ result: 'name-mismatch', registeredName: 'A. N. Other' }, 'unavailable')).toBe('name-mismatch');
  });

  it('calls a number lapsed when the register says so, or when a number once found is gone', () => {
    expect(resultOf({ result: 'found', lapsed: true }, undefined)).toBe('lapsed');
    expect(resultOf({ result: 'not-found' }, 'found')).toBe('lapsed');
    expect(resultOf({ result: 'not-found' }, 'lapsed')).toBe('lapsed');
    expect(resultOf({ result: 'found' }, 'lapsed')).toBe('found');
  });
});
