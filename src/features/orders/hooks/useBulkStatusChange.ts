import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { confirmDialog, showAlert } from '@/components/feedback/dialogs';
import { TOAST_DEFAULTS } from '@/components/feedback/toastSlice';
import type { StatusKind } from '../model/orderPatches';
import { useApplyOrderStatus } from './useApplyOrderStatus';
import { useStatusLabel } from './useStatusLabel';

/**
 * Changes the status or payment status of several orders in one confirmed
 * step (beyond the spec): one question, every order changed at once
 * (optimistically, each rolled back on its own failure), then one result
 * naming how many succeeded and which failed. Resolves with the ids that
 * failed (empty when all succeeded), or undefined when cancelled.
 */
export function useBulkStatusChange() {
  const { t } = useTranslation('orders');
  const label = useStatusLabel();
  const apply = useApplyOrderStatus();
  return useCallback(
    async (orders: readonly Pick<CustomerOrder, 'orderID'>[], kind: StatusKind, value: string): Promise<number[] | undefined> => {
      if (orders.length === 0) return undefined;
      const status = label(kind, value);
      const confirmed = await confirmDialog({
        icon: 'question',
        title: t(kind === 'status' ? 'update.statusTitle' : 'update.paymentTitle'),
        text: t('bulk.changeTo', { count: orders.length, status }),
        confirmText: t('update.confirm'),
        cancelText: t('update.cancel'),
      });
      if (!confirmed) return undefined;
      const results = await Promise.allSettled(orders.map((order) => apply(order.orderID, kind, value)));
      const failed = orders.filter((_, index) => results[index].status === 'rejected').map((order) => order.orderID);
      const total = orders.length;
      const failedList = failed.map((id) => `#${id}`).join(', ');
      if (failed.length === 0) {
        await showAlert({ icon: 'success', title: t('update.updated'), text: t('bulk.allUpdated', { count: total }), timerMs: TOAST_DEFAULTS.appTimeoutMs });
      } else if (failed.length === total) {
        const failure = t(kind === 'status' ? 'update.statusFailed' : 'update.paymentFailed');
        await showAlert({ icon: 'error', title: t('update.errorTitle'), text: `${failure} ${t('bulk.noneUpdated', { total, failed: failedList })}`, confirmText: t('update.ok') });
      } else {
        const succeeded = total - failed.length;
        await showAlert({ icon: 'warning', title: t('bulk.partialTitle'), text: t('bulk.partial', { succeeded, total, failed: failedList }), confirmText: t('update.ok') });
      }
      return failed;
    },
    [apply, label, t],
  );
}
