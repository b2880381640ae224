import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { ErrorSummary, summaryEntries } from './error-summary';

function Form({ errors, failures }: { errors: Record<string, string>; failures: number }) {
  const ids = { name: 'f-name', email: 'f-email' };
  return (
    <form>
      <ErrorSummary id="f-summary" message={undefined} entries={summaryEntries(ids, errors)} focusKey={failures} />
      <label htmlFor="f-name">Name</label>
      <input id="f-name" />
      <label htmlFor="f-email">Email</label>
      <input id="f-email" />
    </form>
  );
}

describe('ErrorSummary', () => {
  it('lists the errors in the form’s order, each linked to its field; an unknown name is listed unlinked', () => {
    const entries = summaryEntries(
      { name: 'f-name', email: 'f-email' },
      { other: 'Something else.', email: 'Enter your email.', name: 'Enter your name.' },
    );
    expect(entries).toEqual([
      { key: 'name', message: 'Enter your name.', target: 'f-name' },
      { key: 'email', message: 'Enter your email.', target: 'f-email' },
      { key: 'other', message: 'Something else.', target: null },
    ]);
  });

  it('shows nothing while there is no error, and takes the focus on each failed submit', () => {
    const { rerender } = render(<Form errors={{}} failures={0} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    rerender(<Form errors={{ email: 'Enter your email.' }} failures={1} />);
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();

    screen.getByLabelText('Name').focus();
    rerender(<Form errors={{ email: 'Enter a valid email.' }} failures={2} />);
    expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveFocus();
  });

  it('takes the focus to the field when an entry is followed', async () => {
    render(<Form errors={{ email: 'Enter your email.' }} failures={1} />);
    const link = screen.getByRole('link', { name: 'Enter your email.' });
    expect(link).toHaveAttribute('href', '#f-email');
    await userEvent.click(link);
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });
});
