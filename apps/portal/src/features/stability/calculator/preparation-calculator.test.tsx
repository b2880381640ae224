import type { StabilityProduct } from '@hcp/contracts/stability';
import { meropendraReconstitution, meropendraRow } from '@hcp/contracts/testing/preparation-fixtures';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../../testing/render-with-providers';
import { StabilityMatrix } from '../components/stability-matrix';
import { PreparationCalculatorView } from './preparation-calculator';

const product = (slug: string, name: string, reconstitution = true): StabilityProduct => ({
  id: name.length,
  slug,
  name,
  strength: '1 g',
  inn: null,
  synonyms: [],
  form: 'powder-concentrate-infusion',
  summary: `${name} summary`,
  diluents: ['sodium-chloride-0-9'],
  containers: ['pvc-bag'],
  preparations: 1,
  warnings: [],
  notes: [],
  reconstitution: reconstitution ? meropendraReconstitution : null,
  matrix: [meropendraRow],
  documents: [],
  governance: {
    approvalCode: 'MHP-1',
    dateOfPreparation: '2026-01-01',
    reviewBy: '2027-01-01',
    updatedAt: '2026-05-06T08:00:00.000Z',
    certifiedBy: null,
  },
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** Answers each product by its slug; anything else with an empty list. */
function serve(products: StabilityProduct[]) {
  vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    const found = products.find((candidate) => url.includes(`api/v1/stability/${candidate.slug}`));
    return Promise.resolve(json(found ?? { slugs: [] }));
  });
}

const route = '/stability/:slug/prepare/:rowId';
const at = (slug: string) => `/stability/${slug}/prepare/${meropendraRow.id}`;

function renderCalculator(slug: string, extra?: React.ReactNode) {
  return renderWithProviders(
    <>
      {extra}
      <Routes>
        <Route path={route} element={<PreparationCalculatorView />} />
      </Routes>
    </>,
    { route: at(slug) },
  );
}

