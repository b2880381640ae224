// axe on every /admin screen editors use, at 1280 px (docs/accessibility.md). This project's own admin components must
// have no finding; Payload's remaining findings are counted per screen and rule against admin-axe-baseline.json, and
// the test fails when a count grows or a new rule appears. `ADMIN_AXE_RECORD=1` writes the counts seen instead.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';

import { closeLivePreview, logIn, openInAdmin, showGovernance, signInToAdmin } from './support';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BASELINE_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'admin-axe-baseline.json');
const RECORD = process.env.ADMIN_AXE_RECORD === '1';
const EDITOR = 'editor@example.com';
/** The catalogue's first product, which the seed gives a pack shot. */
const BISOPROLOL = 'Bisoprolol Meridian 5 mg film-coated tablets';

/** What this project draws inside Payload's screens (components/admin, custom.css); the preview frame is the portal. */
const OWN_COMPONENTS = [
  '.editor-cockpit',
  '.registration-queue',
  '.open-requests',
  '.review-status',
  '.review-status-field',
  '.submission-answers',
  '.admin-two-factor',
  '.audit-export',
  '.submissions-export',
  '.hcp-brand-logo',
  '.hcp-brand-icon',
  '.request-summary',
  '.date-in-words',
  '.checkbox-group',
  '.certification-panel',
  '.review-queue',
  '.admin-icon',
].join(', ');

/** Every collection an editor has in the nav. */
const EDITOR_LISTS = [
  'stability-products',
  'y-site-records',
  'y-site-drugs',
  'education-courses',
  'education-items',
  'clinical-resources',
  'clinical-trials',
  'important-updates',
  'catalogue-products',
  'pack-shots',
  'quick-links',
  'pages',
  'documents',
  'media',
  'teams',
  'forms',
  'request-categories',
  'form-submissions',
  'users',
  'sso-identities',
  'roles',
  'certificates',
];

/** Nodes per rule, per screen. */
type Counts = Record<string, number>;
type Baseline = Record<string, Counts>;

const readBaseline = (): Baseline => JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Baseline;

/** Writes one screen's counts into the baseline file, keys sorted, so a re-recording diffs line by line. */
function record(screen: string, counts: Counts): void {
  const baseline = { ...readBaseline(), [screen]: counts };
  const sorted = Object.fromEntries(
    Object.keys(baseline)
      .sort()
      .map((key) => [key, Object.fromEntries(Object.entries(baseline[key] ?? {}).sort())]),
  );
  writeFileSync(BASELINE_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
}

/** Waits until Payload has drawn the screen: `ready` shown, requests settled, no loading placeholder left. */
async function settle(page: Page, ready: Locator, { idle = true } = {}): Promise<void> {
  await expect(ready).toBeVisible({ timeout: 30_000 });
  // Live Preview's frame keeps a connection open, so the network never idles there.
  if (idle) await page.waitForLoadState('networkidle');
  await expect(page.locator('.shimmer-effect')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0, { timeout: 30_000 });
}

/**
 * Runs axe on the screen as it is: no finding may come from this project's own components, and Payload's may not
 * outnumber the baseline's, rule by rule.
 */
async function audit(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const findings = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => ({ rule: violation.id, target: node.target.map(String) })),
  );
  const ownFlags = await page.evaluate(
    ({ targets, own }) =>
      // A target of more than one selector lies inside a frame: the preview, which is the portal's own screen.
      targets.map((target) => target.length > 1 || Boolean(document.querySelector(target[0] ?? '')?.closest(own))),
    { targets: findings.map((finding) => finding.target), own: OWN_COMPONENTS },
  );
  const own = findings.filter((_, index) => ownFlags[index]);
  expect(
    own.map((finding) => `${finding.rule}: ${finding.target.join(' ')}`),
    `${screen}: findings in this project's components`,
  ).toEqual([]);

  const counts: Counts = {};
  for (const finding of findings) counts[finding.rule] = (counts[finding.rule] ?? 0) + 1;
  if (RECORD) {
    record(screen, counts);
    return;
  }
  const allowed = readBaseline()[screen] ?? {};
  const grown = Object.entries(counts)
    .filter(([rule, count]) => count > (allowed[rule] ?? 0))
    .map(([rule, count]) => `${screen}: ${rule} ${String(count)} nodes, baseline ${String(allowed[rule] ?? 0)}`);
  expect(grown, 'Payload findings above the baseline (e2e/admin-axe-baseline.json)').toEqual([]);
}

