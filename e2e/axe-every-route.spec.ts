import { StabilityProductSchema } from '@hcp/contracts/stability';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';

// The portal's own route table, imported rather than copied: a route added there is checked here, or this spec fails
// for want of a demo address for it. paths.ts imports only the contracts and types, so Playwright loads it as is.
import { feasibilityFormPath, paths, type RouteEntry, routeTable } from '../apps/portal/src/config/paths';
import { expectNoAxeViolations, logIn, storedToken } from './support';

/*
 * axe (WCAG 2.2 AA) on every route of the portal at a phone's and a desktop's width (issue 29): the public routes
 * signed out, the others signed in as the demo clinician, whose roles open every area. One sign-in for the whole
 * file; its storage state opens the signed-in pages at both widths.
 */
const WIDTHS = [390, 1280] as const;

/** A real demo address for each route with a parameter (or a query it needs), from the demo content (apps/cms/src/seed). */
const DEMO_ADDRESSES: Record<string, string> = {
  [paths.emailToken]: '/an-expired-confirmation-link',
  [paths.educationParent]: '/education/antimicrobial-stewardship',
  [paths.educationItem]: '/education/antimicrobial-stewardship/iv-to-oral-switch',
  [paths.clinicalTrial]: '/clinical-trials/clearway',
  [paths.clinicalTrialTeam]: '/clinical-trials/meet-the-team/clinical-trials-unit',
  [paths.feasibilityForm]: feasibilityFormPath('velocity'),
  [paths.importantUpdate]: '/important-updates/look-alike-ampoules-midazolam-meridian-1-mg-ml-and-5-mg-ml',
  [paths.team]: '/meet-the-team/medical-information',
  [paths.stabilityProduct]: '/stability/vanclorin-1-g',
  // The check screen with its three kinds of answer: results, incompatible, and no data.
  [paths.ySiteCheck]: '/stability/y-site?product=meropendra-1-g&drugs=furosemide,ondansetron,paracetamol',
  [paths.clinicalRequestCategory]: '/clinical-requests/medicines-information',
  [paths.clinicalRequestForm]: '/clinical-requests/form/medicines-information-enquiry',
  [paths.searchResults]: '/search/infusion',
  '/clinical-resources/:parent': '/clinical-resources/patient-counselling',
  '/clinical-resources/:parent/:single':
    '/clinical-resources/compatibility-and-preparation/cardiolex-y-site-compatibility',
  '/clinical-resources/learning-modules/:parent':
    '/clinical-resources/learning-modules/safe-preparation-of-injectable-medicines',
  '/clinical-resources/learning-modules/:parent/:single':
    '/clinical-resources/learning-modules/safe-preparation-of-injectable-medicines/antt-refresher',
  '/clinical-resources/learning-modules/resource/:single':
    '/clinical-resources/learning-modules/resource/antt-refresher',
};

/** The request the clinician sends in the set-up: My request's screen needs one of their own. */
let myReference = '';
/** The calculator of Meropendra 1 g's first matrix row: row ids are the database's, so they are read in the set-up. */
let calculatorAddress = '';

function addressOf(route: RouteEntry): string {
  if (route.path === paths.myRequest) return `/my-requests/${myReference}`;
  if (route.path === paths.stabilityPreparation) return calculatorAddress;
  const address = DEMO_ADDRESSES[route.path] ?? route.path;
  if (address.includes(':')) throw new Error(`No demo address for ${route.path}: add one to DEMO_ADDRESSES.`);
  return address;
}

const signedOutRoutes = routeTable.filter((route) => route.access.kind !== 'capability');
const signedInRoutes = routeTable.filter((route) => route.access.kind === 'capability');

let signedInState: Awaited<ReturnType<BrowserContext['storageState']>>;

test.beforeAll(async ({ browser }, testInfo) => {
  // Signing in and sending one request (its bot check solves a proof of work in the browser).
  testInfo.setTimeout(90_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, 'clinician@example.com');
  myReference = await sendCallback(page);
  const answer = await page.request.get('/json/api/v1/stability/meropendra-1-g', {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
  });
  expect(answer.status()).toBe(200);
  const firstRow = StabilityProductSchema.parse(await answer.json()).matrix[0];
  if (firstRow === undefined) throw new Error('Meropendra 1 g has no matrix row in the demo content.');
  calculatorAddress = `/stability/meropendra-1-g/prepare/${encodeURIComponent(firstRow.id)}`;
  signedInState = await context.storageState();
  await context.close();
});

/** Sends a callback request and answers its reference, from the confirmation. */
async function sendCallback(page: Page): Promise<string> {
  await page.goto(paths.requestCallback);
  const form = page.getByRole('form', { name: 'Request a callback' });
  await form.getByLabel('Topic (required)').selectOption('supply');
  await form.getByLabel('Phone number (required)').fill('020 7946 0018');
  await form.getByLabel('Preferred time (required)').selectOption('morning');
  await form.getByRole('button', { name: 'Request callback' }).click();
  const confirmation = page.getByRole('status', { name: 'Thank you, your form has been sent' });
  await expect(confirmation).toBeVisible({ timeout: 20_000 });
  const reference = (await confirmation.getByText(/^HCP-\d{4}-\d{6}$/).textContent()) ?? '';
  expect(reference).toMatch(/^HCP-\d{4}-\d{6}$/);
  return reference;
}

/** axe on the route's own screen: a demo address gone stale would land on /page-not-found and check that instead. */
async function expectAxeCleanAt(page: Page, address: string): Promise<void> {
  await expectNoAxeViolations(page, [address]);
  const { pathname, search } = new URL(page.url());
  expect(`${pathname}${search}`).toBe(address);
}

for (const width of WIDTHS) {
  test.describe(`at ${String(width)} px`, () => {
    const viewport = { width, height: 844 };
    let signedOut: Page;
    let signedIn: Page;

    test.beforeAll(async ({ browser }) => {
      signedOut = await (await browser.newContext({ viewport })).newPage();
      signedIn = await (await browser.newContext({ viewport, storageState: signedInState })).newPage();
    });

    test.afterAll(async () => {
      await signedOut.context().close();
      await signedIn.context().close();
    });

    for (const route of signedOutRoutes) {
      test(`${route.path}, signed out`, async () => {
        await expectAxeCleanAt(signedOut, addressOf(route));
      });
    }

    for (const route of signedInRoutes) {
      test(`${route.path}, signed in`, async () => {
        await expectAxeCleanAt(signedIn, addressOf(route));
      });
    }
  });
}
