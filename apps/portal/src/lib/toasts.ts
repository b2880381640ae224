import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** A toast alert (spec section 3). `type` asks a question: option toasts offer Yes and No, confirm toasts OK. */
export type Toast = {
  id: number;
  name?: string;
  title: string;
  text?: string;
  size?: 'small' | 'large';
  type?: 'option' | 'confirm';
  animation?: 'slide' | 'fade' | 'none';
  variant: 'information' | 'warning' | 'error' | 'success';
  /** A portal page that helps, shown as a link after the text (the Contact page for a refused area, say). */
  link?: { label: string; to: string };
  /** Milliseconds before it goes by itself; ignored when `fixed`. */
  timeout: number;
  fixed: boolean;
};

export type ToastAnswer = 'yes' | 'no' | 'ok' | 'closed' | 'timed-out';

export const DEFAULT_TOAST_TIMEOUT = 5000;

type ToastsState = { nextId: number; items: Toast[] };

const initialState: ToastsState = { nextId: 1, items: [] };

export const toasts = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    toastAdded: {
      reducer(state, action: PayloadAction<Omit<Toast, 'id'>>) {
        // Ids come from a counter that only goes up, so a closed toast's id is never reused.
        state.items.push({ ...action.payload, id: state.nextId });
        state.nextId += 1;
      },
      prepare(toast: Omit<Toast, 'id' | 'timeout' | 'fixed'> & Partial<Pick<Toast, 'timeout' | 'fixed'>>) {
        return { payload: { timeout: DEFAULT_TOAST_TIMEOUT, fixed: false, ...toast } };
      },
    },
    toastRemoved(state, action: PayloadAction<number>) {
      state.items = state.items.filter((toast) => toast.id !== action.payload);
    },
  },
  selectors: {
    selectToasts: (state) => state.items,
    selectNextToastId: (state) => state.nextId,
  },
});

export const { toastAdded, toastRemoved } = toasts.actions;
export const { selectToasts, selectNextToastId } = toasts.selectors;
