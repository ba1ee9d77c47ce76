import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { runConfirmedAction } from '@/components/feedback/confirmedAction';
import { useDeleteCustomerOrderMutation } from '@/entities/order/api';

/**
 * Delete (spec §8): 'Are you sure?' — 'Delete order #{id}? This action cannot
 * be undone!' — 'Yes, delete it!', then 'Deleted!' (closing after 2 s, §9) or
 * 'Failed to delete order.'; the list reloads. Resolves true when deleted.
 */
export function useDeleteOrder() {
  const { t } = useTranslation('orders');
  const [remove] = useDeleteCustomerOrderMutation();
  return useCallback(
    (order: Pick<CustomerOrder, 'orderID'>) =>
      runConfirmedAction(() => remove({ id: order.orderID }).unwrap(), {
        confirm: {
          title: t('delete.title'),
          text: t('delete.text', { id: order.orderID }),
          confirmText: t('delete.confirm'),
          cancelText: t('delete.cancel'),
        },
        success: { title: t('delete.deleted'), text: t('delete.deletedText', { id: order.orderID }) },
        failure: { title: t('delete.errorTitle'), text: t('delete.failed'), confirmText: t('delete.ok') },
      }),
    [remove, t],
  );
}
