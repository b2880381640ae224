import type { StabilityProduct } from '@hcp/contracts/stability';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../../testing/render-with-providers';
import { StabilityProductView } from './stability-product';

const product = (
  slug: string,
  name: string,
  shelfLife: number,
  generic: Pick<StabilityProduct, 'inn' | 'synonyms'> = { inn: null, synonyms: [] },
): StabilityProduct => ({
  id: shelfLife,
  slug,
  name,
  strength: '1 g',
  ...generic,
  form: 'powder-concentrate-infusion',
  summary: `${name} summary`,
  diluents: ['glucose-5'],
  containers: ['pvc-bag'],
  preparations: 1,
  warnings: [],
  notes: [],
  reconstitution: null,
  matrix: [
    {
      id: '1',
      diluent: 'glucose-5',
      concentration: { value: 5, upTo: null, unit: 'mg-per-ml' },
      container: 'pvc-bag',
      temperature: 'refrigerated-2-8',
      protectFromLight: false,
      shelfLife: { value: shelfLife, unit: 'days' },
      evidence: 'A',
      methods: ['hplc'],
      reference: `${name} study`,
    },
  ],
  documents: [],
  governance: {
    approvalCode: `MHP-${String(shelfLife)}`,
    dateOfPreparation: '2026-01-01',
    reviewBy: '2027-01-01',
    updatedAt: '2026-05-06T08:00:00.000Z',
    certifiedBy: null,
  },
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StabilityProductView', () => {
  it('never draws the previous product while the next one loads, and says it is loading', async () => {
    let answerNext: (response: Response) => void = () => undefined;
    const next = new Promise<Response>((resolve) => {
      answerNext = resolve;
    });
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('api/v1/stability/vanclorin-1-g'))
        return Promise.resolve(json(product('vanclorin-1-g', 'Vanclorin', 14)));
      if (url.includes('api/v1/stability/heparexin-1-g')) return next;
      return Promise.resolve(json({ slugs: [] }));
    });
    renderWithProviders(
      <>
        <Link to="/stability/heparexin-1-g">Heparexin</Link>
        <Routes>
          <Route path="/stability/:slug" element={<StabilityProductView />} />
        </Routes>
      </>,
      { route: '/stability/vanclorin-1-g' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Vanclorin 1 g' })).toBeInTheDocument();
    expect(screen.getAllByText('14 days')).not.toHaveLength(0);

    await userEvent.click(screen.getByRole('link', { name: 'Heparexin' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { name: 'Vanclorin 1 g' })).not.toBeInTheDocument();
    expect(screen.queryAllByText('14 days')).toHaveLength(0);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(document.title).not.toContain('Vanclorin');

    await act(async () => {
      answerNext(json(product('heparexin-1-g', 'Heparexin', 30)));
      await next;
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Heparexin 1 g' })).toBeInTheDocument();
    expect(screen.getAllByText('30 days').length).toBeGreaterThan(0);
    expect(document.title).toBe('Heparexin 1 g · HCP Portal');
  });

  it('says when the product last changed, beside its approval code', async () => {
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      const answer = url.includes('api/v1/stability/vanclorin-1-g') ? product('vanclorin-1-g', 'Vanclorin', 14) : null;
      return Promise.resolve(json(answer ?? { slugs: [] }));
    });
    renderWithProviders(
      <Routes>
        <Route path="/stability/:slug" element={<StabilityProductView />} />
      </Routes>,
      { route: '/stability/vanclorin-1-g' },
    );
    const updated = await screen.findByText('Last updated 6 May 2026');
    expect(updated).toHaveAttribute('datetime', '2026-05-06T08:00:00.000Z');
    expect(updated.closest('p')).toHaveTextContent(/Last updated 6 May 2026 · MHP-14 · Date of preparation/);
  });

  it('shows the generic name (INN) beside the brand, and the synonyms under it', async () => {
    const vanclorin = product('vanclorin-1-g', 'Vanclorin', 14, {
      inn: 'vancomycin',
      synonyms: ['vancomycin hydrochloride', 'vanc'],
    });
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      return Promise.resolve(json(url.includes('api/v1/stability/vanclorin-1-g') ? vanclorin : { slugs: [] }));
    });
    renderWithProviders(
      <Routes>
        <Route path="/stability/:slug" element={<StabilityProductView />} />
      </Routes>,
      { route: '/stability/vanclorin-1-g' },
    );
    const heading = await screen.findByRole('heading', { level: 1 });
    // Seen: "Vanclorin 1 g · vancomycin"; heard: the INN named as the generic name.
    expect(within(heading).getByText('vancomycin')).toBeVisible();
    expect(heading).toHaveAccessibleName(/^Vanclorin 1 g\s*, generic name: vancomycin$/);
    expect(screen.getByText('Also known as: vancomycin hydrochloride, vanc')).toBeInTheDocument();
    // The matrix and the tab keep the brand and strength alone.
    expect(document.title).toBe('Vanclorin 1 g · HCP Portal');
  });

  it('shows the brand alone for a product not yet given an INN', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(json(product('heparexin-1-g', 'Heparexin', 30))));
    renderWithProviders(
      <Routes>
        <Route path="/stability/:slug" element={<StabilityProductView />} />
      </Routes>,
      { route: '/stability/heparexin-1-g' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Heparexin 1 g' })).toHaveTextContent(
      /^Heparexin 1 g$/,
    );
    expect(screen.queryByText(/Also known as/)).not.toBeInTheDocument();
  });
});
