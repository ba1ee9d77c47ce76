import { shopApi } from '@/api/generated/shopApi';
import { sendsMultipart } from '@/api/multipart';
import { APP_TAG_TYPES, changedTags, TAG } from '@/lib/api/tags';
import { httpStatusOf } from '@/lib/api/unsupportedCall';

/**
 * The proposed doorstep calls of the drivers' runs (openapi.yaml tag Doorstep, `x-proposed`;
 * docs/product-rules.md#doorstep-proposed). A backend without them answers 404 or 501
 * (src/lib/api/unsupportedCall.ts).
 *
 * Tags (src/lib/api/tags.ts): the runs are `TAG.doorstep`; a proof changes its stop on the run, the order (a
 * `delivered` proof sets it Delivered) and the customer's order page.
 */
export const doorstepApi = shopApi.enhanceEndpoints({
  addTagTypes: APP_TAG_TYPES,
  endpoints: {
    listDeliveryRuns: { providesTags: [TAG.doorstep] },
    assignDeliveryDriver: {
      invalidatesTags: (result, _error, { id }) => (result ? [TAG.doorstep, ...changedTags(TAG.order, id)] : []),
    },
    // Multipart: the outcome and the texts as fields, `photo` and `signature` as files.
    fileDeliveryProof: (definition) => {
      sendsMultipart(definition);
      // A 409 says the order is already Delivered by another proof: the run is read again to show it.
      definition.invalidatesTags = (result, error, { id }) =>
        result || httpStatusOf(error) === 409
          ? [TAG.doorstep, ...changedTags(TAG.order, id), { type: TAG.publicOrder, id }]
          : [];
    },
  },
});

export const { useListDeliveryRunsQuery, useFileDeliveryProofMutation, useAssignDeliveryDriverMutation } = doorstepApi;
