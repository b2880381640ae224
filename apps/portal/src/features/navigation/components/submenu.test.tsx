import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders, stubApi } from '../../../testing/render-with-providers';
import { isWithin, SubmenuEntry } from './submenu';

afterEach(() => {
  vi.unstubAllGlobals();
});

const entries = [
  { title: 'Cefravex 1 g', path: '/stability/cefravex-1-g' },
  { title: 'Vanclorin 500 mg', path: '/stability/vanclorin-500-mg' },
];

describe('SubmenuEntry', () => {
  it('stays closed and loads nothing outside its area, then opens with Overview and the server’s entries', async () => {
    const { fetchStub, requests } = stubApi({ 'api/v1/menu/stability': { status: 200, body: { entries } } });
    vi.stubGlobal('fetch', fetchStub);
    renderWithProviders(<SubmenuEntry area="stability" label="Stability" path="/stability" />, { route: '/' });
    const toggle = screen.getByRole('button', { name: 'Stability' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(requests).toHaveLength(0);

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Stability pages' });
    expect(await within(list).findByRole('link', { name: 'Vanclorin 500 mg' })).toHaveAttribute(
      'href',
      '/stability/vanclorin-500-mg',
    );
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Overview', 'Cefravex 1 g', 'Vanclorin 500 mg', 'All stability products']);
  });

  it.each([
    ['stability', 'Stability', '/stability', 'All stability products'],
    ['education', 'Education', '/education', 'All courses and categories'],
    ['clinical-resources', 'Clinical Resources', '/clinical-resources', 'All clinical resources'],
    ['clinical-trials', 'Clinical Trials', '/clinical-trials', 'All clinical trials'],
  ] as const)('ends the %s submenu with a link to the area’s whole list', async (area, label, path, all) => {
    const capped = Array.from({ length: 25 }, (_, index) => ({
      title: `Entry ${String(index + 1)}`,
      path: `${path}/e-${String(index + 1)}`,
    }));
    vi.stubGlobal('fetch', stubApi({ [`api/v1/menu/${area}`]: { status: 200, body: { entries: capped } } }).fetchStub);
    renderWithProviders(<SubmenuEntry area={area} label={label} path={path} />, { route: path });
    const list = screen.getByRole('list', { name: `${label} pages` });
    await within(list).findByRole('link', { name: 'Entry 25' });
    const links = within(list).getAllByRole('link');
    expect(links.at(-1)).toHaveTextContent(all);
    expect(links.at(-1)).toHaveAttribute('href', path);
    expect(links.at(-2)).toHaveTextContent('Entry 25');
  });

  it('shows no second link to the area’s list when the server has no entries, so Overview stands alone', async () => {
    vi.stubGlobal('fetch', stubApi({ 'api/v1/menu/stability': { status: 200, body: { entries: [] } } }).fetchStub);
    renderWithProviders(<SubmenuEntry area="stability" label="Stability" path="/stability" />, { route: '/stability' });
    const list = screen.getByRole('list', { name: 'Stability pages' });
    expect(within(list).getByRole('status')).toHaveTextContent('Loading...');
    await waitFor(() => {
      expect(within(list).queryByRole('status')).toBeNull();
    });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Overview']);
  });

  it('opens by itself on the area’s pages and marks the current entry', async () => {
    vi.stubGlobal('fetch', stubApi({ 'api/v1/menu/stability': { status: 200, body: { entries } } }).fetchStub);
    renderWithProviders(<SubmenuEntry area="stability" label="Stability" path="/stability" />, {
      route: '/stability/cefravex-1-g',
    });
    expect(screen.getByRole('button', { name: 'Stability' })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'Cefravex 1 g' })).toHaveAttribute('aria-current', 'page');
  });

  it('says "Loading..." while the entries load and "Error" when they fail', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ 'api/v1/menu/education': { status: 500, body: { code: 'x', message: 'x' } } }).fetchStub,
    );
    renderWithProviders(<SubmenuEntry area="education" label="Education" path="/education" />, {
      route: '/education',
    });
    // The list holds list items only, in every state: the item's text carries the live role (axe: list).
    const onlyItems = () => {
      const list = screen.getByRole('list', { name: 'Education pages' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(list.children.length);
    };
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    onlyItems();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error');
    onlyItems();
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/education');
  });
});

describe('SubmenuEntry offline', () => {
  it('says the entries need a connection instead of "Error", and loads them once back online', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offlineFetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', offlineFetch);
    renderWithProviders(<SubmenuEntry area="stability" label="Stability" path="/stability" />, {
      route: '/stability',
    });
    const list = screen.getByRole('list', { name: 'Stability pages' });
    expect(within(list).getByText('Offline: this list needs a connection')).toBeInTheDocument();
    await waitFor(() => expect(offlineFetch).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(list).queryByText('Error')).toBeNull();
    expect(within(list).getByRole('link', { name: 'Overview' })).toHaveAttribute('href', '/stability');

    vi.stubGlobal('fetch', stubApi({ 'api/v1/menu/stability': { status: 200, body: { entries } } }).fetchStub);
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await within(list).findByRole('link', { name: 'Cefravex 1 g' })).toBeInTheDocument();
    expect(within(list).queryByText('Offline: this list needs a connection')).toBeNull();
    online.mockRestore();
  });
});

describe('isWithin', () => {
  it('matches the area and the paths below it, not look-alikes', () => {
    expect(isWithin('/stability', '/stability')).toBe(true);
    expect(isWithin('/stability/x', '/stability')).toBe(true);
    expect(isWithin('/stability-old', '/stability')).toBe(false);
  });
});
