import { useCallback } from 'react';
import type { OrderStatusValue, PaymentStatusValue } from '@/api/generated/shopApi';
import { useAppDispatch } from '@/app/hooks';
import { ordersApi, useUpdateCustomerOrderPaymentStatusMutation, useUpdateCustomerOrderStatusMutation } from '@/entities/order/api';
import { applyStatusInList, restoreStatusInList, type StatusEntries, type StatusKind } from '../model/orderPatches';

/**
 * Changes an order's status or payment status through the contract's
 * status / payment-status operations, optimistically: the cached list shows
 * the new value at once and gets the old one back if the server refuses
 * (the promise then rejects). On success the list reloads (its tags are
 * invalidated by the entity api).
 */
export function useApplyOrderStatus() {
  const dispatch = useAppDispatch();
  const [updateStatus] = useUpdateCustomerOrderStatusMutation();
  const [updatePayment] = useUpdateCustomerOrderPaymentStatusMutation();
  return useCallback(
    async (orderID: number, kind: StatusKind, value: string): Promise<void> => {
      const at = new Date().toISOString();
      let before: StatusEntries | undefined;
      dispatch(
        ordersApi.util.updateQueryData('listCustomerOrders', undefined, (orders) => {
          before = applyStatusInList(orders, orderID, kind, value, at);
        }),
      );
      try {
        if (kind === 'status') await updateStatus({ id: orderID, orderStatusUpdate: { status: value as OrderStatusValue } }).unwrap();
        else await updatePayment({ id: orderID, paymentStatusUpdate: { paymentStatus: value as PaymentStatusValue } }).unwrap();
      } catch (error) {
        const previous = before;
        if (previous) dispatch(ordersApi.util.updateQueryData('listCustomerOrders', undefined, (orders) => restoreStatusInList(orders, orderID, previous)));
        throw error;
      }
    },
    [dispatch, updatePayment, updateStatus],
  );
}
