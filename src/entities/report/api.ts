import { shopApi } from '@/api/generated/shopApi';
import { APP_TAG_TYPES, REPORTS_TAG } from '@/lib/api/tags';

const REPORTS = [REPORTS_TAG];

/**
 * The five reporting reads of /api/general; refreshed whenever an order changes (entities/order/api.ts invalidates
 * the same tag).
 */
export const reportsApi = shopApi.enhanceEndpoints({
  addTagTypes: APP_TAG_TYPES,
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
