import { shopApi } from '@/api/generated/shopApi';
import { APP_TAG_TYPES, changedTags, TAG } from '@/lib/api/tags';

/**
 * The customer's order page (proposed; docs/product-rules.md#order-page-proposed): the order as its customer sees it,
 * opened with its token, and the customer's answer to the arrangement photo (tag Doorstep, proposed). A backend
 * without them answers 404 or 501 (src/lib/api/unsupportedCall.ts); the app then works as the product does without
 * them.
 *
 * Tags: the customer's view of one order is `TAG.publicOrder` by id (a payment receipt sent or reviewed reloads it too,
 * src/entities/payment/api.ts).
 */
export const publicOrderApi = shopApi.enhanceEndpoints({
  addTagTypes: APP_TAG_TYPES,
  endpoints: {
    getPublicOrder: { providesTags: (_result, _error, { orderId }) => [{ type: TAG.publicOrder, id: orderId }] },
    answerArrangementPhoto: {
      // The customer's answer changes their order page at once (the photo the call returns replaces the one asked
      // about) and the staff's view of the order.
      invalidatesTags: (_result, error, { orderId }) =>
        error ? [] : [{ type: TAG.publicOrder, id: orderId }, ...changedTags(TAG.order, orderId)],
      async onQueryStarted({ orderId, token }, { dispatch, queryFulfilled }) {
        const { data: photo } = await queryFulfilled.catch(() => ({ data: null }));
        if (!photo) return;
        dispatch(
          publicOrderApi.util.updateQueryData('getPublicOrder', { orderId, token }, (order) => {
            if (!order.arrangementPhotos) return;
            order.arrangementPhotos = order.arrangementPhotos.map((each) =>
              each.photoID === photo.photoID ? photo : each,
            );
          }),
        );
      },
    },
  },
});

export const { useGetPublicOrderQuery, useAnswerArrangementPhotoMutation } = publicOrderApi;

/** Asks for the customer's order page ahead of its render (the same cache entry as useGetPublicOrderQuery's). */
export const prefetchPublicOrder = (orderId: number, token: string) =>
  publicOrderApi.util.prefetch('getPublicOrder', { orderId, token }, {});
