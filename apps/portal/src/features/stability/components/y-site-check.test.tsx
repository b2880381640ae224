import type { StabilityProductPage } from '@hcp/contracts/stability';
import type { YSiteCheck, YSitePair } from '@hcp/contracts/y-site';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { indexedDbCopies, type OfflineCopy } from '../../../lib/offline-copies';
import { OfflineReaderContext } from '../../../lib/offline-reading';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { MEROPENDRA_Y_SITE } from '../../../testing/y-site-data';
import { YSiteCheckScreen } from './y-site-check';

const PRODUCTS: StabilityProductPage = {
  items: [
    {
      id: 3,
      slug: 'meropendra-1-g',
      name: 'Meropendra',
      strength: '1 g',
      inn: 'meropenem',
      synonyms: [],
      form: 'powder-solution-injection-infusion',
      summary: '',
      diluents: [],
      containers: [],
      preparations: 1,
    },
    {
      id: 4,
      slug: 'vanclorin-1-g',
      name: 'Vanclorin',
      strength: '1 g',
      inn: 'vancomycin',
      synonyms: [],
      form: 'powder-concentrate-infusion',
      summary: '',
      diluents: [],
      containers: [],
      preparations: 1,
    },
  ],
  page: 1,
  perPage: 100,
  totalItems: 2,
  totalPages: 1,
};

const partner = (drug: string) => MEROPENDRA_Y_SITE.partners.find((kept) => kept.drug === drug)?.records ?? [];

/** The server's answer for each drug name, as the demo content gives it. */
const PAIRS: Record<string, YSitePair> = {
  furosemide: { asked: 'furosemide', drug: 'furosemide', status: 'tested', records: partner('furosemide') },
  frusemide: { asked: 'frusemide', drug: 'furosemide', status: 'tested', records: partner('furosemide') },
  ondansetron: { asked: 'ondansetron', drug: 'ondansetron', status: 'tested', records: partner('ondansetron') },
  paracetamol: { asked: 'paracetamol', drug: 'paracetamol', status: 'no-data', records: [] },
  dopamine: { asked: 'dopamine', drug: 'dopamine', status: 'other-concentrations', records: partner('dopamine') },
  furosamid: { asked: 'furosamid', drug: null, status: 'unknown-drug', records: [] },
  'heparin sodium': {
    asked: 'heparin sodium',
    drug: 'heparin sodium',
    status: 'tested',
    records: partner('heparin sodium'),
  },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Answers the product list and each check from PAIRS; a check whose drugs are in `held` waits until released. Every
 * check asked is recorded.
 */
function serve(held: Record<string, Promise<void>> = {}) {
  const checks: URLSearchParams[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://portal.test');
    if (url.pathname.endsWith('/api/v1/stability')) return json(PRODUCTS);
    if (url.pathname.endsWith('/api/v1/y-site')) {
      checks.push(url.searchParams);
      const drugs = url.searchParams.get('drugs') ?? '';
      await held[drugs];
      const answer: YSiteCheck = {
        product: MEROPENDRA_Y_SITE.product,
        pairs: drugs.split(',').map((drug) => PAIRS[drug] ?? { asked: drug, drug, status: 'no-data', records: [] }),
      };
      return json(answer);
    }
    return json({ slugs: [], items: [] });
  });
  return checks;
}

function Address() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

function renderCheck(route: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/stability/y-site" element={<YSiteCheckScreen />} />
      </Routes>
      <Address />
    </>,
    { route },
  );
}

