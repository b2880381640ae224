import { createChallenge, solveChallenge } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';

import { claimKey, decodeSolution, expiryOf } from './bot-check-solution';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

async function solvedPayload(options: { expires?: Date } = {}) {
  const challenge = await createChallenge({ hmacKey: 'k'.repeat(32), maxNumber: 1000, ...options });
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, 1000).promise;
  if (!solution) throw new Error('unsolved');
  return { ...challenge, number: solution.number, took: solution.took };
}

describe('decodeSolution', () => {
  it('reads the base64 JSON the widget sends', async () => {
    const payload = await solvedPayload();
    expect(decodeSolution(encode(payload))).toEqual({
      algorithm: 'SHA-256',
      challenge: payload.challenge,
      number: payload.number,
      salt: payload.salt,
      signature: payload.signature,
      took: payload.took,
    });
  });

  it('refuses what is not base64, not JSON, a test-mode payload, or another algorithm', async () => {
    expect(decodeSolution('not base64!')).toBeNull();
    expect(decodeSolution(Buffer.from('{oops').toString('base64'))).toBeNull();
    expect(decodeSolution(encode({ challenge: null, solution: null, test: true }))).toBeNull();
    expect(decodeSolution(encode({ ...(await solvedPayload()), algorithm: 'SHA-1' }))).toBeNull();
    expect(decodeSolution(encode({ ...(await solvedPayload()), number: -1 }))).toBeNull();
  });
});

describe('expiryOf', () => {
  it('reads the expiry the signed salt carries', async () => {
    const expires = new Date(Date.now() + 60_000);
    const payload = await solvedPayload({ expires });
    expect(expiryOf(payload)?.getTime()).toBe(Math.floor(expires.getTime() / 1000) * 1000);
  });

  it('is null for a challenge without an expiry, which the server never issues', async () => {
    expect(expiryOf(await solvedPayload())).toBeNull();
    expect(expiryOf({ salt: 'abc?expires=soon&' })).toBeNull();
  });
});

describe('claimKey', () => {
  it('is a SHA-256 of the signature, the same for the same challenge and different for another', async () => {
    const first = await solvedPayload();
    const second = await solvedPayload();
    expect(claimKey(first)).toMatch(/^[0-9a-f]{64}$/);
    expect(claimKey(first)).toBe(claimKey({ signature: first.signature }));
    expect(claimKey(first)).not.toBe(claimKey(second));
  });
});
