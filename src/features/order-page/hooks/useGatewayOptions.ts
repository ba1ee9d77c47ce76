import { useMemo } from 'react';
import type { PaymentOptions } from '@/api/generated/shopApi';
import { useAppDispatch } from '@/components/store/hooks';
import { gatewayApi, useGetPaymentOptionsQuery } from '@/entities/payment/gatewayApi';
import { proposedCallStatus } from '@/lib/api/unsupportedCall';
import { gatewayOffered } from '../model/gateway';

/** The payment options could not be read (500, 503, no answer): the page says so with a retry. */
export const OPTIONS_FAILED = 'failed';

/**
 * How the customer may pay online (getPaymentOptions, proposed): undefined while it loads; null when the page is
 * the one without a gateway: a backend without the call (404, 501), or the shop's gateway off or offering no method
 * we know; `OPTIONS_FAILED` for any other failure (a 500, a 503, no answer), which says nothing about the shop's
 * gateway: 'Bayar sekarang' gives way to the failure and its retry, never to the page without a gateway. A failure
 * stays while its retry runs.
 */
export function useGatewayOptions(): PaymentOptions | null | undefined | typeof OPTIONS_FAILED {
  const { data, error, isError, isFetching } = useGetPaymentOptionsQuery();
  const status = proposedCallStatus({ data, error, isError, isFetching });
  return useMemo(() => {
    if (status === 'loading') return undefined;
    if (status === 'failed') return OPTIONS_FAILED;
    if (status === 'unsupported' || !gatewayOffered(data)) return null;
    return data;
  }, [data, status]);
}

/**
 * The retry of a failed getPaymentOptions: asks again, `retrying` while it runs. It reads the page's query without
 * subscribing to it: RTK Query asks a failed query again for each new subscriber, which would leave the retry busy
 * (disabled) the moment the failure shows.
 */
export function useGatewayOptionsRetry() {
  const dispatch = useAppDispatch();
  const { isFetching } = gatewayApi.endpoints.getPaymentOptions.useQueryState(undefined);
  const retry = () =>
    void dispatch(gatewayApi.endpoints.getPaymentOptions.initiate(undefined, { forceRefetch: true, subscribe: false }));
  return { retry, retrying: isFetching };
}
