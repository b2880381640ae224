import { ApiErrorSchema } from '@hcp/contracts/errors';
import { TeamPageSchema, TeamSchema, type TeamSummary } from '@hcp/contracts/teams';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD, seedDemo } from '../../src/seed/demo';
import { signInDemoCallers, startTestServer, type TestServer } from './harness';

let server: TestServer;
const tokens: Record<'clinician' | 'pharmacist' | 'noroles' | 'staff', string> = {
  clinician: '',
  pharmacist: '',
  noroles: '',
  staff: '',
};

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload, { content: ['teams'] });
  ({
    clinician: tokens.clinician,
    pharmacist: tokens.pharmacist,
    noroles: tokens.noroles,
  } = await signInDemoCallers(server));
  const staff = await server.payload.login({
    collection: 'admins',
    data: { email: 'admin@example.com', password: DEMO_PASSWORD },
  });
  tokens.staff = staff.token ?? '';
});

afterAll(async () => {
  await server.close();
});

const get = (path: string, token?: string) =>
  fetch(`${server.baseUrl}/json/api/v1/${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

async function listAll(token = tokens.pharmacist): Promise<TeamSummary[]> {
  const response = await get('teams?perPage=100', token);
  expect(response.status).toBe(200);
  return TeamPageSchema.parse(await response.json()).items;
}

async function teamId(slug: string): Promise<number> {
  const { docs } = await server.payload.find({
    collection: 'teams',
    where: { slug: { equals: slug } },
    draft: true,
    overrideAccess: true,
  });
  return docs[0]?.id ?? 0;
}

describe('who may read the teams', () => {
  it('answers the clinician and the pharmacist, and refuses the account without roles and CMS staff', async () => {
    for (const path of ['teams', 'team/medical-information']) {
      expect((await get(path, tokens.clinician)).status, path).toBe(200);
      expect((await get(path, tokens.pharmacist)).status, path).toBe(200);
      expect((await get(path, tokens.noroles)).status, path).toBe(403);
      expect((await get(path, tokens.staff)).status, path).toBe(403);
      expect((await get(path)).status, path).toBe(401);
    }
  });
});

describe('GET /json/api/v1/teams', () => {
  it('lists the published, unexpired teams in the editors’ order', async () => {
    const teams = await listAll();
    expect(teams.map((team) => team.slug)).toEqual([
      'medical-information',
      'clinical-trials-unit',
      'hospital-pharmacy-liaison',
      'regional-account-team-scotland-and-the-north',
      'regional-account-team-ireland',
      'regional-account-team-london-and-the-south-east',
      'regional-account-team-midlands-and-east',
      'regional-account-team-wales-and-the-south-west',
      'aseptic-services-support',
      'pharmacovigilance',
      'customer-service-and-supply',
    ]);
    expect(teams[1]).toMatchObject({
      name: 'Clinical Trials Unit',
      memberCount: 4,
      remit: 'Participating trial sites in the UK and Ireland',
      path: '/meet-the-team/clinical-trials-unit',
    });
    expect(await listAll(tokens.clinician)).toEqual(teams);
  });

  it('pages through the list', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map(async (page) =>
        TeamPageSchema.parse(await (await get(`teams?perPage=4&page=${String(page)}`, tokens.pharmacist)).json()),
      ),
    );
    expect(pages.map((page) => page.items.length)).toEqual([4, 4, 3]);
    expect(pages[2]).toMatchObject({ page: 3, perPage: 4, totalItems: 11, totalPages: 3 });
    expect(pages.flatMap((page) => page.items.map((team) => team.slug))).toEqual(
      (await listAll()).map((team) => team.slug),
    );
    const beyond = TeamPageSchema.parse(await (await get('teams?perPage=4&page=9', tokens.pharmacist)).json());
    expect(beyond.items).toEqual([]);
  });

  it('answers 400 for bad paging', async () => {
    for (const query of ['perPage=101', 'page=0', 'page=two']) {
      const response = await get(`teams?${query}`, tokens.pharmacist);
      expect(response.status, query).toBe(400);
      expect(ApiErrorSchema.parse(await response.json()).code).toBe('rest_invalid_param');
    }
  });
});

describe('GET /json/api/v1/team/{id}', () => {
  it('serves a team and its members by slug and by id', async () => {
    const bySlug = TeamSchema.parse(await (await get('team/hospital-pharmacy-liaison', tokens.pharmacist)).json());
    const byId = TeamSchema.parse(await (await get(`team/${String(bySlug.id)}`, tokens.pharmacist)).json());
    expect(byId).toEqual(bySlug);
    expect(bySlug.path).toBe('/meet-the-team/hospital-pharmacy-liaison');
    expect(bySlug.governance.approvalCode).toBe('MHP-UK-PL-0103');
    expect(bySlug.members[0]).toEqual({
      name: 'Rachel Okafor',
      jobTitle: 'Hospital Pharmacy Liaison Manager',
      photo: null,
      region: 'Midlands and the South',
      phone: '+44 1632 960 301',
      email: 'rachel.okafor@example.com',
    });
    // A member without a direct line.
    expect(bySlug.members[2]).toMatchObject({ name: 'Fiona Campbell', phone: null });
  });

  it('never serves a draft-only or expired team, nor an unknown one', async () => {
    for (const slug of ['homecare-services', 'market-access-team', 'no-such-team', '999999']) {
      expect((await get(`team/${slug}`, tokens.pharmacist)).status, slug).toBe(404);
    }
    expect((await get('team/Medical%20Information', tokens.pharmacist)).status).toBe(400);
  });

  it('keeps serving the published version while an editor works on a draft', async () => {
    await server.payload.update({
      collection: 'teams',
      id: await teamId('medical-information'),
      data: { name: 'Medical Information (renamed)', summary: 'Not approved yet.' },
      draft: true,
      overrideAccess: true,
    });
    const served = TeamSchema.parse(await (await get('team/medical-information', tokens.pharmacist)).json());
    expect(served.name).toBe('Medical Information');
    expect(served.summary).not.toBe('Not approved yet.');
  });

  it('shows a member’s photo when an editor adds one', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const photo = await server.payload.create({
      collection: 'media',
      data: { alt: 'Iain MacLeod' },
      file: { data: png, mimetype: 'image/png', name: 'iain-macleod.png', size: png.length },
      overrideAccess: true,
    });
    const id = await teamId('regional-account-team-scotland-and-the-north');
    const team = await server.payload.findByID({ collection: 'teams', id, overrideAccess: true });
    await server.payload.update({
      collection: 'teams',
      id,
      data: {
        members: team.members.map((member, index) => (index === 0 ? { ...member, photo: photo.id } : member)),
      },
      overrideAccess: true,
    });
    const served = TeamSchema.parse(
      await (await get('team/regional-account-team-scotland-and-the-north', tokens.pharmacist)).json(),
    );
    expect(served.members[0]?.photo).toEqual({
      url: expect.stringContaining('iain-macleod') as string,
      alt: 'Iain MacLeod',
    });
    expect(served.members[1]?.photo).toBeNull();
  });
});

describe('the Teams collection', () => {
  it('refuses a member whose phone or email is not valid', async () => {
    const base = {
      name: 'Test team',
      slug: 'test-team',
      summary: 'For validation only.',
      displayOrder: 99,
      governance: {
        approvalCode: 'TEST-1',
        dateOfPreparation: '2026-01-01T00:00:00.000Z',
        reviewBy: '2030-01-01T00:00:00.000Z',
      },
      _status: 'published' as const,
    };
    const member = { name: 'Test Person', jobTitle: 'Tester', email: 'test.person@example.com' };
    await expect(
      server.payload.create({
        collection: 'teams',
        data: { ...base, members: [{ ...member, phone: 'call reception' }] },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/phone/i);
    await expect(
      server.payload.create({
        collection: 'teams',
        data: { ...base, members: [{ ...member, email: 'not-an-email' }] },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/email/i);
    await expect(
      server.payload.create({ collection: 'teams', data: { ...base, members: [] }, overrideAccess: true }),
    ).rejects.toThrow(/members/i);
  });
});
