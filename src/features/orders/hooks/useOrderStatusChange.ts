import { useCallback } from 'react';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { askRunReport } from '@/components/feedback/askRunReport';
import type { StatusKind } from '@/entities/order/model/statusKinds';
import { useChangeOrderStatus } from '@/entities/order/useChangeOrderStatus';
import { useStatusChangeDialogs } from './useStatusChangeDialogs';

/**
 * Changing one order's status or payment status (docs/product-rules.md#status-changes):
 * asks 'Change status to {x}?', shows the new value at once, then says
 * 'Updated!' (the list reloads) or, having put the old value back, the
 * failure. Resolves true when the change was made.
 */
export function useOrderStatusChange() {
  const dialogs = useStatusChangeDialogs();
  const change = useChangeOrderStatus();
  return useCallback(
    async (order: Pick<CustomerOrder, 'orderID'>, kind: StatusKind, value: string): Promise<boolean> => {
      const status = dialogs.label(kind, value);
      const outcome = await askRunReport({
        ask: dialogs.ask(kind, dialogs.t('update.changeTo', { status })),
        run: () => change(order.orderID, kind, value),
        success: () => dialogs.updated(dialogs.updatedText(kind, order.orderID, status)),
        failure: () => dialogs.failed(dialogs.failedText(kind)),
      });
      return outcome === 'done';
    },
    [change, dialogs],
  );
}
