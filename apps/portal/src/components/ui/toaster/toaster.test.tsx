import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { showToast } from '../../../lib/show-toast';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { Toaster } from './toaster';

describe('Toaster', () => {
  it('announces errors at once and offers Yes and No on option toasts, by keyboard too', async () => {
    const { store } = renderWithProviders(<Toaster />);
    let answer: Promise<string> | undefined;
    act(() => {
      void store.dispatch(
        showToast({ title: 'Upload failed', text: 'The file is too large.', variant: 'error', fixed: true }),
      );
      answer = store.dispatch(
        showToast({ title: 'Leave without saving?', variant: 'warning', type: 'option', fixed: true }),
      );
    });
    expect(screen.getByRole('alert', { name: 'Error: Upload failed' })).toHaveTextContent('The file is too large.');
    const question = screen.getByRole('alert', { name: 'Warning: Leave without saving?' });
    expect(question).toContainElement(screen.getByRole('button', { name: 'Yes' }));

    screen.getByRole('button', { name: 'No' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(answer).resolves.toBe('no');
    expect(screen.queryByRole('alert', { name: 'Warning: Leave without saving?' })).not.toBeInTheDocument();
  });

  it('lets every toast be closed, and shows OK on confirm toasts', async () => {
    const { store } = renderWithProviders(<Toaster />);
    act(() => {
      void store.dispatch(showToast({ title: 'Request sent', variant: 'success', type: 'confirm', fixed: true }));
    });
    expect(screen.getByRole('status', { name: 'Success: Request sent' })).toContainElement(
      screen.getByRole('button', { name: 'OK' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close: Request sent' }));
    expect(screen.queryByRole('status', { name: 'Success: Request sent' })).not.toBeInTheDocument();
  });
});