async function fill(label: string, value: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, value);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PreparationCalculatorView', () => {
  it('names the product and the row, and gives each figure with its working', async () => {
    serve([product('meropendra-1-g', 'Meropendra')]);
    renderCalculator('meropendra-1-g');
    expect(await screen.findByRole('heading', { level: 1, name: 'Meropendra 1 g' })).toBeInTheDocument();
    expect(
      screen.getByText('Sodium chloride 0.9%, 1–20 mg/mL, PVC bag, 2–8 °C (refrigerated), 24 hours'),
    ).toBeInTheDocument();

    await fill('Dose', '1500');
    await fill('Final volume (mL)', '100');
    await fill('Infusion time (minutes)', '45');
    await fill('Prepared at', '2026-11-28T10:15');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));

    const worksheet = screen.getByRole('region', { name: 'Preparation worksheet' });
    // The focus lands on the worksheet, so a keyboard or screen reader user reads it next.
    expect(within(worksheet).getByRole('heading', { name: 'Preparation worksheet' })).toHaveFocus();
    const figure = (term: string) => within(worksheet).getByText(term).closest('div');
    expect(figure('Vials')).toHaveTextContent('2 vials');
    expect(figure('Vials')).toHaveTextContent('1500 mg ÷ 1000 mg per vial = 1.5, rounded up to 2 vials');
    expect(figure('Draw up in total')).toHaveTextContent('30 mL');
    expect(figure('Diluent to add')).toHaveTextContent('70 mL Sodium chloride 0.9%');
    expect(figure('Rate')).toHaveTextContent('133.3 mL/h');
    expect(figure('Rate')).toHaveTextContent('rounded to 133.3 mL/h (nearest 0.1 mL/h)');
    expect(figure('Use by')).toHaveTextContent('29 Nov 2026, 10:15');
    expect(figure('Use by')).toHaveTextContent('Store at 2–8 °C (refrigerated)');
    expect(within(worksheet).getByRole('button', { name: 'Print worksheet' })).toBeInTheDocument();
  });

  it('refuses an out-of-range concentration, the reason linked to its field, and shows no figure', async () => {
    serve([product('meropendra-1-g', 'Meropendra')]);
    renderCalculator('meropendra-1-g');
    await screen.findByRole('heading', { level: 1, name: 'Meropendra 1 g' });
    await fill('Dose', '1');
    await userEvent.selectOptions(screen.getByLabelText('Dose unit'), 'g');
    await fill('Final volume (mL)', '30');
    await fill('Infusion time (minutes)', '600');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));

    const summary = screen.getByRole('alert');
    const message =
      'The final concentration would be about 33.3 mg/mL, outside the range in which this row’s stability was shown: 1–20 mg/mL.';
    const link = within(summary).getByRole('link', { name: message });
    const field = screen.getByLabelText('Final volume (mL)');
    expect(link).toHaveAttribute('href', `#${field.id}`);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(summary).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Preparation worksheet' })).not.toBeInTheDocument();
  });

  it('takes a shown result away as soon as an input changes', async () => {
    serve([product('meropendra-1-g', 'Meropendra')]);
    renderCalculator('meropendra-1-g');
    await screen.findByRole('heading', { level: 1, name: 'Meropendra 1 g' });
    await fill('Dose', '1000');
    await fill('Final volume (mL)', '100');
    await fill('Infusion time (minutes)', '30');
    await userEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(screen.getByRole('region', { name: 'Preparation worksheet' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Dose'), '0');
    expect(screen.queryByRole('region', { name: 'Preparation worksheet' })).not.toBeInTheDocument();
  });

  it('says plainly when the product has no reconstitution data, and offers no form', async () => {
    serve([product('vanclorin-1-g', 'Vanclorin', false)]);
    renderCalculator('vanclorin-1-g');
    expect(
      await screen.findByText(
        /The calculator is not available for Vanclorin 1 g until its reconstitution data is published/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Calculate' })).not.toBeInTheDocument();
  });

  it('never draws the previous product while the next one loads', async () => {
    let answerNext: (response: Response) => void = () => undefined;
    const next = new Promise<Response>((resolve) => {
      answerNext = resolve;
    });
    const meropendra = product('meropendra-1-g', 'Meropendra');
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('api/v1/stability/meropendra-1-g')) return Promise.resolve(json(meropendra));
      if (url.includes('api/v1/stability/heparexin-1-g')) return next;
      return Promise.resolve(json({ slugs: [] }));
    });
    renderCalculator('meropendra-1-g', <Link to={at('heparexin-1-g')}>Heparexin</Link>);
    await screen.findByRole('heading', { level: 1, name: 'Meropendra 1 g' });
    await fill('Dose', '1000');

    await userEvent.click(screen.getByRole('link', { name: 'Heparexin' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Loading');
    expect(screen.queryByText(/Meropendra/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Dose')).not.toBeInTheDocument();

    await act(async () => {
      answerNext(json(product('heparexin-1-g', 'Heparexin')));
      await next;
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Heparexin 1 g' })).toBeInTheDocument();
    expect(screen.getByLabelText('Dose')).toHaveValue('');
  });
});

describe('the matrix’s calculator links', () => {
  it('links each row to its calculator when the product has one, and not otherwise', () => {
    const { unmount } = renderWithProviders(
      <StabilityMatrix rows={[meropendraRow]} product="Meropendra 1 g" calculatorPath={(id) => `/calc/${id}`} />,
    );
    const links = screen.getAllByRole('link', { name: 'Calculate a dose for Sodium chloride 0.9% 1–20 mg/mL' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute('href', `/calc/${meropendraRow.id}`);
    unmount();
    renderWithProviders(<StabilityMatrix rows={[meropendraRow]} product="Meropendra 1 g" />);
    expect(screen.queryByRole('link', { name: /Calculate a dose/ })).not.toBeInTheDocument();
  });
});
