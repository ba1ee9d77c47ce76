import { shopApi } from '@/api/generated/shopApi';
import { APP_TAG_TYPES, changedTags, REPORTS_TAG, TAG } from '@/lib/api/tags';

/**
 * Payments by gateway (proposed; openapi.yaml tag Gateway, docs/product-rules.md#payments-by-gateway-proposed): the
 * customer's payment sessions on the order page, the staff's sessions that need a person, refund tasks and refunds,
 * the order's timeline and the payment settings. A backend without them answers 404 or 501
 * (src/lib/api/unsupportedCall.ts); the app then shows the order page and the back office as they are without a
 * gateway.
 *
 * Tags (all `TAG.gateway` with a string id, except the customer's page and the orders):
 * - `options` the public payment options, `settings` the staff's settings (saving them reloads both);
 * - `sessions` the staff's session lists, `refunds` the refund tasks; `session-<id>` one session on the order page;
 * - the order's timeline provides `TAG.order` by id, so every change of the order reloads it.
 * A session made, resolved or refunded changes the order's payment: the customer's view, the order (list, board,
 * details) and the reports reload.
 */
const OPTIONS = { type: TAG.gateway, id: 'options' } as const;
const SETTINGS = { type: TAG.gateway, id: 'settings' } as const;
const SESSIONS = { type: TAG.gateway, id: 'sessions' } as const;
const REFUNDS = { type: TAG.gateway, id: 'refunds' } as const;

export const gatewayApi = shopApi.enhanceEndpoints({
  addTagTypes: APP_TAG_TYPES,
  endpoints: {
    getPaymentOptions: { providesTags: [OPTIONS], keepUnusedDataFor: 300 },
    createPaymentSession: {
      invalidatesTags: (_result, error, { orderId }) => (error ? [] : [{ type: TAG.publicOrder, id: orderId }]),
    },
    getPaymentSession: {
      providesTags: (_result, _error, { sessionId }) => [{ type: TAG.gateway, id: `session-${sessionId}` }],
    },
    getPaymentSettings: { providesTags: [SETTINGS] },
    updatePaymentSettings: { invalidatesTags: (_result, error) => (error ? [] : [SETTINGS, OPTIONS]) },
    listPaymentSessions: { providesTags: [SESSIONS] },
    listRefundTasks: { providesTags: [REFUNDS] },
    resolvePaymentSession: {
      invalidatesTags: (result, error) =>
        error || !result
          ? []
          : [
              SESSIONS,
              REFUNDS,
              { type: TAG.publicOrder, id: result.orderID },
              ...changedTags(TAG.order, result.orderID),
              REPORTS_TAG,
            ],
    },
    createRefund: {
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [SESSIONS, REFUNDS, { type: TAG.publicOrder, id }, ...changedTags(TAG.order, id), REPORTS_TAG],
    },
    listOrderEvents: {
      providesTags: (_result, _error, { id }) => [{ type: TAG.order, id }, TAG.receipt, TAG.doorstep],
    },
  },
});

export const {
  useGetPaymentOptionsQuery,
  useCreatePaymentSessionMutation,
  useGetPaymentSessionQuery,
  useGetPaymentSettingsQuery,
  useUpdatePaymentSettingsMutation,
  useListPaymentSessionsQuery,
  useListRefundTasksQuery,
  useResolvePaymentSessionMutation,
  useCreateRefundMutation,
  useListOrderEventsQuery,
} = gatewayApi;
