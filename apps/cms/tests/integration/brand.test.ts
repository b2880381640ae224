import { BrandSchema, DEFAULT_BRAND_COLOUR } from '@hcp/contracts/brand';
import type { TypedUser } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedDemo } from '../../src/seed/demo';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let administrator: TypedUser;
let editor: TypedUser;

async function staff(email: string): Promise<TypedUser> {
  const { docs } = await server.payload.find({ collection: 'admins', where: { email: { equals: email } } });
  if (!docs[0]) throw new Error(`no demo ${email}`);
  return { ...docs[0], collection: 'admins' };
}

const brand = async () => {
  const response = await fetch(`${server.baseUrl}/json/api/v1/brand`);
  expect(response.status).toBe(200);
  return BrandSchema.parse(await response.json());
};

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload, { content: [] });
  [administrator, editor] = [await staff('admin@example.com'), await staff('editor@example.com')];
}, 120_000);

afterAll(async () => {
  await server.close();
});

describe('the brand', () => {
  it('is the portal’s own name and colour, with no logo, until an administrator sets it; anyone may read it', async () => {
    expect(await brand()).toEqual({ name: 'HCP Portal', primaryColour: DEFAULT_BRAND_COLOUR, logo: null });
  });

  it('follows what an administrator saves', async () => {
    await server.payload.updateGlobal({
      slug: 'brand',
      data: { name: 'Meridian Medical Portal', primaryColour: '#7A1F5C' },
      user: administrator,
      overrideAccess: false,
    });
    expect(await brand()).toMatchObject({ name: 'Meridian Medical Portal', primaryColour: '#7a1f5c' });
  });

  it('refuses a colour white text cannot be read on, saying the ratio, and keeps the old one', async () => {
    await expect(
      server.payload.updateGlobal({
        slug: 'brand',
        data: { primaryColour: '#ffcc00' },
        user: administrator,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/Primary Colour/);
    expect((await brand()).primaryColour).toBe('#7a1f5c');
  });

  it('is changed by administrators only, not by editors', async () => {
    await expect(
      server.payload.updateGlobal({ slug: 'brand', data: { name: 'Hijacked' }, user: editor, overrideAccess: false }),
    ).rejects.toThrow(/not allowed/i);
    expect((await brand()).name).toBe('Meridian Medical Portal');
  });
});
