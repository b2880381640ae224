import type { Brand } from '@hcp/contracts/brand';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { pharmacistAccount } from '../testing/accounts';
import { resolveLayout } from '../config/layout';
import { renderWithProviders } from '../testing/render-with-providers';
import { DEFAULT_BRAND } from './brand';
import { SiteHeader } from './site-header';

const pharmacist = pharmacistAccount([
  'read',
  'wb_edit_current_user',
  'wb_read_stability_matrix',
  'wb_read_report_issue',
]);

const renderHeader = (authenticated: boolean, flags = resolveLayout().header, brand: Brand = DEFAULT_BRAND) =>
  renderWithProviders(
    <SiteHeader
      brand={brand}
      flags={flags}
      authenticated={authenticated}
      account={pharmacist}
      back={undefined}
      onLogout={() => undefined}
    />,
  );

describe('SiteHeader', () => {
  it('names the brand editors set, or shows its logo, as the link home', () => {
    const { unmount } = renderHeader(false, resolveLayout().header, { ...DEFAULT_BRAND, name: 'Meridian Portal' });
    expect(screen.getByRole('link', { name: 'Meridian Portal home' })).toHaveTextContent('Meridian Portal');
    unmount();
    const logo = { url: '/api/media/file/meridian.png', alt: 'Meridian', width: 160, height: 40 };
    renderHeader(false, resolveLayout().header, { ...DEFAULT_BRAND, name: 'Meridian Portal', logo });
    const home = screen.getByRole('link', { name: 'Meridian Portal home' });
    expect(within(home).getByRole('presentation')).toHaveAttribute('src', logo.url);
  });

  it('signed in, offers search, My account and Sign out', () => {
    renderHeader(true);
    expect(screen.getByRole('search')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(nav).toContainElement(screen.getAllByRole('link', { name: 'My account' })[0] ?? null);
    expect(screen.getAllByRole('button', { name: 'Sign out' }).length).toBeGreaterThan(0);
  });

  it('signed out, keeps nothing of the last account, even while its answer is still in hand', () => {
    renderHeader(false);
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Report an issue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Sign in' }).length).toBeGreaterThan(0);
  });

  it('shows one Sign in in the header bar where the route asks for the Sign in button', () => {
    renderHeader(false, resolveLayout({ header: { loginButton: true, registerButton: true } }).header);
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(within(nav).getAllByRole('link', { name: 'Sign in' })).toHaveLength(1);
  });
});
