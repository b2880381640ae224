import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { WarningCallout } from './warning-callout';

describe('WarningCallout', () => {
  it('is a note named by its word, read where it sits and never as an interrupting alert', () => {
    render(
      <WarningCallout label="Safety notice">
        <p>Check the label before giving.</p>
      </WarningCallout>,
    );
    const note = screen.getByRole('note', { name: 'Safety notice' });
    expect(note).toHaveTextContent('Check the label before giving.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(note).not.toHaveAttribute('aria-live');
    // The word is there to read, not only a colour; the icon is decoration hidden from screen readers.
    expect(within(note).getByText('Safety notice')).toBeVisible();
    const icon = note.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toHaveAttribute('focusable', 'false');
    expect(within(note).queryByRole('heading')).not.toBeInTheDocument();
  });

  it('heads its part of the page when given a heading level', () => {
    render(
      <WarningCallout label="Handling warnings" headingLevel={2}>
        <p>Glucose 5% only.</p>
      </WarningCallout>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Handling warnings' });
    expect(screen.getByRole('note', { name: 'Handling warnings' })).toContainElement(heading);
  });
});
