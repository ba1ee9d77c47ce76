import type { PaymentSettings } from '@/api/generated/shopApi';
import { useGetPaymentSettingsQuery } from '@/entities/payment/gatewayApi';
import { proposedCallStatus } from '@/lib/api/unsupportedCall';

export type PaymentSettingsState = { refetch(): void; fetching: boolean } & (
  | { status: 'loading' | 'unsupported' | 'error'; settings?: undefined }
  | { status: 'supported'; settings: PaymentSettings }
);

/**
 * The shop's payment settings, detected at run time: `unsupported` only for 404/501 (src/lib/api/unsupportedCall.ts),
 * any other failure `error` (a retry); a failure stays while its retry runs.
 */
export function usePaymentSettings(): PaymentSettingsState {
  const query = useGetPaymentSettingsQuery();
  const common = { refetch: () => void query.refetch(), fetching: query.isFetching };
  switch (proposedCallStatus(query)) {
    case 'ready':
      return { ...common, status: 'supported', settings: query.data! };
    case 'unsupported':
      return { ...common, status: 'unsupported' };
    case 'failed':
      return { ...common, status: 'error' };
    case 'loading':
      return { ...common, status: 'loading' };
  }
}
