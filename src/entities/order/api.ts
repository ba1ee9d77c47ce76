import { shopApi } from '@/api/generated/shopApi';
import { changedTags, itemTags, listTags, REPORTS_TAG } from '@/lib/api/tags';

/** Customer orders: per-order tags; every order change also refreshes the reports built from orders. */
export const ordersApi = shopApi.enhanceEndpoints({
  addTagTypes: ['Reports'],
  endpoints: {
    listCustomerOrders: { providesTags: (result) => listTags('CustomerOrder', result, (order) => order.orderID) },
    getCustomerOrder: { providesTags: (_result, _error, { id }) => itemTags('CustomerOrder', id) },
    createCustomerOrder: { invalidatesTags: [{ type: 'CustomerOrder', id: 'LIST' }, REPORTS_TAG] },
    updateCustomerOrder: { invalidatesTags: (_result, _error, { id }) => [...changedTags('CustomerOrder', id), REPORTS_TAG] },
    updateCustomerOrderStatus: { invalidatesTags: (_result, _error, { id }) => [...changedTags('CustomerOrder', id), REPORTS_TAG] },
    updateCustomerOrderPaymentStatus: { invalidatesTags: (_result, _error, { id }) => [...changedTags('CustomerOrder', id), REPORTS_TAG] },
    deleteCustomerOrder: { invalidatesTags: (_result, _error, { id }) => [...changedTags('CustomerOrder', id), REPORTS_TAG] },
  },
});

export const {
  useListCustomerOrdersQuery,
  useCreateCustomerOrderMutation,
  useUpdateCustomerOrderStatusMutation,
  useUpdateCustomerOrderPaymentStatusMutation,
  useDeleteCustomerOrderMutation,
} = ordersApi;
