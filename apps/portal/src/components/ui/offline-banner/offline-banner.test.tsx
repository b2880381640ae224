import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { OfflineBanner } from './offline-banner';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('OfflineBanner', () => {
  it('says nothing online, tells what still works when the browser goes offline, and goes when it is back', () => {
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    goOffline(true);
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('You are offline');
    expect(banner).toHaveTextContent('Pages you have already opened stay on screen');
    expect(banner).toHaveTextContent('your answers stay in the form');
    expect(banner.closest('[aria-live="polite"]')).not.toBeNull();

    goOffline(false);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
