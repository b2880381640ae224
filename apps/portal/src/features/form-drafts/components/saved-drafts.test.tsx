import type { FormDraftList } from '@hcp/contracts/form-drafts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../../testing/render-with-providers';
import { SavedDrafts } from './saved-drafts';

const LIST: FormDraftList = {
  drafts: [
    {
      formSlug: 'aseptic-compounding-request',
      formTitle: 'Aseptic compounding request',
      formKind: 'clinical-request',
      savedAt: '2026-11-24T09:30:00.000Z',
      expiresAt: '2026-12-24T09:30:00.000Z',
    },
    {
      formSlug: 'pricing-request',
      formTitle: 'Pricing request',
      formKind: 'pricing-request',
      savedAt: '2026-11-20T09:30:00.000Z',
      expiresAt: '2026-12-20T09:30:00.000Z',
    },
  ],
};

/** Answers the list, then the list without what was discarded; records the discards. */
function stubList() {
  let drafts = [...LIST.drafts];
  const discarded: string[] = [];
  vi.stubGlobal('fetch', (request: Request) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'DELETE') {
      const slug = /forms\/([^/]+)\/draft$/.exec(pathname)?.[1] ?? '';
      discarded.push(slug);
      drafts = drafts.filter((draft) => draft.formSlug !== slug);
      return Promise.resolve(new Response(null, { status: 204 }));
    }
    return Promise.resolve(
      new Response(JSON.stringify({ drafts }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  });
  return discarded;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SavedDrafts', () => {
  it('links each saved form to its screen, with when it was saved and until when it is kept', async () => {
    stubList();
    renderWithProviders(<SavedDrafts />);
    const region = screen.getByRole('region', { name: 'Saved forms' });
    expect(await within(region).findByRole('link', { name: 'Aseptic compounding request' })).toHaveAttribute(
      'href',
      '/clinical-requests/form/aseptic-compounding-request',
    );
    expect(within(region).getByRole('link', { name: 'Pricing request' })).toHaveAttribute('href', '/pricing-requests');
    expect(region).toHaveTextContent('Kept until 24 December 2026.');
  });

  it('discards one, announces it and shows the list without it', async () => {
    const discarded = stubList();
    renderWithProviders(<SavedDrafts />);
    const region = screen.getByRole('region', { name: 'Saved forms' });
    await userEvent.click(
      await within(region).findByRole('button', { name: 'Discard saved answers for Pricing request' }),
    );
    expect(await within(region).findByText('Your saved answers for Pricing request were deleted.')).toBeVisible();
    expect(discarded).toEqual(['pricing-request']);
    await vi.waitFor(() => {
      expect(within(region).queryByRole('link', { name: 'Pricing request' })).not.toBeInTheDocument();
    });
    expect(within(region).getByRole('link', { name: 'Aseptic compounding request' })).toBeInTheDocument();
  });

  it('says when there is nothing saved', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify({ drafts: [] }), { status: 200, headers: { 'content-type': 'application/json' } }),
      ),
    );
    renderWithProviders(<SavedDrafts />);
    expect(await screen.findByText(/You have no saved forms\./)).toBeVisible();
  });
});
