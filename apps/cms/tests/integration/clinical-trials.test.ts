import {
  TRIAL_STATUSES,
  TrialPageSchema,
  TrialSchema,
  type TrialSummary,
  TrialTeamSchema,
} from '@hcp/contracts/clinical-trials';
import { SubmenuSchema } from '@hcp/contracts/content';
import { ApiErrorSchema } from '@hcp/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD, seedDemo } from '../../src/seed/demo';
import {
  createPortalAccount,
  createRole,
  signIn,
  startTestServer,
  type TestServer,
  signInDemoCallers,
} from './harness';

let server: TestServer;
const tokens: Record<'clinician' | 'pharmacist' | 'noroles' | 'trialsOnly' | 'staff', string> = {
  clinician: '',
  pharmacist: '',
  noroles: '',
  trialsOnly: '',
  staff: '',
};

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload, { content: ['clinical-trials'] });
  ({
    clinician: tokens.clinician,
    pharmacist: tokens.pharmacist,
    noroles: tokens.noroles,
  } = await signInDemoCallers(server));
  // Trials without key contacts: the trial-team route must still show their trials' teams.
  const role = await createRole(server.payload, 'Trial investigators', ['read', 'wb_read_clinical_trials']);
  await createPortalAccount(server.payload, {
    email: 'investigator@example.com',
    firstName: 'Ines',
    lastName: 'Varga',
    roles: [role],
  });
  tokens.trialsOnly = await signIn(server.baseUrl, 'investigator@example.com');
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

async function listAll(query = ''): Promise<TrialSummary[]> {
  const response = await get(`clinical-trials?perPage=100${query}`, tokens.clinician);
  expect(response.status).toBe(200);
  return TrialPageSchema.parse(await response.json()).items;
}

const ENDPOINTS = [
  'clinical-trials',
  'clinical-trial/velocity',
  'clinical-trial-team/clinical-trials-unit',
  'menu/clinical-trials',
];

describe('who may read clinical trials', () => {
  it('answers the clinician, and refuses the pharmacist, the account without roles and CMS staff', async () => {
    for (const path of ENDPOINTS) {
      expect((await get(path, tokens.clinician)).status, path).toBe(200);
      expect((await get(path, tokens.trialsOnly)).status, path).toBe(200);
      expect((await get(path, tokens.pharmacist)).status, path).toBe(403);
      expect((await get(path, tokens.noroles)).status, path).toBe(403);
      expect((await get(path, tokens.staff)).status, path).toBe(403);
      expect((await get(path)).status, path).toBe(401);
    }
  });
});

describe('GET /json/api/v1/clinical-trials', () => {
  it('lists the published, unexpired trials, recruiting first, then by title', async () => {
    const trials = await listAll();
    expect(trials).toHaveLength(12);
    const slugs = trials.map((trial) => trial.slug);
    expect(slugs).not.toContain('aurora');
    expect(slugs).not.toContain('pinnacle');
    const ranks = trials.map((trial) => TRIAL_STATUSES.indexOf(trial.status));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(trials[0]?.status).toBe('recruiting');
    const recruiting = trials.filter((trial) => trial.status === 'recruiting').map((trial) => trial.title);
    expect(recruiting).toEqual([...recruiting].sort((a, b) => a.localeCompare(b)));
    expect(trials.find((trial) => trial.slug === 'velocity')).toMatchObject({
      shortTitle: 'VELOCITY',
      registryId: 'MHTR40218876',
      phase: 'phase-3',
      therapeuticArea: 'critical-care',
      path: '/clinical-trials/velocity',
    });
  });

  it('pages through the list', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map(async (page) =>
        TrialPageSchema.parse(
          await (await get(`clinical-trials?perPage=5&page=${String(page)}`, tokens.clinician)).json(),
        ),
      ),
    );
    expect(pages.map((page) => page.items.length)).toEqual([5, 5, 2]);
    expect(pages[0]).toMatchObject({ page: 1, perPage: 5, totalItems: 12, totalPages: 3 });
    expect(pages.flatMap((page) => page.items.map((trial) => trial.slug))).toEqual(
      (await listAll()).map((trial) => trial.slug),
    );
  });

  it('filters by status, phase and therapeutic area, alone and together', async () => {
    const recruiting = await listAll('&status=recruiting');
    expect(recruiting.length).toBe(5);
    expect(recruiting.every((trial) => trial.status === 'recruiting')).toBe(true);
    const phase3 = await listAll('&phase=phase-3');
    expect(phase3.map((trial) => trial.slug).sort()).toEqual(['anchor', 'halcyon', 'orbit', 'velocity']);
    const infections = await listAll('&area=infectious-diseases');
    expect(infections.map((trial) => trial.slug).sort()).toEqual(['clearway', 'kestrel', 'lantern']);
    const both = await listAll('&status=recruiting&area=infectious-diseases');
    expect(both.map((trial) => trial.slug)).toEqual(['clearway']);
    expect(await listAll('&status=suspended&phase=phase-1')).toEqual([]);
  });

  it('answers 400 naming each bad parameter', async () => {
    for (const [query, param] of [
      ['status=open', 'status'],
      ['phase=3', 'phase'],
      ['area=dermatology', 'area'],
      ['perPage=0', 'perPage'],
      ['page=first', 'page'],
    ] as const) {
      const response = await get(`clinical-trials?${query}`, tokens.clinician);
      expect(response.status, query).toBe(400);
      expect(ApiErrorSchema.parse(await response.json()).data.params).toHaveProperty(param);
    }
  });
});

