import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { openSecret, sealSecret } from './secret-box';

describe('sealing a TOTP secret', () => {
  const key = randomBytes(32);

  it('opens with its key, and never shows the secret in the sealed form', () => {
    const sealed = sealSecret('JBSWY3DPEHPK3PXP', key);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toBe(sealSecret('JBSWY3DPEHPK3PXP', key));
    expect(openSecret(sealed, key)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('does not open with another key, nor once altered', () => {
    const sealed = sealSecret('JBSWY3DPEHPK3PXP', key);
    expect(openSecret(sealed, randomBytes(32))).toBeUndefined();
    const parts = sealed.split('.');
    const altered = [...parts.slice(0, 3), Buffer.from('KBSWY3DPEHPK3PXP').toString('base64url')].join('.');
    expect(openSecret(altered, key)).toBeUndefined();
    expect(openSecret('JBSWY3DPEHPK3PXP', key)).toBeUndefined();
  });
});
