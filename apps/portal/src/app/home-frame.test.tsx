import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { DashboardScreen } from '../features/dashboard/components/dashboard-screen';
import type { WidgetRegistry } from '../features/dashboard/widgets';
import { renderHomeFrame } from '../home-prerender';
import { renderWithProviders } from '../testing/render-with-providers';
import { HomeFrame } from './home-frame';

const none = () => null;
const registry: WidgetRegistry = {
  'pinned-clinical-requests': none,
  'important-updates': none,
  'cpd-this-year': none,
  'recently-viewed': none,
  'quick-links': none,
  'starred-stability': none,
  'open-clinical-trials': none,
  'my-requests': none,
};

/** An element's markup without React's ids, which differ between two renders. */
const markupOf = (element: Element | null) => element?.outerHTML.replace(/_r_[0-9a-z]+_/g, 'id');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the signed-in home's drawn frame", () => {
  it('holds the dashboard exactly as the portal draws it while the dashboard loads, so nothing moves', async () => {
    const frame = document.createElement('div');
    frame.innerHTML = renderToString(<HomeFrame />);

    // The dashboard's answer never comes: the portal's loading state.
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    const { container } = renderWithProviders(<DashboardScreen widgets={registry} />);
    await screen.findByText('Loading your dashboard…');

    expect(markupOf(container.querySelector('section.dashboard'))).toBe(
      markupOf(frame.querySelector('section.dashboard')),
    );
    expect(screen.getByRole('button', { name: 'Customise dashboard' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Your dashboard' })).toBeInTheDocument();
  });

  it('is drawn in the brand, with nothing of any account, and the side menu’s column kept', () => {
    const html = renderHomeFrame({ name: 'Meridian Portal', primaryColour: '#7a1f5c', logo: null });
    const page = document.createElement('div');
    page.innerHTML = html;
    expect(page.querySelector('.logo')?.textContent).toBe('Meridian Portal');
    expect(page.querySelector('h1')?.textContent).toBe('Welcome');
    expect(page.querySelector('.page-with-menu > aside.side-menu-column')).not.toBeNull();
    expect(page.textContent).not.toMatch(/@|Signed in as/);
  });
});
