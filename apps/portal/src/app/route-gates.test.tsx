// Every route a capability guards, through the portal's own routes (AppRoutes): an account without the capability is
// sent home with a toast naming the area (spec section 2); one holding it sees the screen. A gate taken off a route,
// or given another capability, fails here.
import { CAPABILITIES, type Capability } from '@hcp/contracts/capabilities';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { areaTitleOf, routeTable } from '../config/paths';
import { signedIn } from '../lib/auth-session';
import { pharmacistAccount } from '../testing/accounts';
import { renderWithProviders, stubApi } from '../testing/render-with-providers';
import { AppRoutes } from './router';

// Each screen stands in for itself: this test is about the gates in front of the screens, not what they draw.
vi.mock('../lib/lazy-screen', () => ({
  lazyScreen: () => {
    function Screen() {
      return <p>screen at {useLocation().pathname}</p>;
    }
    return Object.assign(Screen, { preload: () => Promise.resolve() });
  },
}));

/** The capability each guarded route needs (spec section 2), written out here so that a changed gate is noticed. */
const GATES: Record<string, Capability> = {
  '/account': 'wb_edit_current_user',
  '/search': 'wb_edit_current_user',
  '/search/:keyword': 'wb_edit_current_user',
  '/my-requests': 'wb_edit_current_user',
  '/my-requests/:reference': 'wb_edit_current_user',
  '/product-catalogue': 'wb_read_product_catalogue',
  '/pricing-requests': 'wb_read_pricing_requests',
  '/stability': 'wb_read_stability_matrix',
  '/stability/:slug': 'wb_read_stability_matrix',
  '/stability/y-site': 'wb_read_stability_matrix',
  '/stability/:slug/prepare/:rowId': 'wb_read_stability_matrix',
  '/offline-copies': 'wb_read_stability_matrix',
  '/quick-links': 'wb_read_quick_links',
  '/meet-the-team': 'wb_read_key_contacts',
  '/meet-the-team/:teamSlug': 'wb_read_key_contacts',
  '/report-an-issue': 'wb_read_report_issue',
  '/request-callback': 'wb_read_report_issue',
  '/education': 'wb_read_education',
  '/education/:parent': 'wb_read_education',
  '/education/:parent/:single': 'wb_read_education',
  '/cpd-log': 'wb_read_education',
  '/important-updates': 'wb_read_blog',
  '/important-updates/:slug': 'wb_read_blog',
  '/clinical-requests': 'wb_read_clinical_requests',
  '/clinical-requests/:category': 'wb_read_clinical_requests',
  '/clinical-requests/form/:slug': 'wb_read_clinical_requests',
  '/clinical-trials': 'wb_read_clinical_trials',
  '/clinical-trials/:slug': 'wb_read_clinical_trials',
  '/clinical-trials/meet-the-team/:teamSlug': 'wb_read_clinical_trials',
  '/clinical-trials/feasibility-form/handler': 'wb_read_clinical_trials',
  '/clinical-trials/feasibility-form/confirmation': 'wb_read_clinical_trials',
  '/clinical-resources': 'wb_read_clinical_resources',
  '/clinical-resources/:parent': 'wb_read_clinical_resources',
  '/clinical-resources/:parent/:single': 'wb_read_clinical_resources',
  '/clinical-resources/learning-modules/:parent': 'wb_read_clinical_resources',
  '/clinical-resources/learning-modules/:parent/:single': 'wb_read_clinical_resources',
  '/clinical-resources/learning-modules/resource/:single': 'wb_read_clinical_resources',
};

/** The account call, the guard and the lazy screens take their turns: more than findBy's second on a busy machine. */
const WAIT = { timeout: 5000 };

/** A path that lands on the route: each parameter filled in. */
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, 'x');

/** The refresh call's answer for the demo pharmacist. */
const tokenAnswer = (token: string) => ({
  token,
  user_email: 'pharmacist@example.com',
  user_display_name: 'Priya Raman',
});

function renderSignedInAt(path: string, capabilities: Capability[]) {
  const account = pharmacistAccount(capabilities);
  const { fetchStub } = stubApi({
    'api/v1/account': { status: 200, body: account },
    'api/v1/account/roles': { status: 200, body: { roles: account.roles } },
    'jwt-auth/v1/token/refresh': { status: 200, body: tokenAnswer('fresh-token') },
  });
  vi.stubGlobal('fetch', fetchStub);
  return renderWithProviders(<AppRoutes />, {
    route: path,
    prepare: (store) => store.dispatch(signedIn('stored-token')),
  });
}

describe('the route gates', () => {
  it('name every guarded route of the route table, each with the capability it needs', () => {
    const guarded = Object.fromEntries(
      routeTable.flatMap((route) =>
        route.access.kind === 'capability' ? [[route.path, route.access.capability] as const] : [],
      ),
    );
    expect(guarded).toEqual(GATES);
  });

  describe.each(Object.entries(GATES))('%s', (route, capability) => {
    const path = concrete(route);
    const area = areaTitleOf(path);

    it(`opens for an account holding ${capability}`, async () => {
      renderSignedInAt(path, ['read', capability]);
      expect(await screen.findByText(`screen at ${path}`, undefined, WAIT)).toBeInTheDocument();
      expect(screen.queryByRole('alert', { name: /You cannot open/ })).not.toBeInTheDocument();
    });

    it(`sends an account holding all else home, with a toast naming ${String(area)}`, async () => {
      renderSignedInAt(
        path,
        CAPABILITIES.filter((held) => held !== capability),
      );
      expect(await screen.findByText('screen at /', undefined, WAIT)).toBeInTheDocument();
      expect(screen.queryByText(`screen at ${path}`)).not.toBeInTheDocument();
      expect(screen.getByRole('alert', { name: `Warning: You cannot open ${String(area)}` })).toBeInTheDocument();
    });
  });
});
