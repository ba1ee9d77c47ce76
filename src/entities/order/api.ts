import { shopApi, type CustomerOrder } from '@/api/generated/shopApi';
import { sendsMultipart } from '@/api/multipart';
import { APP_TAG_TYPES, changedTags, itemTags, listTags, REPORTS_TAG, TAG } from '@/lib/api/tags';
import { shopNow } from '@/lib/dates/shopClock';
import { STATUS_KINDS } from './model/statusKinds';

const orderChanged = (_result: unknown, _error: unknown, { id }: { id: number }) => [
  ...changedTags(TAG.order, id),
  REPORTS_TAG,
];

interface Lifecycle {
  dispatch: (action: ReturnType<typeof shopApi.util.updateQueryData<'listCustomerOrders'>>) => { undo(): void };
  queryFulfilled: Promise<unknown>;
}

/**
 * A status change shows in the cached order list at once (docs/product-rules.md#status-changes)
 * and is undone if the server refuses it; either way the list then reloads (the tags).
 */
async function showAtOnce(
  { dispatch, queryFulfilled }: Lifecycle,
  orderID: number,
  change: (order: CustomerOrder, at: string) => void,
) {
  const at = new Date(shopNow()).toISOString();
  const patch = dispatch(
    shopApi.util.updateQueryData('listCustomerOrders', undefined, (orders) => {
      const order = orders.find((candidate) => candidate.orderID === orderID);
      if (order) change(order, at);
    }),
  );
  try {
    await queryFulfilled;
  } catch {
    patch.undo();
  }
}

/** Customer orders: per-order tags; every order change also refreshes the reports built from orders. */
export const ordersApi = shopApi.enhanceEndpoints({
  addTagTypes: APP_TAG_TYPES,
  endpoints: {
    listCustomerOrders: { providesTags: (result) => listTags(TAG.order, result, (order) => order.orderID) },
    getCustomerOrder: { providesTags: (_result, _error, { id }) => itemTags(TAG.order, id) },
    // A new order takes a place in its delivery window: the days still open (Delivery) reload.
    createCustomerOrder: { invalidatesTags: [{ type: TAG.order, id: 'LIST' }, REPORTS_TAG, TAG.delivery] },
    updateCustomerOrder: { invalidatesTags: orderChanged },
    updateCustomerOrderStatus: {
      invalidatesTags: orderChanged,
      onQueryStarted: ({ id, orderStatusUpdate }, api) =>
        showAtOnce(api, id, (order, at) => STATUS_KINDS.status.apply(order, orderStatusUpdate.status, at)),
    },
    updateCustomerOrderPaymentStatus: {
      invalidatesTags: orderChanged,
      onQueryStarted: ({ id, paymentStatusUpdate }, api) =>
        showAtOnce(api, id, (order, at) => STATUS_KINDS.payment.apply(order, paymentStatusUpdate.paymentStatus, at)),
    },
    deleteCustomerOrder: { invalidatesTags: orderChanged },
    // Proposed (tag Doorstep), multipart with field `file`. Once stored, the order and the list reload with the
    // new photo.
    // A board's correction (proposed, tag MessageTemplates) changes the order, its page and its stop on the run.
    correctOrderBoard: {
      invalidatesTags: (result, _error, { id }) =>
        result ? [...changedTags(TAG.order, id), { type: TAG.publicOrder, id }, TAG.doorstep] : [],
    },
    uploadArrangementPhoto: (definition) => {
      sendsMultipart(definition);
      definition.invalidatesTags = (result, _error, { id }) =>
        result ? [TAG.doorstep, ...changedTags(TAG.order, id)] : [];
    },
  },
});

export const {
  useListCustomerOrdersQuery,
  useCreateCustomerOrderMutation,
  useUpdateCustomerOrderStatusMutation,
  useUpdateCustomerOrderPaymentStatusMutation,
  useDeleteCustomerOrderMutation,
  useUploadArrangementPhotoMutation,
  useCorrectOrderBoardMutation,
} = ordersApi;
