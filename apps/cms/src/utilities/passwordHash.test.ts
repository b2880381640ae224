import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { describe, expect, it } from 'vitest';

import { verifyPassword } from './passwordHash';

type PayloadHasher = {
  generatePasswordSaltHash: (args: {
    isPasswordAuthenticated: boolean;
    password: string;
    req: unknown;
  }) => Promise<{ hash: string; salt: string }>;
};

// Payload's own hashing (not in its exports map), so a change of its parameters in an upgrade fails here first.
async function payloadHasher(): Promise<PayloadHasher> {
  const dist = path.dirname(fileURLToPath(import.meta.resolve('payload')));
  const file = path.join(dist, 'auth/strategies/local/generatePasswordSaltHash.js');
  return (await import(pathToFileURL(file).href)) as PayloadHasher;
}

describe('verifyPassword', () => {
  it('accepts the password behind a hash Payload made, and nothing else', async () => {
    const { generatePasswordSaltHash } = await payloadHasher();
    const stored = await generatePasswordSaltHash({
      isPasswordAuthenticated: true,
      password: 'amber-kettle-harbour-42',
      req: {},
    });
    expect(await verifyPassword(stored, 'amber-kettle-harbour-42')).toBe(true);
    expect(await verifyPassword(stored, 'amber-kettle-harbour-43')).toBe(false);
    expect(await verifyPassword({}, 'amber-kettle-harbour-42')).toBe(false);
  });
});
