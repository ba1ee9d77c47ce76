import { ordersApi } from '@/features/orders/api';

const REPORTS = [{ type: 'Reports' as const, id: 'ALL' }];

/** The five reporting reads of /api/general; refreshed whenever an order changes (see orders/api.ts). */
export const reportsApi = ordersApi.enhanceEndpoints({
  endpoints: {
    getLateTransactionsToday: { providesTags: REPORTS },
    getDashboardSummary: { providesTags: REPORTS },
    getKas: { providesTags: REPORTS },
    getSummaryByDate: { providesTags: REPORTS },
    getStatusNominalBack: { providesTags: REPORTS },
  },
});

export const {
  useGetLateTransactionsTodayQuery,
  useGetDashboardSummaryQuery,
  useGetKasQuery,
  useGetSummaryByDateQuery,
  useGetStatusNominalBackQuery,
} = reportsApi;
