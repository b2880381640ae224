import type { RecentlyViewedItem } from '@hcp/contracts/dashboard';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders, stubApi } from '../../../testing/render-with-providers';
import { RecentlyViewedWidget } from './recently-viewed-widget';

const viewed = (
  area: RecentlyViewedItem['area'],
  id: number,
  title: string,
  safetyNotice = false,
): RecentlyViewedItem => ({
  area,
  id,
  title,
  path: `/${area}/${String(id)}`,
  safetyNotice,
  viewedAt: '2026-11-20T09:00:00.000Z',
});

const NOTICE = viewed('important-updates', 1, 'Midazolam look-alike vials', true);
const SUPPLY = viewed('important-updates', 2, 'Heparexin back in stock');
const PRODUCT = viewed('stability', 3, 'Vanclorin 1 g');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the recently viewed widget', () => {
  it('draws a safety notice as a warning callout labelled “Safety notice”, other items as plain links', async () => {
    const { fetchStub } = stubApi({
      'api/v1/account/recently-viewed': { status: 200, body: { items: [NOTICE, SUPPLY, PRODUCT] } },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<RecentlyViewedWidget />);

    const link = await screen.findByRole('link', { name: NOTICE.title });
    const note = link.closest('[role="note"]');
    if (!(note instanceof HTMLElement)) throw new Error('The safety notice is not in a note.');
    expect(note).toHaveAccessibleName('Safety notice');
    // The word is there to read, with its icon beside it, so colour is not the only cue.
    expect(within(note).getByText('Safety notice')).toBeVisible();
    expect(within(note).getByText('Safety notice').querySelector('svg')).not.toBeNull();
    expect(link).toHaveAttribute('href', NOTICE.path);

    expect(screen.getAllByRole('note')).toHaveLength(1);
    expect(screen.getByRole('link', { name: SUPPLY.title }).closest('[role="note"]')).toBeNull();
    expect(screen.getByRole('link', { name: PRODUCT.title }).closest('[role="note"]')).toBeNull();
  });
});