describe('GET /json/api/v1/clinical-trial/{id}', () => {
  it('serves the whole trial by slug and by id, with its sites, documents and contact team', async () => {
    const bySlug = TrialSchema.parse(await (await get('clinical-trial/velocity', tokens.clinician)).json());
    const byId = TrialSchema.parse(await (await get(`clinical-trial/${String(bySlug.id)}`, tokens.clinician)).json());
    expect(byId).toEqual(bySlug);
    expect(bySlug).toMatchObject({
      title: 'Meraxostat for vasopressor-dependent septic shock',
      phase: 'phase-3',
      status: 'recruiting',
      startDate: '2025-03-03',
      estimatedCompletion: '2027-09-30',
      targetEnrolment: 1100,
      contactTeam: { slug: 'clinical-trials-unit', path: '/clinical-trials/meet-the-team/clinical-trials-unit' },
    });
    expect(bySlug.eligibility.inclusion).toHaveLength(4);
    expect(bySlug.eligibility.exclusion).toHaveLength(4);
    expect(bySlug.sites).toContainEqual({
      hospital: 'St Ronan’s University Hospital',
      city: 'Dublin',
      country: 'Ireland',
      status: 'opening-soon',
    });
    expect(bySlug.description[0]?.type).toBe('paragraph');
    expect(bySlug.documents).toHaveLength(1);
    const [synopsis] = bySlug.documents;
    expect(synopsis).toMatchObject({ title: 'VELOCITY protocol synopsis', mimeType: 'application/pdf' });
    const download = await get(`documents/${String(synopsis?.id)}`, tokens.clinician);
    expect(download.status).toBe(200);
    expect((await download.arrayBuffer()).byteLength).toBe(synopsis?.filesize);
  });

  it('shows no contact team when the trial’s team has expired', async () => {
    const lantern = TrialSchema.parse(await (await get('clinical-trial/lantern', tokens.clinician)).json());
    expect(lantern.contactTeam).toBeNull();
  });

  it('never serves a draft-only or expired trial, nor an unknown one', async () => {
    for (const slug of ['aurora', 'pinnacle', 'no-such-trial', '999999']) {
      expect((await get(`clinical-trial/${slug}`, tokens.clinician)).status, slug).toBe(404);
    }
    expect((await get('clinical-trial/Not_A_Slug', tokens.clinician)).status).toBe(400);
  });

  it('keeps serving the published version while an editor works on a draft', async () => {
    const [velocity] = (
      await server.payload.find({
        collection: 'clinical-trials',
        where: { slug: { equals: 'velocity' } },
        overrideAccess: true,
      })
    ).docs;
    await server.payload.update({
      collection: 'clinical-trials',
      id: velocity?.id ?? 0,
      data: { title: 'Unapproved wording', recruitmentStatus: 'suspended' },
      draft: true,
      overrideAccess: true,
    });
    const served = TrialSchema.parse(await (await get('clinical-trial/velocity', tokens.clinician)).json());
    expect(served).toMatchObject({ title: 'Meraxostat for vasopressor-dependent septic shock', status: 'recruiting' });
    expect((await listAll('&status=suspended')).map((trial) => trial.slug)).toEqual(['ember']);
  });
});

describe('GET /json/api/v1/clinical-trial-team/{id}', () => {
  it('serves a trial’s contact team with its members and the trials it supports, by slug and by id', async () => {
    const team = TrialTeamSchema.parse(
      await (await get('clinical-trial-team/clinical-trials-unit', tokens.clinician)).json(),
    );
    expect(team).toMatchObject({
      name: 'Clinical Trials Unit',
      path: '/clinical-trials/meet-the-team/clinical-trials-unit',
    });
    expect(team.members).toHaveLength(4);
    expect(team.trials.map((trial) => trial.path)).toContain('/clinical-trials/velocity');
    expect(team.trials.map((trial) => trial.path)).not.toContain('/clinical-trials/pinnacle');
    expect(team.trials[0]?.status).toBe('recruiting');
    const byId = await get(`clinical-trial-team/${String(team.id)}`, tokens.clinician);
    expect(TrialTeamSchema.parse(await byId.json())).toEqual(team);
  });

  it('answers 404 for a team that is no published trial’s contact, is a draft or has expired', async () => {
    const medicalInformation = await get('clinical-trial-team/medical-information', tokens.clinician);
    expect(medicalInformation.status).toBe(200);
    for (const slug of ['hospital-pharmacy-liaison', 'homecare-services', 'market-access-team', 'no-such-team']) {
      expect((await get(`clinical-trial-team/${slug}`, tokens.clinician)).status, slug).toBe(404);
    }
  });

  it('lets an account with trials but no key contacts reach its trials’ teams, and only those', async () => {
    expect((await get('clinical-trial-team/clinical-trials-unit', tokens.trialsOnly)).status).toBe(200);
    expect((await get('clinical-trial-team/hospital-pharmacy-liaison', tokens.trialsOnly)).status).toBe(404);
    const velocity = TrialSchema.parse(await (await get('clinical-trial/velocity', tokens.trialsOnly)).json());
    expect(velocity.contactTeam?.slug).toBe('clinical-trials-unit');
    expect((await get('team/clinical-trials-unit', tokens.trialsOnly)).status).toBe(403);
  });
});

describe('GET /json/api/v1/menu/clinical-trials', () => {
  it('lists every published trial as a title and a path, recruiting first', async () => {
    const { entries } = SubmenuSchema.parse(await (await get('menu/clinical-trials', tokens.clinician)).json());
    const trials = await listAll();
    expect(entries).toEqual(trials.map((trial) => ({ title: trial.title, path: `/clinical-trials/${trial.slug}` })));
  });
});
