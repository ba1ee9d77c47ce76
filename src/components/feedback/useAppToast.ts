import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { showToast, TOAST_DEFAULTS, type ToastKind } from './toastSlice';

/**
 * Raises one of the app's own toasts: 3000 ms unless told otherwise (a delete
 * success passes `TOAST_DEFAULTS.deleteSuccessTimeoutMs`), docs/product-rules.md#toasts.
 */
export function useAppToast() {
  const dispatch = useDispatch();
  return useCallback(
    (kind: ToastKind, message: string, timeoutMs: number = TOAST_DEFAULTS.appTimeoutMs) => {
      dispatch(showToast({ kind, message, timeoutMs }));
    },
    [dispatch],
  );
}
