import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { LostConnection } from './status-screens';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LostConnection', () => {
  it('keeps the spec’s text for a call that failed while online', () => {
    render(<LostConnection />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your connection may have been interrupted, or the session was left idle for too long. Please reload the page.',
    );
  });

  it('says the browser is offline, not that the session was idle, when it is', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<LostConnection />);
    expect(screen.getByRole('heading', { name: 'You are offline' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).not.toHaveTextContent(/idle/);
  });
});
