import { useCallback } from 'react';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { askRunReport } from '@/components/feedback/askRunReport';
import type { AlertOptions } from '@/components/feedback/dialogs';
import type { StatusKind } from '@/entities/order/model/statusKinds';
import { useChangeOrderStatus } from '@/entities/order/useChangeOrderStatus';
import { useStatusChangeDialogs } from './useStatusChangeDialogs';

/**
 * Changes the status or payment status of several orders in one confirmed
 * step (docs/product-rules.md#status-changes): one question, every order changed at once
 * (optimistically, each rolled back on its own failure), then one result
 * naming how many succeeded and which failed. Resolves with the ids that
 * failed (empty when all succeeded), or undefined when cancelled.
 */
export function useBulkStatusChange() {
  const dialogs = useStatusChangeDialogs();
  const change = useChangeOrderStatus();
  return useCallback(
    async (
      orders: readonly Pick<CustomerOrder, 'orderID'>[],
      kind: StatusKind,
      value: string,
    ): Promise<number[] | undefined> => {
      if (orders.length === 0) return undefined;
      const { t } = dialogs;
      const total = orders.length;
      let failed: number[] | undefined;
      const report = (ids: number[]): AlertOptions => {
        const failedList = ids.map((id) => `#${id}`).join(', ');
        if (ids.length === 0) return dialogs.updated(t('bulk.allUpdated', { count: total }));
        if (ids.length === total)
          return dialogs.failed(`${dialogs.failedText(kind)} ${t('bulk.noneUpdated', { total, failed: failedList })}`);
        const succeeded = total - ids.length;
        return {
          icon: 'warning',
          title: t('bulk.partialTitle'),
          text: t('bulk.partial', { succeeded, total, failed: failedList }),
          confirmText: t('update.ok'),
        };
      };
      await askRunReport({
        ask: dialogs.ask(kind, t('bulk.changeTo', { count: total, status: dialogs.label(kind, value) })),
        run: async () => {
          const results = await Promise.allSettled(orders.map((order) => change(order.orderID, kind, value)));
          failed = orders.filter((_, index) => results[index].status === 'rejected').map((order) => order.orderID);
          return failed;
        },
        success: report,
        // Each order's failure is counted in the report above; the run itself never fails.
        failure: () => undefined,
      });
      return failed;
    },
    [change, dialogs],
  );
}
