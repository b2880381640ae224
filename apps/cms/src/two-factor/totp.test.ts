import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';

import { newTotpSecret, otpauthUrl, totpTimeStep } from './totp';

const secret = newTotpSecret();
const now = 1_800_000_015_000;
const step = Math.floor(now / 30_000);
const codeAt = (at: number) => generate({ secret, epoch: Math.floor(at / 1000) });

describe('TOTP codes', () => {
  it('names the portal and the account in the URI an app scans', () => {
    const url = otpauthUrl(secret, 'rhea@example.org');
    expect(url).toMatch(/^otpauth:\/\/totp\/HCP%20Portal:rhea%40example\.org\?/);
    expect(url).toContain(`secret=${secret}`);
    expect(url).toContain('issuer=HCP%20Portal');
  });

  it("accepts the current code and its neighbours' for clocks a little apart, and answers the step it used", async () => {
    expect(await totpTimeStep(secret, await codeAt(now), { now })).toBe(step);
    expect(await totpTimeStep(secret, await codeAt(now - 30_000), { now })).toBe(step - 1);
    expect(await totpTimeStep(secret, await codeAt(now + 30_000), { now })).toBe(step + 1);
    expect(await totpTimeStep(secret, await codeAt(now - 90_000), { now })).toBeUndefined();
  });

  it('refuses a code from a step already used, or an earlier one', async () => {
    expect(await totpTimeStep(secret, await codeAt(now), { now, afterTimeStep: step })).toBeUndefined();
    expect(await totpTimeStep(secret, await codeAt(now - 30_000), { now, afterTimeStep: step - 1 })).toBeUndefined();
    expect(await totpTimeStep(secret, await codeAt(now + 30_000), { now, afterTimeStep: step })).toBe(step + 1);
  });

  it('refuses anything but six digits without asking the library', async () => {
    expect(await totpTimeStep(secret, 'abcdef', { now })).toBeUndefined();
    expect(await totpTimeStep(secret, '12345', { now })).toBeUndefined();
  });
});
