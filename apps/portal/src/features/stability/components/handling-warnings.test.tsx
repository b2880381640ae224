import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { HandlingWarnings } from './handling-warnings';

describe('HandlingWarnings', () => {
  it('draws the warnings in one callout, each led by its kind, in the editors’ order', () => {
    render(
      <HandlingWarnings
        warnings={[
          { kind: 'incompatibility', text: 'Glucose 5% only: sodium chloride causes precipitation.' },
          { kind: 'use-immediately', text: 'Microbiologically, use immediately.' },
        ]}
      />,
    );
    const note = screen.getByRole('note', { name: 'Handling warnings' });
    expect(within(note).getByRole('heading', { level: 2, name: 'Handling warnings' })).toBeVisible();
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Incompatibility: Glucose 5% only: sodium chloride causes precipitation.',
      'Use immediately (microbiological): Microbiologically, use immediately.',
    ]);
  });

  it('says “Handling warning” for one, and draws nothing for a product without any', () => {
    const { rerender, container } = render(
      <HandlingWarnings warnings={[{ kind: 'light-protection', text: 'Protect the syringe from light.' }]} />,
    );
    expect(screen.getByRole('note', { name: 'Handling warning' })).toHaveTextContent(
      'Protect from light: Protect the syringe from light.',
    );
    rerender(<HandlingWarnings warnings={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
