import type { FormSummary } from '@hcp/contracts/forms';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Toaster } from '../../../components/ui/toaster/toaster';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { PinnedRequestsWidget } from './pinned-requests-widget';
import { PinToggle } from './pin-toggle';

const form = (id: number, title: string): FormSummary => ({
  id,
  slug: title.toLowerCase().replaceAll(' ', '-'),
  title,
  description: null,
  kind: 'clinical-request',
  category: { slug: 'medicines-information', title: 'Medicines information', description: null },
});
const dosing = form(1, 'Dosing advice');
const supply = form(2, 'Supply question');

/** Answers the pins GET at once and holds each PATCH until the test settles it. */
function stubPins(initial: FormSummary[]) {
  const patches: { body: unknown; settle: (status: number, body: unknown) => void }[] = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    if (input.method === 'GET')
      return new Response(JSON.stringify({ pinned: initial }), { headers: { 'content-type': 'application/json' } });
    const body: unknown = await input.json();
    return new Promise<Response>((resolve) => {
      patches.push({
        body,
        settle: (status, answer) =>
          resolve(new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } })),
      });
    });
  });
  return patches;
}

function Screen() {
  return (
    <>
      <PinnedRequestsWidget />
      <PinToggle form={dosing} />
      <PinToggle form={supply} />
      <Toaster />
    </>
  );
}

describe('pinning clinical requests', () => {
  it('shows a pin at once and keeps the list the server answers', async () => {
    const patches = stubPins([dosing]);
    renderWithProviders(<Screen />);
    const toggle = await screen.findByRole('button', { name: 'Pin Supply question', pressed: false });
    await waitFor(() => expect(toggle).toBeEnabled());

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('link', { name: 'Supply question' })).toHaveAttribute(
      'href',
      '/clinical-requests/form/supply-question',
    );
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]?.body).toEqual({ pinned: [1, 2] });

    patches[0]?.settle(200, { pinned: [dosing, supply] });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('undoes an unpin the server refuses and says so in an error toast', async () => {
    const patches = stubPins([dosing]);
    renderWithProviders(<Screen />);
    const toggle = await screen.findByRole('button', { name: 'Pin Dosing advice', pressed: true });
    await waitFor(() => expect(toggle).toBeEnabled());

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText(/No pinned requests yet/)).toBeInTheDocument();
    await waitFor(() => expect(patches).toHaveLength(1));

    patches[0]?.settle(500, { code: 'SERVER_ERROR', message: 'Something went wrong.', data: { status: 500 } });
    expect(await screen.findByRole('alert', { name: 'Error: Your pins could not be saved' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Dosing advice' })).toBeInTheDocument();
  });

  it('offers a way to the clinical requests when nothing is pinned', async () => {
    stubPins([]);
    renderWithProviders(<PinnedRequestsWidget />);
    expect(await screen.findByRole('link', { name: 'Browse clinical requests' })).toHaveAttribute(
      'href',
      '/clinical-requests',
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
