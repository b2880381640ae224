import type { StabilityRow } from '@hcp/contracts/stability';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { StabilityMatrix } from './stability-matrix';

const row = (id: string, overrides: Partial<StabilityRow>): StabilityRow => ({
  id,
  diluent: 'sodium-chloride-0-9',
  concentration: { value: 10, upTo: 40, unit: 'mg-per-ml' },
  container: 'pvc-bag',
  temperature: 'refrigerated-2-8',
  protectFromLight: false,
  shelfLife: { value: 7, unit: 'days' },
  evidence: 'A',
  methods: [],
  reference: 'Study 1',
  ...overrides,
});

const rows = [
  row('1', {}),
  row('2', { temperature: 'at-25', shelfLife: { value: 24, unit: 'hours' } }),
  row('3', { diluent: 'glucose-5', protectFromLight: true, shelfLife: { value: 36, unit: 'hours' } }),
];

function bodyRows(): HTMLTableRowElement[] {
  const body = screen.getAllByRole('rowgroup')[1];
  if (!body) throw new Error('The table has no body.');
  return within(body).getAllByRole<HTMLTableRowElement>('row');
}

// getByRole in jsdom is slow on a busy machine; these tests click through several states.
describe('StabilityMatrix', { timeout: 20_000 }, () => {
  it('is a captioned table with column headers and readable values', () => {
    render(<StabilityMatrix rows={rows} product="Cefravex 1 g" />);
    const table = screen.getByRole('table', { name: 'Stability of Cefravex 1 g preparations' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(8);
    expect(within(table).getAllByRole('columnheader')[6]).toHaveTextContent('Evidence and method');
    // The methods sit under the evidence level, named: a row whose source is silent says so.
    bodyRows().forEach((tr, index) => {
      const methods = rows[index]?.methods ?? [];
      expect(tr.cells[6]).toHaveTextContent(methods.length === 0 ? /Method: Not stated$/ : /Method: \S/);
    });
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Sodium chloride 0.9%');
    expect(bodyRows()[0]).toHaveTextContent('10–40 mg/mL');
    expect(bodyRows()[1]).toHaveTextContent('24 hours');
  });

  it('answers “Protect from light” with Yes or No, in the table and on the cards', () => {
    render(<StabilityMatrix rows={rows} product="Cefravex 1 g" />);
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers[4]).toBe('Protect from light');
    expect(bodyRows().map((tr) => tr.cells[4]?.textContent)).toEqual(['No', 'No', 'Yes']);
    const cards = within(screen.getByRole('list', { name: 'Preparations of Cefravex 1 g' })).getAllByRole('listitem');
    const light = cards.map((card) => {
      const term = within(card).getByText('Protect from light', { selector: 'dt' });
      return term.nextElementSibling?.textContent;
    });
    expect(light).toEqual(['No', 'No', 'Yes']);
  });

  it('marks extrapolated shelf lives, and only those, with the explanation on hover, focus and tap', async () => {
    const user = userEvent.setup();
    render(
      <StabilityMatrix rows={[row('1', {}), row('2', { evidence: 'B' }), row('3', { evidence: 'C' })]} product="X" />,
    );
    const marked = bodyRows().map((tr) => within(tr).queryByRole('button', { name: 'Extrapolated' }) !== null);
    expect(marked).toEqual([false, false, true]);
    const marker = within(bodyRows()[2] as HTMLElement).getByRole('button', { name: 'Extrapolated' });
    const explanation = /Extrapolated from data for a neighbouring concentration/;
    const tip = () => within(bodyRows()[2] as HTMLElement).getByText(explanation);
    // A screen reader hears the explanation with the marker; nobody sees it until they point at it.
    expect(marker).toHaveAccessibleDescription(explanation);
    expect(tip()).not.toBeVisible();

    await user.hover(marker);
    expect(tip()).toBeVisible();
    await user.unhover(marker);
    expect(tip()).not.toBeVisible();

    while (document.activeElement !== marker) await user.tab();
    expect(tip()).toBeVisible();
    expect(marker).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(marker).toHaveAttribute('aria-expanded', 'false');
    expect(tip()).not.toBeVisible();
    await user.tab();

    // A tap opens it and keeps it open; a second tap closes it.
    await user.click(marker);
    expect(marker).toHaveAttribute('aria-expanded', 'true');
    await user.unhover(marker);
    expect(tip()).toBeVisible();
    await user.click(marker);
    expect(marker).toHaveAttribute('aria-expanded', 'false');
    expect(tip()).not.toBeVisible();

    // The card of the same preparation carries the marker too.
    const cards = within(screen.getByRole('list', { name: 'Preparations of X' })).getAllByRole('listitem');
    expect(cards.map((card) => within(card).queryByRole('button', { name: 'Extrapolated' }) !== null)).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('names the product above the cards and in the table’s header, where it stays in view', () => {
    const { container } = render(<StabilityMatrix rows={rows} product="Cefravex 1 g" />);
    const named = [...container.querySelectorAll('[aria-hidden="true"]')].filter(
      (element) => element.textContent === 'Cefravex 1 g',
    );
    // One line over the cards, one row in the table's header (so it repeats on every printed page).
    expect(named.map((element) => element.tagName)).toEqual(['P', 'TR']);
    expect(named[1]?.closest('thead')).not.toBeNull();
  });

  it('filters by diluent and temperature, counts politely, and clears', async () => {
    render(<StabilityMatrix rows={rows} product="Cefravex 1 g" />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 3 preparations');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Diluent'), 'Sodium chloride 0.9%');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 3 preparations');
    await userEvent.selectOptions(screen.getByLabelText('Storage temperature'), '25 °C');
    expect(bodyRows()).toHaveLength(1);
    await userEvent.selectOptions(screen.getByLabelText('Container'), 'PVC bag');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 3 preparations');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 3 preparations');
    expect(screen.getByLabelText('Diluent')).toHaveValue('');
  });

  it('sorts by shelf life in hours, says so with aria-sort, and reverses on a second click', async () => {
    render(<StabilityMatrix rows={rows} product="Cefravex 1 g" />);
    const header = screen.getByRole('columnheader', { name: /Shelf life/ });
    expect(header).not.toHaveAttribute('aria-sort');
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRows().map((tr) => tr.cells[5]?.textContent)).toEqual(['24 hours', '36 hours', '7 days']);
    await userEvent.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows()[0]).toHaveTextContent('7 days');
  });

  it('sorts the cards with a Sort by select, which follows the headers', async () => {
    render(<StabilityMatrix rows={rows} product="Cefravex 1 g" />);
    const cards = () =>
      within(screen.getByRole('list', { name: 'Preparations of Cefravex 1 g' }))
        .getAllByRole('listitem')
        .map((card) => within(card).getAllByRole('definition')[2]?.textContent);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Shelf life, longest first');
    expect(cards()).toEqual(['7 days', '36 hours', '24 hours']);
    expect(screen.getByRole('columnheader', { name: /Shelf life/ })).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(within(screen.getByRole('columnheader', { name: /Shelf life/ })).getByRole('button'));
    expect(select).toHaveValue('shelfLife:ascending');
    expect(cards()).toEqual(['24 hours', '36 hours', '7 days']);
    await userEvent.selectOptions(select, 'As listed');
    expect(cards()).toEqual(['7 days', '24 hours', '36 hours']);
  });

  it('has a card per preparation, named by diluent and concentration, facts in a pharmacist’s order', () => {
    render(<StabilityMatrix rows={rows} product="Cefravex 1 g" />);
    const cards = within(screen.getByRole('list', { name: 'Preparations of Cefravex 1 g' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const first = cards[0];
    if (!first) throw new Error('No card.');
    expect(within(first).getByRole('heading', { level: 3 })).toHaveAccessibleName(
      /^Sodium chloride 0\.9%\s?, 10–40 mg\/mL$/,
    );
    expect(
      within(first)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([
      'Container',
      'Storage temperature',
      'Shelf life',
      'Protect from light',
      'Evidence',
      'Method',
      'Reference',
    ]);
    expect(within(first).getAllByRole('definition')[2]).toHaveTextContent('7 days');
  });

  it('folds the filters behind a Filter button that counts the active ones', async () => {
    render(<StabilityMatrix rows={rows} product="Cefravex 1 g" />);
    const toggle = screen.getByRole('button', { name: 'Filter' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.selectOptions(screen.getByLabelText('Diluent'), 'Sodium chloride 0.9%');
    expect(toggle).toHaveAccessibleName('Filter 1 filter active');
    await userEvent.selectOptions(screen.getByLabelText('Container'), 'PVC bag');
    expect(toggle).toHaveAccessibleName('Filter 2 filters active');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Filter the preparations' })).not.toBeInTheDocument();
    expect(toggle).toHaveTextContent('2');
    await userEvent.click(toggle);
    expect(screen.getByRole('group', { name: 'Filter the preparations' })).toBeVisible();
  });
});
