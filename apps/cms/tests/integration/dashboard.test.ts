import {
  type DashboardUpdate,
  DashboardSchema,
  MAX_RECENTLY_VIEWED,
  RecentlyViewedItemSchema,
  RecentlyViewedSchema,
  StarredProductsSchema,
  WIDGET_TYPES,
} from '@hcp/contracts/dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { seedDemo } from '../../src/seed/demo';
import {
  createPortalAccount,
  createRole,
  signIn,
  startTestServer,
  type TestServer,
  signInDemoCallers,
} from './harness';

let server: TestServer;
let clinician: string;
let pharmacist: string;
let noroles: string;

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.payload);
  ({ clinician, pharmacist, noroles } = await signInDemoCallers(server));
});

afterAll(async () => {
  await server.close();
});

function call(method: string, path: string, token: string | undefined, body?: unknown) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${server.baseUrl}/json/api/v1/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function dashboardOf(token: string) {
  const response = await call('GET', 'account/dashboard', token);
  expect(response.status).toBe(200);
  return DashboardSchema.parse(await response.json());
}

const NO_TARGET = { points: null, minutes: null };
const update = (token: string, body: Partial<DashboardUpdate> & Record<string, unknown>) =>
  call('PATCH', 'account/dashboard/update', token, body);

/** A fresh account holding one role with these capabilities; answers its token and a way to change its role. */
async function accountWith(name: string, capabilities: Parameters<typeof createRole>[2]) {
  const roleId = await createRole(server.payload, name, capabilities);
  const email = `${name.toLowerCase().replaceAll(' ', '-')}@example.com`;
  await createPortalAccount(server.payload, { email, firstName: name, lastName: 'Tester', roles: [roleId] });
  const token = await signIn(server.baseUrl, email);
  const setCapabilities = (next: typeof capabilities) =>
    server.payload.update({ collection: 'roles', id: roleId, data: { capabilities: next }, overrideAccess: true });
  return { token, setCapabilities };
}

describe('GET /json/api/v1/account/dashboard', () => {
  it('gives a new clinician every widget in the default order, version 0 and no target', async () => {
    expect(await dashboardOf(clinician)).toEqual({
      version: 0,
      widgets: WIDGET_TYPES,
      available: WIDGET_TYPES,
      cpdTarget: NO_TARGET,
    });
  });

  it('gives the pharmacist only the widgets of their areas: no trials, requests or important updates', async () => {
    const dashboard = await dashboardOf(pharmacist);
    const expected = ['cpd-this-year', 'recently-viewed', 'quick-links', 'starred-stability', 'my-requests'];
    expect(dashboard.available).toEqual(expected);
    expect(dashboard.widgets).toEqual(expected);
    expect(dashboard.available).not.toContain('open-clinical-trials');
  });

  it('refuses callers without a role or a token', async () => {
    expect((await call('GET', 'account/dashboard', noroles)).status).toBe(403);
    expect((await call('GET', 'account/dashboard', undefined)).status).toBe(401);
  });
});

describe('PATCH /json/api/v1/account/dashboard/update: validation', () => {
  const invalid: [string, Record<string, unknown>, string][] = [
    ['an unknown widget type', { widgets: ['weather'] }, 'widgets.0'],
    ['a widget placed twice', { widgets: ['quick-links', 'quick-links'] }, 'widgets'],
    ['more widgets than there are types', { widgets: [...WIDGET_TYPES, 'quick-links'] }, 'widgets'],
    ['a CPD target below one point', { widgets: [], cpdTarget: { points: 0, minutes: null } }, 'cpdTarget.points'],
    ['no version', { version: undefined, widgets: [] }, 'version'],
  ];

  for (const [what, body, param] of invalid) {
    it(`answers 400 naming ${param} for ${what}, and leaves the layout as it was`, async () => {
      const before = await dashboardOf(clinician);
      const response = await update(clinician, { version: before.version, cpdTarget: NO_TARGET, ...body });
      expect(response.status).toBe(400);
      const error = (await response.json()) as { code: string; data: { params?: Record<string, string> } };
      expect(error.code).toBe('rest_invalid_param');
      expect(Object.keys(error.data.params ?? {})).toContain(param);
      expect(await dashboardOf(clinician)).toEqual(before);
    });
  }

  it('answers 400 naming a widget the account may not place (the pharmacist and open trials)', async () => {
    const before = await dashboardOf(pharmacist);
    const response = await update(pharmacist, {
      version: before.version,
      widgets: ['quick-links', 'open-clinical-trials'],
      cpdTarget: NO_TARGET,
    });
    expect(response.status).toBe(400);
    const error = (await response.json()) as { message: string; data: { params: Record<string, string> } };
    expect(error.message).toContain('open-clinical-trials');
    expect(error.data.params.widgets).toContain('open-clinical-trials');
    expect(await dashboardOf(pharmacist)).toEqual(before);
  });
});

