import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { CpdTargetForm } from './cpd-target-form';

describe('CpdTargetForm', () => {
  it('sums up the problems at the top, takes the focus there, and links to each field', async () => {
    const onSave = vi.fn();
    render(<CpdTargetForm target={{ points: null, minutes: null }} onSave={onSave} />);
    await userEvent.type(screen.getByLabelText('Points target'), '0');
    await userEvent.type(screen.getByLabelText('Time target (hours)'), 'ten');
    await userEvent.click(screen.getByRole('button', { name: 'Save target' }));

    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Enter a whole number of points from 1 to 1000.',
      'Enter a whole number of hours from 1 to 1666.',
    ]);
    const hoursLink = links[1];
    if (!hoursLink) throw new Error('No link to the hours field.');
    await userEvent.click(hoursLink);
    expect(screen.getByLabelText('Time target (hours)')).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });
});