/** Opens a collection's list and audits it. */
async function auditList(page: Page, collection: string, query = ''): Promise<void> {
  await page.goto(`/admin/collections/${collection}${query}`);
  await settle(page, page.getByRole('heading', { level: 1 }));
  await audit(page, `list ${collection}${query === '' ? '' : ' (filtered)'}`);
}

/** Sends a medicines-information enquiry as the demo clinician and answers its reference. */
async function sendEnquiry(page: Page): Promise<string> {
  await logIn(page, 'clinician@example.com');
  await page.goto('/clinical-requests/form/medicines-information-enquiry');
  const form = page.getByRole('form', { name: 'Medicines information enquiry' });
  await form.getByLabel('Product (required)').fill('Vanclorin 1 g');
  await form.getByLabel('Your question (required)').fill('Is a loading dose needed in haemodialysis?');
  await form.getByRole('checkbox', { name: 'Adults' }).check();
  await form.getByRole('radio', { name: 'Within two working days' }).check();
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  const confirmation = page.getByRole('status', { name: 'Thank you, your form has been sent' });
  await expect(confirmation).toBeVisible({ timeout: 20_000 });
  return /HCP-\d{4}-\d{6}/.exec((await confirmation.textContent()) ?? '')?.[0] ?? '';
}

// One signed-in page for the whole file: the admin's screens are slow enough without a sign-in per test.
test.describe.configure({ mode: 'serial' });
let page: Page;
let reference = '';

test.beforeAll(async ({ browser }, testInfo) => {
  // A portal form sent, then a sign-in to /admin, each rendered on a shared two-core machine.
  testInfo.setTimeout(120_000);
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 1280, height: 900 },
  });
  page = await context.newPage();
  reference = await sendEnquiry(page);
  expect(reference).not.toBe('');
  await context.clearCookies();
  await signInToAdmin(page, EDITOR);
});

test.afterAll(async () => {
  await page.context().close();
});

test('the admin home, the requests and a request pass axe, but for the counted Payload findings', async () => {
  test.setTimeout(150_000);
  await page.goto('/admin');
  // The cockpit, the registration queue, the lapsed registrations and the open requests, with the request just sent.
  await settle(page, page.getByRole('region', { name: 'Needs your attention' }));
  await expect(page.getByRole('region', { name: /^Open requests \(1\)/ })).toContainText(reference);
  await audit(page, 'home');
  // The dashboard's breadcrumb select is named as it reads.
  await expect(page.getByRole('combobox', { name: 'Dashboard', exact: true })).toBeVisible();

  await auditList(page, 'form-submissions');
  await page.goto(
    (await page.getByRole('link', { name: reference }).getAttribute('href')) ?? '/admin/collections/form-submissions',
  );
  await settle(page, page.getByRole('heading', { level: 1, name: reference }));
  await expect(page.getByRole('region', { name: 'Answers' })).toBeVisible();
  await audit(page, 'edit form-submission');
});

test('every list an editor has passes axe, but for the counted Payload findings (1 of 2)', async () => {
  // Nine lists, each a Next render on a shared two-core machine.
  test.setTimeout(240_000);
  for (const collection of EDITOR_LISTS.slice(0, 9)) await auditList(page, collection);
});

