import { useMemo } from 'react';
import type { PaymentOptions } from '@/api/generated/shopApi';
import { useGetPaymentOptionsQuery } from '@/entities/payment/gatewayApi';
import { gatewayOffered } from '../model/gateway';

/**
 * How the customer may pay online (getPaymentOptions, proposed): undefined while it loads; null when the page is
 * the one without a gateway: a backend without the call (404, 501), the shop's gateway off or offering no method we
 * know, or any other failure (the manual transfer is always there to pay with, so the page does not stop on it).
 */
export function useGatewayOptions(): PaymentOptions | null | undefined {
  const { data, isError, isLoading } = useGetPaymentOptionsQuery();
  return useMemo(() => {
    if (isLoading) return undefined;
    if (isError || !gatewayOffered(data)) return null;
    return data;
  }, [data, isError, isLoading]);
}
