import { shopApi } from '@/api/generated/shopApi';
import { REPORTS_TAG } from '@/lib/api/tags';

const REPORTS = [REPORTS_TAG];

/**
 * The five reporting reads of /api/general; refreshed whenever an order changes (entities/order/api.ts invalidates
 * the same tag).
 */
export const reportsApi = shopApi.enhanceEndpoints({
  addTagTypes: ['Reports'],
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
