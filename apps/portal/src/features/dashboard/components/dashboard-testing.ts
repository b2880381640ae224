import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The Customise button once the dashboard has loaded and drawn its widgets: while it loads, the button is drawn in
 * its place already, disabled (dashboard-heading.tsx), and the widgets follow the answer in a transition, behind a
 * "Loading your dashboard…" skeleton (dashboard-screen.tsx).
 */
export async function enabledCustomise(): Promise<HTMLElement> {
  await waitFor(() => {
    expect(screen.getByRole('button', { name: 'Customise dashboard' })).toBeEnabled();
    expect(screen.queryByText('Loading your dashboard…')).not.toBeInTheDocument();
  });
  return screen.getByRole('button', { name: 'Customise dashboard' });
}
