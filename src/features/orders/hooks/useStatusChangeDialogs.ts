import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { failureAlert } from '@/components/feedback/askRunReport';
import type { AlertOptions, ConfirmOptions } from '@/components/feedback/dialogs';
import { TOAST_DEFAULTS } from '@/components/feedback/toastSlice';
import type { StatusKind } from '@/entities/order/model/statusKinds';
import { useOrderStatusLabels } from '@/entities/order/ui/useOrderStatusLabels';

/** The `orders` texts of a status change that name which status it is about. */
const KIND_TEXTS: Record<StatusKind, { title: string; failed: string; updated: string }> = {
  status: { title: 'update.statusTitle', failed: 'update.statusFailed', updated: 'update.updatedStatus' },
  payment: { title: 'update.paymentTitle', failed: 'update.paymentFailed', updated: 'update.updatedPayment' },
};

/**
 * The dialogs of a status change (docs/product-rules.md#status-changes), for
 * one order or several: the question 'Update Order Status' / 'Update Payment
 * Status' with 'Yes, update it!', 'Updated!' (closing after the app's toast
 * time) and the failure 'Failed to update order status.' / 'Failed to update
 * payment status.'. Texts are passed as text.
 */
export function useStatusChangeDialogs() {
  const { t } = useTranslation('orders');
  const { statusLabel } = useOrderStatusLabels();
  return useMemo(
    () => ({
      t,
      /** The value as the badges and the selects name it. */
      label: statusLabel,
      ask: (kind: StatusKind, text: string): ConfirmOptions => ({
        icon: 'question',
        title: t(KIND_TEXTS[kind].title),
        text,
        confirmText: t('update.confirm'),
        cancelText: t('update.cancel'),
      }),
      updated: (text: string): AlertOptions => ({
        icon: 'success',
        title: t('update.updated'),
        text,
        timerMs: TOAST_DEFAULTS.appTimeoutMs,
      }),
      /** 'Updated order #{id} to {status}' (or its payment form). */
      updatedText: (kind: StatusKind, id: number, status: string) => t(KIND_TEXTS[kind].updated, { id, status }),
      failed: (text: string): AlertOptions =>
        failureAlert({ title: t('update.errorTitle'), text, confirmText: t('update.ok') }),
      failedText: (kind: StatusKind) => t(KIND_TEXTS[kind].failed),
    }),
    [statusLabel, t],
  );
}
