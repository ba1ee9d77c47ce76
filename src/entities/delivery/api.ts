import { shopApi } from '@/api/generated/shopApi';
import { TAG } from '@/lib/api/tags';

/**
 * The proposed delivery calls (openapi.yaml, `x-proposed`; docs/product-rules.md#delivery-rules-proposed).
 * A backend without them answers 404 or 501: see `src/lib/api/unsupportedCall.ts` and `useDeliverySettings.ts`.
 * Availability is tagged `Delivery` with the settings: saving the settings or placing an order (which
 * takes a place in a window, entities/order/api.ts) reloads the days still open.
 */
export const deliveryApi = shopApi.enhanceEndpoints({
  endpoints: {
    getDeliverySettings: { providesTags: [TAG.delivery] },
    getDeliveryAvailability: { providesTags: [TAG.delivery], keepUnusedDataFor: 30 },
    updateDeliverySettings: { invalidatesTags: [TAG.delivery] },
  },
});

export const { useGetDeliverySettingsQuery, useGetDeliveryAvailabilityQuery, useUpdateDeliverySettingsMutation } =
  deliveryApi;
