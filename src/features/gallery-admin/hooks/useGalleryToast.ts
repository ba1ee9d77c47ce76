import { useCallback } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { showToast, TOAST_DEFAULTS, type ToastKind } from '@/components/feedback/toastSlice';

/** The gallery's own toasts last 3 seconds (spec §9). */
export function useGalleryToast() {
  const dispatch = useAppDispatch();
  return useCallback(
    (kind: ToastKind, message: string) => dispatch(showToast({ kind, message, timeoutMs: TOAST_DEFAULTS.appTimeoutMs })),
    [dispatch],
  );
}
