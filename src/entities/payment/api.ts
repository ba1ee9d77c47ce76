import { shopApi } from '@/api/generated/shopApi';
import { sendsMultipart } from '@/api/multipart';
import { APP_TAG_TYPES, changedTags, REPORTS_TAG, TAG } from '@/lib/api/tags';
import { blobToDataUrl } from '@/lib/images/processImage';

/**
 * The proposed payment receipts (openapi.yaml tag Payments, `x-proposed`; docs/product-rules.md#order-page-proposed):
 * the customer sends one from the order page, staff review it. A backend without them answers 404 or 501
 * (src/lib/api/unsupportedCall.ts); the app then works as the product does without them.
 *
 * Tags: the receipts are `TAG.receipt` (one tag for the queue, the counts and an order's receipts); the customer's
 * view of one order is `TAG.publicOrder` by id (src/entities/order/publicOrderApi.ts). A review changes the order's
 * payment, so the order (list, details, reports) reloads too.
 */
export const paymentApi = shopApi.enhanceEndpoints({
  addTagTypes: APP_TAG_TYPES,
  endpoints: {
    // Multipart with field `file`.
    uploadPaymentProof: (definition) => {
      sendsMultipart(definition);
      definition.invalidatesTags = (_result, _error, { orderId }) => [
        { type: TAG.publicOrder, id: orderId },
        TAG.receipt,
      ];
    },
    listPaymentProofs: { providesTags: [TAG.receipt] },
    reviewPaymentProof: {
      invalidatesTags: (_result, _error, { id }) => [
        TAG.receipt,
        { type: TAG.publicOrder, id },
        ...changedTags(TAG.order, id),
        REPORTS_TAG,
      ],
    },
    getPaymentProofImage: {
      // Staff only (a receipt shows account numbers): fetched with the bearer token, kept as a data URL
      // for the <img> (a raster data: URL passes the image-source policy, src/lib/url/urlPolicy.ts).
      query: ({ id, proofId }) => ({
        url: `/api/CustomerOrder/${id}/payment-proofs/${proofId}/image`,
        responseHandler: async (response: Response) =>
          response.ok ? blobToDataUrl(await response.blob()) : response.json(),
      }),
      providesTags: [],
      keepUnusedDataFor: 120,
    },
  },
});

export const {
  useUploadPaymentProofMutation,
  useListPaymentProofsQuery,
  useReviewPaymentProofMutation,
  useGetPaymentProofImageQuery,
} = paymentApi;
