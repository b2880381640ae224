import { describe, expect, it } from 'vitest';

import { hashRecoveryCode, newRecoveryCodes, readSecondFactorCode } from './codes';

describe('recovery codes', () => {
  it('hands out 10 different codes of four groups, without letters that read like digits', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-hj-km-np-z2-9]{4}(-[a-hj-km-np-z2-9]{4}){3}$/);
  });

  it('stores the same hash however a person types the code', () => {
    expect(hashRecoveryCode('ABCD EFGH-jkmn pqrs')).toBe(hashRecoveryCode('abcd-efgh-jkmn-pqrs'));
    expect(hashRecoveryCode('abcd-efgh-jkmn-pqrs')).not.toBe(hashRecoveryCode('abcd-efgh-jkmn-pqrt'));
    expect(hashRecoveryCode('abcd-efgh-jkmn-pqrs')).not.toContain('abcd');
  });
});

describe('reading a typed code', () => {
  it('tells an app code from a recovery code, and neither from anything else', () => {
    expect(readSecondFactorCode(' 123 456 ')).toEqual({ kind: 'totp', code: '123456' });
    expect(readSecondFactorCode('ABCD-EFGH-JKMN-PQRS')).toEqual({ kind: 'recovery', code: 'abcdefghjkmnpqrs' });
    expect(readSecondFactorCode('12345')).toBeUndefined();
    expect(readSecondFactorCode('abcd-efgh')).toBeUndefined();
  });
});
