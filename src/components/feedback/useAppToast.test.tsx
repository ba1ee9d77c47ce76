import { configureStore } from '@reduxjs/toolkit';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { TOAST_DEFAULTS, toastSlice } from './toastSlice';
import { useAppToast } from './useAppToast';

function setUp() {
  const store = configureStore({ reducer: { [toastSlice.reducerPath]: toastSlice.reducer } });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(() => useAppToast(), { wrapper });
  return { toast: result.current, items: () => store.getState()[toastSlice.reducerPath].items };
}

describe('useAppToast', () => {
  it('raises a toast that lasts the app time by default', () => {
    const { toast, items } = setUp();
    toast('error', 'Gagal menghapus produk bunga');
    expect(items()).toEqual([
      expect.objectContaining({
        kind: 'error',
        message: 'Gagal menghapus produk bunga',
        timeoutMs: TOAST_DEFAULTS.appTimeoutMs,
      }),
    ]);
  });

  it('takes another duration, newest on top', () => {
    const { toast, items } = setUp();
    toast('info', 'first');
    toast('success', 'Produk bunga berhasil dihapus!', TOAST_DEFAULTS.deleteSuccessTimeoutMs);
    expect(items().map(({ message, timeoutMs }) => ({ message, timeoutMs }))).toEqual([
      { message: 'Produk bunga berhasil dihapus!', timeoutMs: TOAST_DEFAULTS.deleteSuccessTimeoutMs },
      { message: 'first', timeoutMs: TOAST_DEFAULTS.appTimeoutMs },
    ]);
  });
});
