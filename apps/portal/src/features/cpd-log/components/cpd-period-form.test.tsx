import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { CpdPeriodForm } from './cpd-period-form';

describe('CpdPeriodForm', () => {
  it('sums up a period that ends before it starts, takes the focus there, and links to the end date', async () => {
    const onChange = vi.fn();
    render(<CpdPeriodForm period={{ from: '2026-01-01', to: '2026-12-31' }} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-06-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-05-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show period' }));

    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    const link = within(summary).getByRole('link', { name: 'The end date must not be before the start date.' });
    await userEvent.click(link);
    expect(screen.getByLabelText('To')).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });
});
