import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { confirmDialog, showAlert } from '@/components/feedback/dialogs';
import { TOAST_DEFAULTS } from '@/components/feedback/toastSlice';
import type { StatusKind } from '../model/orderPatches';
import { useApplyOrderStatus } from './useApplyOrderStatus';
import { useStatusLabel } from './useStatusLabel';

/**
 * Changing one order's status or payment status (spec §4, §8): asks 'Update
 * Order Status' / 'Update Payment Status' — 'Change status to {x}?' — 'Yes,
 * update it!', shows the new value at once, then says 'Updated!' (the list
 * reloads) or, having put the old value back, 'Failed to update order
 * status.' / 'Failed to update payment status.'. Texts are passed as text.
 * Resolves true when the change was made.
 */
export function useOrderStatusChange() {
  const { t } = useTranslation('orders');
  const label = useStatusLabel();
  const apply = useApplyOrderStatus();
  return useCallback(
    async (order: Pick<CustomerOrder, 'orderID'>, kind: StatusKind, value: string): Promise<boolean> => {
      const status = label(kind, value);
      const confirmed = await confirmDialog({
        icon: 'question',
        title: t(kind === 'status' ? 'update.statusTitle' : 'update.paymentTitle'),
        text: t('update.changeTo', { status }),
        confirmText: t('update.confirm'),
        cancelText: t('update.cancel'),
      });
      if (!confirmed) return false;
      try {
        await apply(order.orderID, kind, value);
      } catch {
        await showAlert({
          icon: 'error',
          title: t('update.errorTitle'),
          text: t(kind === 'status' ? 'update.statusFailed' : 'update.paymentFailed'),
          confirmText: t('update.ok'),
        });
        return false;
      }
      await showAlert({
        icon: 'success',
        title: t('update.updated'),
        text: t(kind === 'status' ? 'update.updatedStatus' : 'update.updatedPayment', { id: order.orderID, status }),
        timerMs: TOAST_DEFAULTS.appTimeoutMs,
      });
      return true;
    },
    [apply, label, t],
  );
}