test('every list an editor has passes axe, but for the counted Payload findings (2 of 2)', async () => {
  test.setTimeout(240_000);
  for (const collection of EDITOR_LISTS.slice(9)) {
    if (collection !== 'form-submissions') await auditList(page, collection);
  }
  // The registration queue's "all awaiting approval" list.
  await auditList(page, 'users', '?where[status][equals]=pending');
});

test('the edit views editors use pass axe, but for the counted Payload findings', async () => {
  // Five edit views, the matrix editor and rich text among them: the heaviest screens of the admin.
  test.setTimeout(300_000);
  const views: [string, string | RegExp, RegExp][] = [
    ['stability-products', 'Vanclorin 500 mg', /^Stability matrix/],
    ['y-site-records', /^Meropendra 1 g \+ furosemide/, /^Meropendra 1 g \+ furosemide/],
    ['education-items', 'Clean-room behaviour and gowning', /^Clean-room behaviour and gowning/],
    ['forms', 'Medicines information enquiry', /^Medicines information enquiry/],
    ['users', 'noroles@example.com', /./],
  ];
  for (const [collection, name, ready] of views) {
    await openInAdmin(page, collection, name);
    await settle(page, page.getByRole('heading', { name: ready }).first());
    await audit(page, `edit ${collection}`);
    if (collection === 'stability-products') {
      await page.screenshot({ path: 'docs/screens/admin-a11y-edit-1280.png' });
    }
  }
});

test('a catalogue product, with its pack shot, and the Medical Information line pass axe, but for the counted Payload findings', async () => {
  test.setTimeout(180_000);
  await openInAdmin(page, 'catalogue-products', BISOPROLOL);
  await settle(page, page.getByRole('heading', { level: 1, name: BISOPROLOL }));
  // The pack shot's upload field, drawn with the picture chosen.
  await expect(page.getByText('Pack shot', { exact: true })).toBeVisible();
  await audit(page, 'edit catalogue-products');
  // The icon-only buttons beside the chosen pack shot are named, and show that name on hover (a multi-select's chips
  // have "Remove" buttons too, without the hover text).
  await expect(page.getByRole('button', { name: 'Edit', exact: true, description: 'Edit' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove', exact: true, description: 'Remove' })).toBeVisible();

  await page.goto('/admin/globals/medical-information');
  await settle(page, page.getByRole('heading', { level: 1, name: 'Medical Information line' }));
  await expect(page.getByLabel('Medical Information phone')).toBeVisible();
  await audit(page, 'edit medical-information');
});

test('the identity providers, and an OpenID Connect provider with its fields, pass axe as an administrator sees them', async ({
  browser,
}, testInfo) => {
  // A sign-in of its own, then a list and an edit view: administrators alone see identity providers.
  test.setTimeout(180_000);
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 1280, height: 900 },
  });
  const admin = await context.newPage();
  await signInToAdmin(admin, 'admin@example.com');
  // Saved as the admin's form saves it (Payload's REST, the admin's session), with a group mapped to a role, so that
  // the OpenID Connect fields and an array row are drawn.
  const id = await admin.evaluate(async () => {
    const response = await fetch('/api/identity-providers', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        providerId: 'axe-trust',
        name: 'Axe Valley NHS Trust',
        type: 'oidc',
        issuer: 'https://login.axe-valley.example.org',
        clientId: 'portal',
        clientSecret: 'axe-valley-client-secret',
        domains: ['axe-valley.example.org'],
        audience: ['portal'],
        roleMapping: [{ group: 'cms-editors', role: 'editor' }],
      }),
    });
    return ((await response.json()) as { doc?: { id: number } }).doc?.id;
  });
  expect(id).toBeDefined();
  try {
    await auditList(admin, 'identity-providers');
    await admin.goto(`/admin/collections/identity-providers/${String(id)}`);
    await settle(admin, admin.getByRole('heading', { level: 1, name: 'Axe Valley NHS Trust' }));
    await expect(admin.getByRole('textbox', { name: 'Issuer' })).toHaveValue('https://login.axe-valley.example.org');
    await expect(admin.getByRole('checkbox', { name: 'A client secret is stored' })).toBeChecked();
    await audit(admin, 'edit identity-providers');
  } finally {
    // The server is shared with the specs that follow: their sign-in screens list no organisation.
    const status = await admin.evaluate(
      async (doc) =>
        (await fetch(`/api/identity-providers/${String(doc)}`, { method: 'DELETE', credentials: 'include' })).status,
      id,
    );
    expect(status).toBe(200);
    await context.close();
  }
});

