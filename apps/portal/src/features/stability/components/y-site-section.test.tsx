import type { StabilityProduct } from '@hcp/contracts/stability';
import type { ProductYSite } from '@hcp/contracts/y-site';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../../testing/render-with-providers';
import { MEROPENDRA_Y_SITE } from '../../../testing/y-site-data';
import { StabilityProductView } from './stability-product';

const meropendra = (slug = 'meropendra-1-g', name = 'Meropendra'): StabilityProduct => ({
  id: 3,
  slug,
  name,
  strength: '1 g',
  inn: 'meropenem',
  synonyms: [],
  form: 'powder-solution-injection-infusion',
  summary: 'A carbapenem.',
  diluents: ['sodium-chloride-0-9'],
  containers: ['pvc-bag'],
  preparations: 2,
  warnings: [],
  notes: [],
  reconstitution: {
    vialContent: { value: 1, unit: 'g' },
    diluent: 'water-for-injections',
    volumeAddedMl: 19.1,
    displacementMl: 0.9,
    concentration: { value: 50, upTo: null, unit: 'mg-per-ml' },
    maxDose: { value: 2, unit: 'g' },
    pumpLimitMlPerHour: 999,
  },
  matrix: [
    {
      id: 'r1',
      diluent: 'sodium-chloride-0-9',
      concentration: { value: 1, upTo: 20, unit: 'mg-per-ml' },
      container: 'pvc-bag',
      temperature: 'refrigerated-2-8',
      protectFromLight: false,
      shelfLife: { value: 24, unit: 'hours' },
      evidence: 'A',
      methods: ['hplc', 'visual'],
      reference: 'Study one',
    },
    {
      id: 'r2',
      diluent: 'glucose-5',
      concentration: { value: 5, upTo: null, unit: 'mg-per-ml' },
      container: 'pvc-bag',
      temperature: 'room-15-25',
      protectFromLight: false,
      shelfLife: { value: 3, unit: 'hours' },
      evidence: 'B',
      methods: [],
      reference: 'Study two',
    },
  ],
  documents: [],
  governance: {
    approvalCode: 'MHP-3',
    dateOfPreparation: '2026-01-01',
    reviewBy: '2027-01-01',
    updatedAt: '2026-05-06T08:00:00.000Z',
    certifiedBy: null,
  },
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers the product and its Y-site records by slug; anything else (the account's calls) gets an empty list. */
function serve(products: Record<string, StabilityProduct>, ySites: Record<string, ProductYSite | Promise<Response>>) {
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : String(input), 'http://portal.test').pathname;
    const ySite = /\/api\/v1\/stability\/([^/]+)\/y-site$/.exec(path);
    if (ySite) {
      const answer = ySites[ySite[1] ?? ''];
      if (answer instanceof Promise) return answer;
      return Promise.resolve(answer ? json(answer) : json({ code: 'not_found', message: 'No.' }, 404));
    }
    const product = /\/api\/v1\/stability\/([^/]+)$/.exec(path);
    if (product) return Promise.resolve(json(products[product[1] ?? '']));
    return Promise.resolve(json({ slugs: [], items: [] }));
  });
}

