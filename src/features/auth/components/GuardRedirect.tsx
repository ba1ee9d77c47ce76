import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { showToast, TOAST_DEFAULTS } from '@/components/feedback/toastSlice';
import { useAppDispatch } from '@/components/store/hooks';
import type { GuardWarning } from '../session/accessRules';

interface Props {
  to: string;
  warning?: GuardWarning;
}

/**
 * Replaces the current entry with `to`, once, and shows the guard's warning toast
 * (docs/product-rules.md#guard-warnings).
 */
export function GuardRedirect({ to, warning }: Props) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { t } = useTranslation('auth');
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (warning) {
      dispatch(
        showToast({
          kind: 'warning',
          title: t(`guard.${warning}.title`),
          message: t(`guard.${warning}.text`),
          timeoutMs: TOAST_DEFAULTS.timeoutMs,
        }),
      );
    }
    void navigate(to, { replace: true });
  }, [dispatch, navigate, t, to, warning]);

  return null;
}
