import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface ToastMessage {
  id: string;
  kind: ToastKind;
  title?: string;
  message: string;
  /** How long the toast stays, in ms. */
  timeoutMs: number;
}

/**
 * Defaults of the toast service (docs/product-rules.md#toasts): library default timeout 5000 ms,
 * extended timeout 1000 ms after hover, 300 ms animation, top-right, newest on
 * top, tap to dismiss, unlimited and duplicates allowed. The app's own
 * messages pass 3000 ms (delete success 2000 ms).
 */
export const TOAST_DEFAULTS = {
  timeoutMs: 5000,
  extendedTimeoutMs: 1000,
  animationMs: 300,
  progressTickMs: 10,
  appTimeoutMs: 3000,
  deleteSuccessTimeoutMs: 2000,
} as const;

interface ToastState {
  items: ToastMessage[];
}

const initialState: ToastState = { items: [] };

export const toastSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    showToast: {
      reducer(state, action: PayloadAction<ToastMessage>) {
        state.items.unshift(action.payload); // newest on top
      },
      prepare(toast: Omit<ToastMessage, 'id' | 'timeoutMs'> & { timeoutMs?: number }) {
        return { payload: { timeoutMs: TOAST_DEFAULTS.timeoutMs, ...toast, id: nanoid() } };
      },
    },
    dismissToast(state, action: PayloadAction<string>) {
      state.items = state.items.filter((toast) => toast.id !== action.payload);
    },
  },
});

export const { showToast, dismissToast } = toastSlice.actions;
