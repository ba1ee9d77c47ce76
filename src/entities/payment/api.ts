import { shopApi } from '@/api/generated/shopApi';
import { changedTags, REPORTS_TAG } from '@/lib/api/tags';
import { blobToDataUrl } from '@/lib/images/processImage';

/**
 * The proposed order page and payment proofs (openapi.yaml tag Payments, `x-proposed`;
 * docs/product-rules.md#order-page-proposed). A backend without them answers 404 or 501
 * (src/lib/api/unsupportedCall.ts); the app then works as the product does without them.
 *
 * The customer's answer to the arrangement photo (tag Doorstep, proposed) belongs to the same order page.
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
    answerArrangementPhoto: {
      // The customer's answer changes their order page at once (the photo the call returns replaces the one asked
      // about) and the staff's view of the order.
      invalidatesTags: (_result, error, { orderId }) =>
        error ? [] : [{ type: 'PublicOrder', id: orderId }, ...changedTags('CustomerOrder', orderId)],
      async onQueryStarted({ orderId, token }, { dispatch, queryFulfilled }) {
        const { data: photo } = await queryFulfilled.catch(() => ({ data: null }));
        if (!photo) return;
        dispatch(
          paymentApi.util.updateQueryData('getPublicOrder', { orderId, token }, (order) => {
            if (!order.arrangementPhotos) return;
            order.arrangementPhotos = order.arrangementPhotos.map((each) =>
              each.photoID === photo.photoID ? photo : each,
            );
          }),
        );
      },
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
  useAnswerArrangementPhotoMutation,
  useUploadPaymentProofMutation,
  useListPaymentProofsQuery,
  useReviewPaymentProofMutation,
  useGetPaymentProofImageQuery,
} = paymentApi;
