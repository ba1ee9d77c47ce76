import { useCallback } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { showToast, TOAST_DEFAULTS, type ToastKind } from '@/components/feedback/toastSlice';

/** The app's own toasts: 3 s, a delete success 2 s (spec §9). */
export function useCatalogueToast() {
  const dispatch = useAppDispatch();
  return useCallback(
    (kind: ToastKind, message: string, timeoutMs: number = TOAST_DEFAULTS.appTimeoutMs) => {
      dispatch(showToast({ kind, message, timeoutMs }));
    },
    [dispatch],
  );
}
