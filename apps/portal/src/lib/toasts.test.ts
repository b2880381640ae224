import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createStore } from '../app/store';
import { answerToast, showToast } from './show-toast';
import { DEFAULT_TOAST_TIMEOUT } from './toasts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('numbers toasts from a counter that only goes up, even after some are closed', () => {
    const store = createStore();
    void store.dispatch(showToast({ title: 'One', variant: 'information' }));
    void store.dispatch(showToast({ title: 'Two', variant: 'success' }));
    store.dispatch(answerToast(1, 'closed'));
    void store.dispatch(showToast({ title: 'Three', variant: 'error' }));
    expect(store.getState().toasts.items.map(({ id, title }) => [id, title])).toEqual([
      [2, 'Two'],
      [3, 'Three'],
    ]);
  });

  it('removes a toast after 5000 ms by default, and keeps a fixed one', async () => {
    const store = createStore();
    const timed = store.dispatch(showToast({ title: 'Saved', variant: 'success' }));
    void store.dispatch(showToast({ title: 'Read me', variant: 'warning', fixed: true }));
    vi.advanceTimersByTime(DEFAULT_TOAST_TIMEOUT - 1);
    expect(store.getState().toasts.items).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts.items.map((toast) => toast.title)).toEqual(['Read me']);
    await expect(timed).resolves.toBe('timed-out');
    vi.advanceTimersByTime(60_000);
    expect(store.getState().toasts.items).toHaveLength(1);
  });

  it('honours a toast’s own timeout', () => {
    const store = createStore();
    void store.dispatch(showToast({ title: 'Quick', variant: 'information', timeout: 1000 }));
    vi.advanceTimersByTime(1000);
    expect(store.getState().toasts.items).toEqual([]);
  });

  it('resolves an option toast with the answer given', async () => {
    const store = createStore();
    const answer = store.dispatch(showToast({ title: 'Unpin this request?', variant: 'warning', type: 'option' }));
    store.dispatch(answerToast(1, 'yes'));
    await expect(answer).resolves.toBe('yes');
    expect(store.getState().toasts.items).toEqual([]);
  });
});
