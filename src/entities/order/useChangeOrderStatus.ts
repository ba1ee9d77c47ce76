import { useCallback } from 'react';
import type { OrderStatusValue, PaymentStatusValue } from '@/api/generated/shopApi';
import { useUpdateCustomerOrderPaymentStatusMutation, useUpdateCustomerOrderStatusMutation } from './api';
import type { StatusKind } from './model/statusKinds';

/**
 * Sets an order's status or payment status through its own operation. The
 * cached list shows the new value at once and gets the old one back if the
 * server refuses (api.ts); the promise then rejects.
 */
export function useChangeOrderStatus() {
  const [updateStatus] = useUpdateCustomerOrderStatusMutation();
  const [updatePayment] = useUpdateCustomerOrderPaymentStatusMutation();
  return useCallback(
    async (orderID: number, kind: StatusKind, value: string): Promise<void> => {
      const send: Record<StatusKind, () => Promise<unknown>> = {
        status: () => updateStatus({ id: orderID, orderStatusUpdate: { status: value as OrderStatusValue } }).unwrap(),
        payment: () =>
          updatePayment({ id: orderID, paymentStatusUpdate: { paymentStatus: value as PaymentStatusValue } }).unwrap(),
      };
      await send[kind]();
    },
    [updatePayment, updateStatus],
  );
}
