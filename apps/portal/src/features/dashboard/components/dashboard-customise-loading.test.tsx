import type { Dashboard } from '@hcp/contracts/dashboard';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { enabledCustomise } from './dashboard-testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../../testing/render-with-providers';
import type { WidgetProps, WidgetRegistry } from '../widgets';
import { DashboardScreen } from './dashboard-screen';

/** The customise controls' code arrives when the test says so, or fails to. */
const arrival = vi.hoisted(() => {
  let release: (ok: boolean) => void = () => undefined;
  const next = () =>
    new Promise<boolean>((resolve) => {
      release = resolve;
    });
  let gate = next();
  return {
    wait: () => gate,
    release: (ok: boolean) => release(ok),
    reset: () => {
      gate = next();
    },
  };
});

vi.mock('./customise-controls', async (importOriginal) => {
  if (!(await arrival.wait())) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

const saved: Dashboard = {
  version: 1,
  widgets: ['quick-links', 'recently-viewed'],
  available: ['quick-links', 'recently-viewed', 'cpd-this-year'],
  cpdTarget: { points: null, minutes: null },
};

function Body({ cpdTarget }: WidgetProps) {
  return <p>Target {String(cpdTarget.points)}</p>;
}

const registry = Object.fromEntries(
  [
    'pinned-clinical-requests',
    'important-updates',
    'cpd-this-year',
    'recently-viewed',
    'quick-links',
    'starred-stability',
    'open-clinical-trials',
    'my-requests',
  ].map((type) => [type, Body]),
) as WidgetRegistry;

describe('DashboardScreen while its customise controls load', () => {
  beforeEach(() => {
    arrival.reset();
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json(saved)));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says when the controls cannot load, and that they are loading when Customise is chosen again', async () => {
    renderWithProviders(<DashboardScreen widgets={registry} />);
    await userEvent.click(await enabledCustomise());
    expect(screen.getByText('Loading the customise controls…').parentElement).toHaveAttribute('aria-busy', 'true');
    arrival.release(false);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The customise controls could not be loaded. Check your connection, then choose Done and Customise again.',
    );
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();

    arrival.reset();
    await userEvent.click(screen.getByRole('button', { name: 'Done customising' }));
    await userEvent.click(screen.getByRole('button', { name: 'Customise dashboard' }));
    const loading = screen.getByText('Loading the customise controls…');
    expect(loading.parentElement).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Customising: /);

    arrival.release(true);
    expect(await screen.findByRole('button', { name: 'Remove Quick links' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Widget to add' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Points target' })).toBeVisible();
    expect(screen.queryByText('Loading the customise controls…')).not.toBeInTheDocument();
    // The toggle kept the focus throughout.
    expect(screen.getByRole('button', { name: 'Done customising' })).toHaveFocus();
  });
});
