import { shopApi } from '@/api/generated/shopApi';
import { changedTags, itemTags, listTags } from '@/lib/api/tags';

const REPORTS = { type: 'Reports', id: 'ALL' } as const;

/** Customer orders: per-order tags; every order change also refreshes the reports built from orders. */
export const ordersApi = shopApi.enhanceEndpoints({
  addTagTypes: ['Reports'],
  endpoints: {
    listCustomerOrders: { providesTags: (result) => listTags('CustomerOrder', result, (order) => order.orderID) },
    getCustomerOrder: { providesTags: (_result, _error, { id }) => itemTags('CustomerOrder', id) },
    createCustomerOrder: { invalidatesTags: [{ type: 'CustomerOrder', id: 'LIST' }, REPORTS] },
    updateCustomerOrder: { invalidatesTags: (_result, _error, { id }) => [...changedTags('CustomerOrder', id), REPORTS] },
    updateCustomerOrderStatus: { invalidatesTags: (_result, _error, { id }) => [...changedTags('CustomerOrder', id), REPORTS] },
    updateCustomerOrderPaymentStatus: { invalidatesTags: (_result, _error, { id }) => [...changedTags('CustomerOrder', id), REPORTS] },
    deleteCustomerOrder: { invalidatesTags: (_result, _error, { id }) => [...changedTags('CustomerOrder', id), REPORTS] },
  },
});

export const {
  useListCustomerOrdersQuery,
  useGetCustomerOrderQuery,
  useCreateCustomerOrderMutation,
  useUpdateCustomerOrderMutation,
  useUpdateCustomerOrderStatusMutation,
  useUpdateCustomerOrderPaymentStatusMutation,
  useDeleteCustomerOrderMutation,
} = ordersApi;
