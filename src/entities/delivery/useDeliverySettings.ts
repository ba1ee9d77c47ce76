import type { DeliverySettings } from '@/api/generated/shopApi';
import { isUnsupportedCall } from '@/lib/api/unsupportedCall';
import { useGetDeliverySettingsQuery } from './api';

export type DeliverySettingsState =
  | { status: 'loading'; settings?: undefined; refetch: () => void }
  /** the backend offers the delivery rules: these are the shop's */
  | { status: 'supported'; settings: DeliverySettings; refetch: () => void }
  /** the backend does not offer them (404/501): the product's rules as they were before */
  | { status: 'unsupported'; settings?: undefined; refetch: () => void }
  /** the call failed otherwise (network, 5xx): unknown; the wizard keeps the product's rules, the settings screen offers a retry */
  | { status: 'error'; settings?: undefined; error: unknown; refetch: () => void };

/** The shop's delivery settings, detected at run time (never by a build flag). */
export function useDeliverySettings(options: { skip?: boolean } = {}): DeliverySettingsState {
  const query = useGetDeliverySettingsQuery(undefined, { skip: options.skip });
  const refetch = () => void query.refetch();
  if (query.data && !query.isError) return { status: 'supported', settings: query.data, refetch };
  if (query.isError)
    return isUnsupportedCall(query.error)
      ? { status: 'unsupported', refetch }
      : { status: 'error', error: query.error, refetch };
  return { status: 'loading', refetch };
}
