import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { askRunReport, dangerQuestion, deletedAlert, failureAlert } from '@/components/feedback/askRunReport';
import { useDeleteCustomerOrderMutation } from '@/entities/order/api';

/**
 * Delete (docs/product-rules.md#order-management): 'Are you sure?' — 'Delete
 * order #{id}? This action cannot be undone!' — 'Yes, delete it!', then
 * 'Deleted!' (closing after 2 s, docs/product-rules.md#toasts) or 'Failed to
 * delete order.'; the list reloads. Resolves with how the flow ended.
 */
export function useDeleteOrder() {
  const { t } = useTranslation('orders');
  const [remove] = useDeleteCustomerOrderMutation();
  return useCallback(
    (order: Pick<CustomerOrder, 'orderID'>) =>
      askRunReport({
        ask: dangerQuestion({
          title: t('delete.title'),
          text: t('delete.text', { id: order.orderID }),
          confirmText: t('delete.confirm'),
          cancelText: t('delete.cancel'),
        }),
        run: () => remove({ id: order.orderID }).unwrap(),
        success: () =>
          deletedAlert({ title: t('delete.deleted'), text: t('delete.deletedText', { id: order.orderID }) }),
        failure: () =>
          failureAlert({ title: t('delete.errorTitle'), text: t('delete.failed'), confirmText: t('delete.ok') }),
      }),
    [remove, t],
  );
}