describe('PATCH /json/api/v1/account/dashboard/update: saving and versions', () => {
  it('saves a layout and a CPD target, and bumps the version', async () => {
    const response = await update(clinician, {
      version: 0,
      widgets: ['quick-links', 'cpd-this-year'],
      cpdTarget: { points: 35, minutes: 600 },
    });
    expect(response.status).toBe(200);
    const saved = DashboardSchema.parse(await response.json());
    expect(saved).toMatchObject({
      version: 1,
      widgets: ['quick-links', 'cpd-this-year'],
      cpdTarget: { points: 35, minutes: 600 },
    });
    expect(await dashboardOf(clinician)).toEqual(saved);
  });

  it('answers 409 dashboard_conflict to a stale version and keeps the saved layout', async () => {
    const before = await dashboardOf(clinician);
    const response = await update(clinician, { version: 0, widgets: ['recently-viewed'], cpdTarget: NO_TARGET });
    expect(response.status).toBe(409);
    const error = (await response.json()) as { code: string; message: string; data: { status: number } };
    expect(error).toMatchObject({ code: 'dashboard_conflict', data: { status: 409 } });
    expect(error.message).toMatch(/changed somewhere else/);
    expect(await dashboardOf(clinician)).toEqual(before);
    const ahead = await update(clinician, { version: before.version + 5, widgets: [], cpdTarget: NO_TARGET });
    expect(ahead.status).toBe(409);
  });

  it('lets exactly one of two concurrent updates based on the same version win', async () => {
    const { version } = await dashboardOf(clinician);
    const [first, second] = await Promise.all([
      update(clinician, { version, widgets: ['important-updates'], cpdTarget: NO_TARGET }),
      update(clinician, { version, widgets: ['open-clinical-trials'], cpdTarget: NO_TARGET }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const winner = first.status === 200 ? first : second;
    const saved = DashboardSchema.parse(await winner.json());
    expect(saved.version).toBe(version + 1);
    expect(await dashboardOf(clinician)).toEqual(saved);
  });

  it('lets exactly one of two concurrent first saves of a new account win', async () => {
    const [first, second] = await Promise.all([
      update(pharmacist, { version: 0, widgets: ['quick-links'], cpdTarget: NO_TARGET }),
      update(pharmacist, { version: 0, widgets: ['starred-stability'], cpdTarget: NO_TARGET }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect((await dashboardOf(pharmacist)).version).toBe(1);
  });

  it('keeps each account to its own dashboard, and CMS staff out of them all', async () => {
    const clinicianLayout = await dashboardOf(clinician);
    const pharmacistLayout = await dashboardOf(pharmacist);
    expect(pharmacistLayout.widgets).not.toEqual(clinicianLayout.widgets);
    const pharmacistUser = (
      await server.payload.find({ collection: 'users', where: { email: { equals: 'pharmacist@example.com' } } })
    ).docs[0];
    const seen = await server.payload.find({
      collection: 'dashboards',
      user: { ...pharmacistUser, collection: 'users' },
      overrideAccess: false,
      depth: 0,
    });
    expect(seen.docs.map((doc) => doc.owner)).toEqual([pharmacistUser?.id]);
    const admin = (await server.payload.find({ collection: 'admins', limit: 1 })).docs[0];
    await expect(
      server.payload.find({
        collection: 'dashboards',
        user: { ...admin, collection: 'admins' },
        overrideAccess: false,
      }),
    ).rejects.toThrow();
  });

  it('leaves out saved widgets whose capability the account has lost', async () => {
    const account = await accountWith('Shrinking Role', ['read', 'wb_read_stability_matrix', 'wb_read_quick_links']);
    const saved = await update(account.token, {
      version: 0,
      widgets: ['starred-stability', 'quick-links'],
      cpdTarget: NO_TARGET,
    });
    expect(saved.status).toBe(200);
    await account.setCapabilities(['read', 'wb_read_stability_matrix']);
    expect(await dashboardOf(account.token)).toMatchObject({
      version: 1,
      widgets: ['starred-stability'],
      available: ['recently-viewed', 'starred-stability'],
    });
  });
});

describe('starred stability products', () => {
  const stars = async (token: string) => {
    const response = await call('GET', 'account/starred-stability', token);
    expect(response.status).toBe(200);
    return StarredProductsSchema.parse(await response.json()).items;
  };

  it('stars and unstars a product by slug or id, idempotently, for the caller only', async () => {
    const starred = await call('PUT', 'account/starred-stability/cefravex-1-g', pharmacist);
    expect(starred.status).toBe(200);
    const items = StarredProductsSchema.parse(await starred.json()).items;
    expect(items).toEqual([{ id: expect.any(Number) as number, slug: 'cefravex-1-g', name: 'Cefravex 1 g' }]);
    const id = items[0]?.id ?? 0;
    expect((await call('PUT', `account/starred-stability/${String(id)}`, pharmacist)).status).toBe(200);
    expect(await stars(pharmacist)).toHaveLength(1);
    expect(await stars(clinician)).toEqual([]);

    const unstarred = await call('DELETE', `account/starred-stability/${String(id)}`, pharmacist);
    expect(StarredProductsSchema.parse(await unstarred.json()).items).toEqual([]);
    expect(await stars(pharmacist)).toEqual([]);
  });

  it('answers 404 for drafts, expired and unknown products, and 403 without the stability area', async () => {
    for (const slug of ['tigecivane-50-mg', 'colistavane-1-million-units', 'no-such-product']) {
      expect((await call('PUT', `account/starred-stability/${slug}`, clinician)).status).toBe(404);
    }
    expect(await stars(clinician)).toEqual([]);
    expect((await call('PUT', 'account/starred-stability/cefravex-1-g', noroles)).status).toBe(403);
  });

  it('lists only products the caller may still read', async () => {
    expect((await call('PUT', 'account/starred-stability/cefravex-1-g', clinician)).status).toBe(200);
    const product = (
      await server.payload.find({ collection: 'stability-products', where: { slug: { equals: 'cefravex-1-g' } } })
    ).docs[0];
    if (!product) throw new Error('the demo product is missing');
    await server.payload.update({
      collection: 'stability-products',
      id: product.id,
      data: { _status: 'draft' },
      overrideAccess: true,
    });
    try {
      expect(await stars(clinician)).toEqual([]);
    } finally {
      await server.payload.update({
        collection: 'stability-products',
        id: product.id,
        data: { _status: 'published' },
        overrideAccess: true,
      });
    }
    expect((await stars(clinician)).map((item) => item.slug)).toEqual(['cefravex-1-g']);
  });
});

describe('recently viewed items', () => {
  const record = (token: string, area: string, item: string) =>
    call('POST', 'account/recently-viewed', token, { area, item });
  const recent = async (token: string) => {
    const response = await call('GET', 'account/recently-viewed', token);
    expect(response.status).toBe(200);
    return RecentlyViewedSchema.parse(await response.json()).items;
  };

  it('records an item of each area with its title and portal path, newest first', async () => {
    const views: [string, string, { title: string; path: string }][] = [
      ['stability', 'cefravex-1-g', { title: 'Cefravex 1 g', path: '/stability/cefravex-1-g' }],
      [
        'education',
        'iv-to-oral-switch',
        { title: 'IV to oral switch', path: '/education/antimicrobial-stewardship/iv-to-oral-switch' },
      ],
      [
        'clinical-resources',
        'patient-counselling',
        { title: expect.any(String) as string, path: '/clinical-resources/patient-counselling' },
      ],
      ['clinical-trials', 'velocity', { title: expect.any(String) as string, path: '/clinical-trials/velocity' }],
      [
        'important-updates',
        'meropenem-meridian-500-mg-supply-restored',
        {
          title: expect.any(String) as string,
          path: '/important-updates/meropenem-meridian-500-mg-supply-restored',
        },
      ],
      [
        'teams',
        'medical-information',
        { title: expect.any(String) as string, path: '/meet-the-team/medical-information' },
      ],
    ];
    for (const [area, item, expected] of views) {
      const response = await record(clinician, area, item);
      expect(response.status).toBe(200);
      expect(RecentlyViewedItemSchema.parse(await response.json())).toMatchObject({ area, ...expected });
    }
    const items = await recent(clinician);
    expect(items.map((item) => item.area)).toEqual([
      'teams',
      'important-updates',
      'clinical-trials',
      'clinical-resources',
      'education',
      'stability',
    ]);

    expect((await record(clinician, 'stability', 'cefravex-1-g')).status).toBe(200);
    const again = await recent(clinician);
    expect(again).toHaveLength(6);
    expect(again[0]).toMatchObject({ area: 'stability', path: '/stability/cefravex-1-g' });
  });

  it('answers 404 for items the caller cannot read, and records nothing', async () => {
    expect((await record(pharmacist, 'clinical-trials', 'velocity')).status).toBe(404);
    expect((await record(pharmacist, 'stability', 'tigecivane-50-mg')).status).toBe(404);
    expect((await record(pharmacist, 'important-updates', 'meropenem-meridian-500-mg-supply-restored')).status).toBe(
      404,
    );
    expect((await record(pharmacist, 'stability', 'x'.repeat(121))).status).toBe(400);
    expect((await record(pharmacist, 'weather', 'today')).status).toBe(400);
    expect(await recent(pharmacist)).toEqual([]);
    expect((await record(noroles, 'stability', 'cefravex-1-g')).status).toBe(403);
  });

  it(`keeps only the newest ${String(MAX_RECENTLY_VIEWED)} per account`, async () => {
    const page = (await (await call('GET', 'stability?perPage=12', pharmacist)).json()) as {
      items: { slug: string }[];
    };
    const slugs = page.items.map((item) => item.slug).slice(0, MAX_RECENTLY_VIEWED + 2);
    expect(slugs.length).toBe(MAX_RECENTLY_VIEWED + 2);
    for (const slug of slugs) expect((await record(pharmacist, 'stability', slug)).status).toBe(200);
    const items = await recent(pharmacist);
    expect(items.map((item) => item.path)).toEqual(
      slugs
        .slice(-MAX_RECENTLY_VIEWED)
        .reverse()
        .map((slug) => `/stability/${slug}`),
    );
    const stored = await server.payload.count({ collection: 'recently-viewed-items', where: {}, overrideAccess: true });
    // The clinician's six and the pharmacist's ten: the two oldest of the pharmacist's were deleted.
    expect(stored.totalDocs).toBe(6 + MAX_RECENTLY_VIEWED);
  });

  it('leaves out items of an area the account can no longer read', async () => {
    const account = await accountWith('Trial Watcher', ['read', 'wb_read_clinical_trials', 'wb_read_stability_matrix']);
    expect((await record(account.token, 'clinical-trials', 'velocity')).status).toBe(200);
    expect((await record(account.token, 'stability', 'cefravex-1-g')).status).toBe(200);
    expect(await recent(account.token)).toHaveLength(2);
    await account.setCapabilities(['read', 'wb_read_stability_matrix']);
    expect((await recent(account.token)).map((item) => item.area)).toEqual(['stability']);
  });

  it('marks an important update of the safety category as a safety notice, and nothing else', async () => {
    const account = await accountWith('Update Reader', ['read', 'wb_read_blog', 'wb_read_stability_matrix']);
    const notice = 'look-alike-ampoules-midazolam-meridian-1-mg-ml-and-5-mg-ml';
    const recorded = await record(account.token, 'important-updates', notice);
    expect(recorded.status).toBe(200);
    expect(RecentlyViewedItemSchema.parse(await recorded.json())).toMatchObject({ safetyNotice: true });
    expect((await record(account.token, 'important-updates', 'meropenem-meridian-500-mg-supply-restored')).status).toBe(
      200,
    );
    expect((await record(account.token, 'stability', 'cefravex-1-g')).status).toBe(200);
    expect((await recent(account.token)).map(({ path, safetyNotice }) => ({ path, safetyNotice }))).toEqual([
      { path: '/stability/cefravex-1-g', safetyNotice: false },
      { path: '/important-updates/meropenem-meridian-500-mg-supply-restored', safetyNotice: false },
      { path: `/important-updates/${notice}`, safetyNotice: true },
    ]);
  });
});