const pairOf = (name: string) => {
  const heading = screen.getByRole('heading', { level: 3, name });
  const item = heading.closest('li');
  if (!item) throw new Error(`no pair ${name}`);
  return within(item);
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('YSiteCheckScreen', () => {
  it('answers the check in the address: each pair’s results as words and icons, or “No data” that is not compatible', async () => {
    const checks = serve();
    renderCheck('/stability/y-site?product=meropendra-1-g&drugs=furosemide,ondansetron,paracetamol');
    expect(screen.getByRole('heading', { level: 1, name: 'Check Y-site compatibility' })).toBeInTheDocument();

    const furosemide = await screen.findByRole('heading', { level: 3, name: 'Meropendra 1 g and Furosemide' });
    expect(furosemide).toBeInTheDocument();
    const words = (name: string) =>
      pairOf(name)
        .queryAllByText(/^(Compatible|Incompatible|Conflicting data|No data)$/)
        .map((word) => {
          // Each word has its icon; the icon alone says nothing to a screen reader.
          expect(word.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
          return word.textContent;
        });
    expect(screen.getByRole('status')).toHaveTextContent('3 drugs checked against Meropendra 1 g.');
    expect(words('Meropendra 1 g and Furosemide')).toEqual(['Compatible', 'Conflicting data']);
    expect(words('Meropendra 1 g and Ondansetron')).toEqual(['Incompatible']);
    expect(words('Meropendra 1 g and Paracetamol')).toEqual(['No data']);
    expect(
      pairOf('Meropendra 1 g and Paracetamol').getByText(
        /No Y-site study of these two drugs is published here\. This does not mean they are compatible/,
      ),
    ).toBeInTheDocument();
    // Conditions and evidence come with each result.
    expect(pairOf('Meropendra 1 g and Ondansetron').getByText('4 hours')).toBeInTheDocument();
    expect(pairOf('Meropendra 1 g and Ondansetron').getByText('A: published study')).toBeInTheDocument();

    // The form starts from the address.
    expect(screen.getByRole('combobox', { name: 'Our product' })).toHaveValue('meropendra-1-g');
    expect(screen.getByRole('textbox', { name: 'Other drug 1' })).toHaveValue('furosemide');
    expect(screen.getByRole('textbox', { name: 'Other drug 3' })).toHaveValue('paracetamol');
    expect(checks.map((check) => [check.get('product'), check.get('drugs')])).toEqual([
      ['meropendra-1-g', 'furosemide,ondansetron,paracetamol'],
    ]);
  });

  it('says when a pair was tested only at other concentrations, naming them, and when a drug is unknown', async () => {
    const checks = serve();
    renderCheck('/stability/y-site?product=meropendra-1-g&drugs=dopamine,furosamid&concentration=10&unit=mg-per-ml');
    const dopamine = await screen.findByRole('heading', { level: 3, name: 'Meropendra 1 g and Dopamine' });
    expect(dopamine).toBeInTheDocument();
    const tested = pairOf('Meropendra 1 g and Dopamine');
    expect(tested.getByText('Tested only at other concentrations').querySelector('svg')).not.toBeNull();
    expect(
      tested.getByText(/^Tested only with this product at 50 mg\/mL, not at the concentration asked for/),
    ).toBeInTheDocument();
    const unknown = pairOf('Meropendra 1 g and Furosamid');
    expect(unknown.getByText('Unknown drug: check the spelling').querySelector('svg')).not.toBeNull();
    expect(unknown.queryByText(/^(Compatible|Incompatible|Conflicting data)$/)).not.toBeInTheDocument();
    expect(screen.getByText(/at 10 mg\/mL$/)).toBeInTheDocument();
    expect(checks[0]?.get('concentration')).toBe('10');
    expect(checks[0]?.get('unit')).toBe('mg-per-ml');
  });

  it('says which drug a synonym was found as', async () => {
    serve();
    renderCheck('/stability/y-site?product=meropendra-1-g&drugs=frusemide');
    expect(await screen.findByText('Asked as “frusemide”, found as Furosemide.')).toBeInTheDocument();
  });

  it('never shows the previous check’s results while a new one loads', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    serve({ 'heparin sodium': held });
    renderCheck('/stability/y-site?product=meropendra-1-g&drugs=ondansetron');
    expect(await screen.findByText('Incompatible')).toBeInTheDocument();

    const drug = screen.getByRole('textbox', { name: 'Other drug 1' });
    await userEvent.clear(drug);
    await userEvent.type(drug, 'heparin sodium');
    await userEvent.click(screen.getByRole('button', { name: 'Check compatibility' }));

    expect(screen.getByTestId('address')).toHaveTextContent(
      '/stability/y-site?product=meropendra-1-g&drugs=heparin+sodium',
    );
    expect(await screen.findByText('Checking…')).toBeInTheDocument();
    expect(screen.queryByText('Incompatible')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Ondansetron/ })).not.toBeInTheDocument();

    await act(async () => {
      release();
      await held;
    });
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Meropendra 1 g and Heparin sodium' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Compatible')).toBeInTheDocument();
  });

  it('adds and removes drugs by keyboard, up to six, moving the focus to where the person looks next', async () => {
    serve();
    renderCheck('/stability/y-site');
    const user = userEvent.setup();
    const product = await screen.findByRole('combobox', { name: 'Our product' });
    await screen.findByRole('option', { name: 'Meropendra 1 g' });
    await user.selectOptions(product, 'meropendra-1-g');
    await user.type(screen.getByRole('textbox', { name: 'Other drug 1' }), 'furosemide');
    for (let count = 2; count <= 6; count += 1) {
      screen.getByRole('button', { name: 'Add another drug' }).focus();
      await user.keyboard('{Enter}');
      expect(screen.getByRole('textbox', { name: `Other drug ${String(count)}` })).toHaveFocus();
      await user.keyboard(`drug${String(count)}`);
    }
    expect(screen.queryByRole('button', { name: 'Add another drug' })).not.toBeInTheDocument();
    expect(screen.getByText('Six drugs is the most one check takes.')).toBeInTheDocument();

    // Removing the second moves the rest up; the focus lands on the one now second.
    screen.getByRole('button', { name: 'Remove other drug 2, drug2' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Other drug 2' })).toHaveValue('drug3');
    expect(screen.getByRole('textbox', { name: 'Other drug 2' })).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Other drug 6' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Check compatibility' }));
    expect(screen.getByTestId('address')).toHaveTextContent(
      '/stability/y-site?product=meropendra-1-g&drugs=furosemide%2Cdrug3%2Cdrug4%2Cdrug5%2Cdrug6',
    );
  });

  it('asks for a product and a drug before checking, and names what is missing', async () => {
    const checks = serve();
    renderCheck('/stability/y-site');
    await userEvent.click(screen.getByRole('button', { name: 'Check compatibility' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Choose our product.' })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Enter at least one other drug.' })).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/stability\/y-site$/);
    expect(checks).toEqual([]);
  });
});

