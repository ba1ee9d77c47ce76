import { useMemo } from 'react';
import type { OrderActionHandlers } from '@/entities/order/ui/OrderActions';
import { useDeleteOrder } from './useDeleteOrder';
import { useOrderStatusChange } from './useOrderStatusChange';
import { useStableCallback } from './useStableCallback';

/**
 * The per-order actions of the list (view, status or payment change, delete), as handlers that never change
 * identity.
 */
export function useOrderActionHandlers(onView: (orderID: number) => void): OrderActionHandlers {
  const changeStatus = useOrderStatusChange();
  const deleteOrder = useDeleteOrder();
  const view = useStableCallback<Parameters<OrderActionHandlers['onView']>, void>((order) => onView(order.orderID));
  const change = useStableCallback<Parameters<OrderActionHandlers['onChangeStatus']>, void>(
    (order, kind, value) => void changeStatus(order, kind, value),
  );
  const remove = useStableCallback<Parameters<OrderActionHandlers['onDelete']>, void>(
    (order) => void deleteOrder(order),
  );
  return useMemo(() => ({ onView: view, onChangeStatus: change, onDelete: remove }), [view, change, remove]);
}