test('Live Preview, the account and the two-step screen pass axe, but for the counted Payload findings', async () => {
  test.setTimeout(180_000);
  await openInAdmin(page, 'stability-products', /^Vanclorin 1 g/);
  await page.getByRole('button', { name: 'Live Preview' }).click();
  const preview = page.frameLocator('iframe');
  await expect(preview.getByRole('heading', { level: 1, name: /^Vanclorin 1 g/ })).toBeVisible({ timeout: 30_000 });
  await settle(page, page.getByRole('button', { name: 'Live Preview' }), { idle: false });
  await audit(page, 'live preview');
  await expect(page.locator('iframe')).toHaveAttribute('title', 'Live Preview');
  // Closed again: an open Live Preview is a preference Payload saves for the editor, and the specs after this one
  // edit without it. A reload shows the closed state was saved.
  await closeLivePreview(page);

  await page.goto('/admin/account');
  await settle(page, page.getByRole('heading', { level: 1 }));
  await audit(page, 'account');

  await page.goto('/admin/two-factor');
  await settle(page, page.getByRole('heading', { level: 1, name: 'Two-step sign-in' }));
  await audit(page, 'two-step sign-in');
});

test('Payload’s patched controls have names and work from the keyboard', async () => {
  test.setTimeout(120_000);
  // Ten a page: openInAdmin's limit of 100 would stay as the list's saved preference, with no second page.
  await page.goto('/admin/collections/stability-products?limit=10');
  await settle(page, page.getByRole('heading', { level: 1 }));
  await page.screenshot({ path: 'docs/screens/admin-a11y-list-1280.png' });

  // The list: a named row checkbox, toggled with Space; named pagination arrows, pressed with Enter.
  const firstRow = page.getByRole('checkbox', { name: 'Select row' }).first();
  await firstRow.focus();
  await page.keyboard.press('Space');
  await expect(firstRow).toBeChecked();
  await page.getByRole('button', { name: 'Next page' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]page=2/);

  // A select: labelled by its field label, opened and chosen with the keyboard, cleared with a named button.
  await openInAdmin(page, 'stability-products', 'Vanclorin 500 mg');
  const temperature = page.getByRole('combobox', { name: 'Storage temperature' }).first();
  await settle(page, temperature, { idle: false });
  await temperature.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('option')).toHaveCount(0);
  // The dropdown arrow is a pointer shortcut: Tab goes from the combobox straight to the next named control.
  await expect(page.locator('.dropdown-indicator[tabindex="-1"]').first()).toBeAttached();

  // The document's "⋮" menu: named, opened with Enter.
  const more = page.getByRole('button', { name: 'More options' }).first();
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Duplicate' })).toBeVisible();
  await page.keyboard.press('Escape');

  // A date: its clear button is named and at least 24 px, and pressed with Enter it empties the field (not saved).
  await showGovernance(page);
  const reviewBy = page.locator('#field-governance__reviewBy');
  const clear = reviewBy.getByRole('button', { name: 'Clear the date' });
  const size = await clear.boundingBox();
  expect(Math.min(size?.width ?? 0, size?.height ?? 0)).toBeGreaterThanOrEqual(24);
  await clear.focus();
  await page.keyboard.press('Enter');
  await expect(reviewBy.getByRole('textbox')).toHaveValue('');

  // Rich text: the editor is named by its field's label and takes the focus.
  const notes = page.getByRole('textbox', { name: 'Notes', exact: true });
  await notes.focus();
  await expect(notes).toBeFocused();
});
