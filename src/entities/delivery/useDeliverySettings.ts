import type { DeliverySettings } from '@/api/generated/shopApi';
import { proposedCallStatus } from '@/lib/api/unsupportedCall';
import { useGetDeliverySettingsQuery } from './api';

interface Common {
  refetch: () => void;
  /** a call is on its way (the first load, or a retry after a failure) */
  fetching: boolean;
}

export type DeliverySettingsState = Common &
  (
    | { status: 'loading'; settings?: undefined }
    /** the backend offers the delivery rules: these are the shop's */
    | { status: 'supported'; settings: DeliverySettings }
    /** the backend does not offer them (404/501 only): the product's rules as they were before */
    | { status: 'unsupported'; settings?: undefined }
    /**
     * the call failed otherwise (5xx, a timeout, no network): the rules are unknown. Every screen shows the
     * failure with a retry; none falls back to the product's rules (an order would go without its fee).
     */
    | { status: 'error'; settings?: undefined; error: unknown }
  );

/**
 * The shop's delivery settings, detected at run time (never by a build flag): `src/lib/api/unsupportedCall.ts`
 * decides what 'not supported' is. A failure stays while its retry runs.
 */
export function useDeliverySettings(options: { skip?: boolean } = {}): DeliverySettingsState {
  const query = useGetDeliverySettingsQuery(undefined, { skip: options.skip });
  const common: Common = { refetch: () => void query.refetch(), fetching: query.isFetching };
  switch (proposedCallStatus(query)) {
    case 'ready':
      return { ...common, status: 'supported', settings: query.data! };
    case 'unsupported':
      return { ...common, status: 'unsupported' };
    case 'failed':
      return { ...common, status: 'error', error: query.error };
    case 'loading':
      return { ...common, status: 'loading' };
  }
}