function renderProduct(slug = 'meropendra-1-g') {
  return renderWithProviders(
    <>
      <Link to="/stability/other-1-g">Other</Link>
      <Routes>
        <Route path="/stability/:slug" element={<StabilityProductView />} />
      </Routes>
    </>,
    { route: `/stability/${slug}` },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Y-site compatibility section', () => {
  it('lists each partner drug, capitalised, with each result as a word and an icon and its conditions', async () => {
    serve({ 'meropendra-1-g': meropendra() }, { 'meropendra-1-g': MEROPENDRA_Y_SITE });
    renderProduct();
    const section = await screen.findByRole('region', { name: 'Y-site compatibility' });
    expect(section).toHaveAttribute('id', 'y-site');
    const partners = await within(section).findByRole('list', { name: 'Drugs tested with Meropendra 1 g at a Y-site' });
    const names = within(partners)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Dopamine', 'Furosemide', 'Heparin sodium', 'Morphine sulfate', 'Ondansetron']);

    const furosemide = within(partners).getByRole('heading', { name: 'Furosemide' }).closest('li');
    if (!furosemide) throw new Error('no furosemide line');
    const results = within(furosemide as HTMLElement).getAllByText(/^(Compatible|Incompatible|Conflicting data)$/);
    expect(results.map((result) => result.textContent)).toEqual(['Compatible', 'Conflicting data']);
    // Never a colour alone: each word has its icon beside it (hidden from screen readers, as the word says it).
    for (const result of results) expect(result.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    const line = within(furosemide as HTMLElement);
    expect(line.getByText('1–20 mg/mL in Sodium chloride 0.9%')).toBeInTheDocument();
    expect(line.getAllByText('10 mg/mL in Glucose 5%')).toHaveLength(2);
    expect(line.getAllByText('4 hours')).toHaveLength(2);
    expect(line.getAllByText('15–25 °C (room temperature)')).toHaveLength(2);
    expect(line.getAllByText('Ambient light')).toHaveLength(2);
    expect(line.getAllByText('Visual inspection, HPLC assay')).toHaveLength(2);
    expect(line.getByText('A: published study')).toBeInTheDocument();
    // The extrapolated level is marked as the matrix marks it.
    expect(line.getByRole('button', { name: 'Extrapolated' })).toBeInTheDocument();
    expect(line.getByRole('link', { name: 'DOI 10.1093/ajhp/zx1' })).toHaveAttribute(
      'href',
      'https://doi.org/10.1093/ajhp/zx1',
    );
    expect(line.getByRole('link', { name: 'PubMed 31234567' })).toHaveAttribute(
      'href',
      'https://pubmed.ncbi.nlm.nih.gov/31234567/',
    );
    expect(within(section).getByText('Incompatible').querySelector('svg')).not.toBeNull();
    expect(within(section).getByRole('link', { name: 'Check this product against other drugs' })).toHaveAttribute(
      'href',
      '/stability/y-site?product=meropendra-1-g',
    );
  });

  it('says plainly that no data is published, and that this does not mean compatible', async () => {
    serve(
      { 'meropendra-1-g': meropendra() },
      { 'meropendra-1-g': { product: MEROPENDRA_Y_SITE.product, partners: [] } },
    );
    renderProduct();
    const section = await screen.findByRole('region', { name: 'Y-site compatibility' });
    expect(
      await within(section).findByText(
        'No Y-site data is published for this product. This does not mean it is compatible with any drug.',
      ),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  });

  it('never shows the previous product’s partners while the next product’s load', async () => {
    let answerOther: (response: Response) => void = () => undefined;
    const other = new Promise<Response>((resolve) => {
      answerOther = resolve;
    });
    serve(
      { 'meropendra-1-g': meropendra(), 'other-1-g': meropendra('other-1-g', 'Otherex') },
      { 'meropendra-1-g': MEROPENDRA_Y_SITE, 'other-1-g': other },
    );
    renderProduct();
    expect(await screen.findByRole('heading', { name: 'Ondansetron' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Other' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Otherex 1 g/ })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Y-site compatibility' });
    expect(within(section).getByText('Loading the Y-site compatibility data…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Ondansetron' })).not.toBeInTheDocument();
    await act(async () => {
      answerOther(
        json({
          product: { id: 9, slug: 'other-1-g', name: 'Otherex', strength: '1 g' },
          partners: [{ drug: 'midazolam', records: MEROPENDRA_Y_SITE.partners[0]?.records ?? [] }],
        }),
      );
      await other;
    });
    expect(await within(section).findByRole('heading', { name: 'Midazolam' })).toBeInTheDocument();
  });
});

describe('the reconstitution and the test methods', () => {
  it('shows how a vial is made up, and each preparation’s method, “Not stated” when the source is silent', async () => {
    serve({ 'meropendra-1-g': meropendra() }, { 'meropendra-1-g': MEROPENDRA_Y_SITE });
    renderProduct();
    const block = await screen.findByRole('region', { name: 'Reconstitution' });
    const facts = within(block)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent ?? ''}`);
    expect(facts).toEqual([
      'Vial content: 1 g',
      'Add: 19.1 mL of water for injections',
      'Displacement volume: 0.9 mL',
      'Resulting concentration: 50 mg/mL',
    ]);

    const table = screen.getByRole('table', { name: 'Stability of Meropendra 1 g preparations' });
    expect(within(table).getByRole('columnheader', { name: 'Evidence and method' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Method: Visual inspection, HPLC assay');
    expect(rows[1]).toHaveTextContent('Method: Not stated');
    const cards = screen.getByRole('list', { name: 'Preparations of Meropendra 1 g' });
    expect(within(cards).getAllByText('Method')).toHaveLength(2);
    expect(within(cards).getByText('Not stated')).toBeInTheDocument();
  });

  it('leaves the block out for a product without reconstitution data', async () => {
    serve({ 'meropendra-1-g': { ...meropendra(), reconstitution: null } }, { 'meropendra-1-g': MEROPENDRA_Y_SITE });
    renderProduct();
    expect(await screen.findByRole('heading', { level: 1, name: /^Meropendra 1 g/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Reconstitution' })).not.toBeInTheDocument();
  });
});
