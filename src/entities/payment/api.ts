import { shopApi } from '@/api/generated/shopApi';
import { changedTags, REPORTS_TAG } from '@/lib/api/tags';
import { blobToDataUrl } from '@/lib/images/processImage';

/**
 * The proposed order page and payment proofs (openapi.yaml tag Payments, `x-proposed`;
 * docs/product-rules.md#order-page-proposed). A backend without them answers 404 or 501
 * (src/lib/api/unsupportedCall.ts); the app then works as the product does without them.
 *
 * Tags: the customer's view of one order is `PublicOrder` by id; the proofs are `PaymentProof`
 * (one tag for the queue, the counts and an order's proofs). A review changes the order's payment,
 * so the order (list, details, reports) reloads too.
 */
export const paymentApi = shopApi.enhanceEndpoints({
  addTagTypes: ['PublicOrder', 'PaymentProof', 'Reports'],
  endpoints: {
    getPublicOrder: { providesTags: (_result, _error, { orderId }) => [{ type: 'PublicOrder', id: orderId }] },
    uploadPaymentProof: {
      // The generated call sends `{ file }` as JSON; the backend takes multipart with field `file`.
      query: ({ orderId, token, paymentProofUpload }) => {
        const body = new FormData();
        body.append('file', paymentProofUpload.file as Blob);
        return { url: `/api/public/orders/${orderId}/payment-proofs`, method: 'POST', body, params: { token } };
      },
      invalidatesTags: (_result, _error, { orderId }) => [{ type: 'PublicOrder', id: orderId }, 'PaymentProof'],
    },
    listPaymentProofs: { providesTags: ['PaymentProof'] },
    reviewPaymentProof: {
      invalidatesTags: (_result, _error, { id }) => [
        'PaymentProof',
        { type: 'PublicOrder', id },
        ...changedTags('CustomerOrder', id),
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
  useGetPublicOrderQuery,
  useUploadPaymentProofMutation,
  useListPaymentProofsQuery,
  useReviewPaymentProofMutation,
  useGetPaymentProofImageQuery,
} = paymentApi;
