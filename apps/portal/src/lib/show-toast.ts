import type { AppDispatch, PortalState } from './hooks';
import { selectNextToastId, selectToasts, type Toast, type ToastAnswer, toastAdded, toastRemoved } from './toasts';

type NewToast = Omit<Toast, 'id' | 'timeout' | 'fixed'> & Partial<Pick<Toast, 'timeout' | 'fixed'>>;

/** Answers waiting for their toast, kept outside the store because functions are not state. */
const waiting = new Map<number, (answer: ToastAnswer) => void>();

/**
 * Shows a toast and resolves with how it ended: the button pressed, closed, or timed out. A toast goes by itself
 * after its timeout (5000 ms by default) unless it is fixed.
 */
export function showToast(toast: NewToast) {
  return (dispatch: AppDispatch, getState: () => PortalState): Promise<ToastAnswer> => {
    const id = selectNextToastId(getState());
    dispatch(toastAdded(toast));
    const added = selectToasts(getState()).find((item) => item.id === id);
    return new Promise<ToastAnswer>((resolve) => {
      waiting.set(id, resolve);
      if (added && !added.fixed) setTimeout(() => dispatch(answerToast(id, 'timed-out')), added.timeout);
    });
  };
}

/** Ends a toast with an answer; a toast already gone is left alone. */
export function answerToast(id: number, answer: ToastAnswer) {
  return (dispatch: AppDispatch) => {
    const resolve = waiting.get(id);
    waiting.delete(id);
    dispatch(toastRemoved(id));
    resolve?.(answer);
  };
}
