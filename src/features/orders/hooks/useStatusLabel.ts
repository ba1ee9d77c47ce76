import { useCallback } from 'react';
import { useOrderStatusLabels } from '@/entities/order/ui/useOrderStatusLabels';
import type { StatusKind } from '../model/orderPatches';

/** The translated name of an order or payment status, as the badges and the selects show it. */
export function useStatusLabel() {
  const { orderStatusLabel, paymentStatusLabel } = useOrderStatusLabels();
  return useCallback(
    (kind: StatusKind, value: string) => (kind === 'status' ? orderStatusLabel(value) : paymentStatusLabel(value)),
    [orderStatusLabel, paymentStatusLabel],
  );
}