describe('YSiteCheckScreen offline', () => {
  it('checks from the product’s offline copy, and says synonyms are not recognised offline', async () => {
    const checks = serve();
    vi.stubGlobal('indexedDB', {});
    const copy: OfflineCopy = {
      accountId: 7,
      slug: 'meropendra-1-g',
      product: {} as OfflineCopy['product'],
      ySite: MEROPENDRA_Y_SITE,
      ySiteEtag: null,
      savedAt: '2026-11-24T17:40:00.000Z',
      etag: null,
      chosen: true,
      starred: false,
    };
    vi.spyOn(indexedDbCopies, 'read').mockResolvedValue(copy);
    vi.spyOn(indexedDbCopies, 'list').mockResolvedValue([
      { ...copy, product: { ...copy.product, name: 'Meropendra', strength: '1 g' } },
    ]);
    renderWithProviders(
      <OfflineReaderContext.Provider value={{ accountId: 7, offline: true }}>
        <Routes>
          <Route path="/stability/y-site" element={<YSiteCheckScreen />} />
        </Routes>
      </OfflineReaderContext.Provider>,
      { route: '/stability/y-site?product=meropendra-1-g&drugs=furosemide,frusemide,ondansetron' },
    );
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Meropendra 1 g and Ondansetron' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Synonyms are not recognised offline/)).toBeInTheDocument();
    expect(pairOf('Meropendra 1 g and Ondansetron').getByText('Incompatible')).toBeInTheDocument();
    expect(pairOf('Meropendra 1 g and Furosemide').getByText('Conflicting data')).toBeInTheDocument();
    // The synonym is not known offline: it reads as no data, never as compatible.
    expect(pairOf('Meropendra 1 g and Frusemide').getByText('No data')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Meropendra 1 g' })).toBeInTheDocument();
    expect(checks).toEqual([]);
  });
});
