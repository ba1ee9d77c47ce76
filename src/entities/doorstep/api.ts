import { shopApi } from '@/api/generated/shopApi';
import { changedTags } from '@/lib/api/tags';

/**
 * The proposed doorstep calls of the drivers' runs (openapi.yaml tag Doorstep, `x-proposed`;
 * docs/product-rules.md#doorstep-proposed). A backend without them answers 404 or 501
 * (src/lib/api/unsupportedCall.ts).
 *
 * Tags: the runs are `Doorstep`; a proof changes its stop on the run, the order (a `delivered` proof sets it
 * Delivered) and the customer's order page.
 */
export const doorstepApi = shopApi.enhanceEndpoints({
  addTagTypes: ['PublicOrder'],
  endpoints: {
    listDeliveryRuns: { providesTags: ['Doorstep'] },
    assignDeliveryDriver: {
      invalidatesTags: (result, _error, { id }) => (result ? ['Doorstep', ...changedTags('CustomerOrder', id)] : []),
    },
    fileDeliveryProof: {
      // The generated call sends the fields as JSON; the backend takes multipart (`photo`, `signature` as files).
      query: ({ id, 'Idempotency-Key': key, deliveryProofUpload: proof }) => {
        const body = new FormData();
        body.append('outcome', proof.outcome);
        if (proof.receivedBy) body.append('receivedBy', proof.receivedBy);
        if (proof.note) body.append('note', proof.note);
        if (proof.photo) body.append('photo', proof.photo);
        if (proof.signature) body.append('signature', proof.signature, 'signature.png');
        return {
          url: `/api/CustomerOrder/${id}/delivery-proofs`,
          method: 'POST',
          body,
          headers: { 'Idempotency-Key': key },
        };
      },
      invalidatesTags: (result, _error, { id }) =>
        result ? ['Doorstep', ...changedTags('CustomerOrder', id), { type: 'PublicOrder', id }] : [],
    },
  },
});

export const { useListDeliveryRunsQuery, useFileDeliveryProofMutation, useAssignDeliveryDriverMutation } = doorstepApi;
