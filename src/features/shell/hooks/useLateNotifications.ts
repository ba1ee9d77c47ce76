import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetLateTransactionsTodayQuery } from '@/entities/report/api';
import { formatRupiah } from '@/lib/money/formatRupiah';

/** One notification as the bell and the inbox show it: a late delivery. */
export interface LateNotification {
  id: number;
  title: string;
  detail: string;
  amount: string;
  /** The delivery date, as the API gives it. */
  date: string;
  /** The order in Order Management (searched by its id). */
  to: string;
}

const REFRESH_MS = 5 * 60 * 1000;

/**
 * The back office's notifications: today's late deliveries (orders due today
 * or earlier and not yet completed, delivered or cancelled) from the reports
 * API, refreshed every 5 minutes. The header's bell and the inbox read the
 * same cached list.
 */
export function useLateNotifications() {
  const { t } = useTranslation('shell');
  const { data, isLoading, isError, refetch } = useGetLateTransactionsTodayQuery(undefined, {
    pollingInterval: REFRESH_MS,
  });
  const notifications = useMemo<LateNotification[]>(
    () =>
      (data?.orders ?? []).map((order) => ({
        id: order.orderID,
        title: t('notifications.late', { id: order.orderID }),
        detail: `${order.customerName} · ${order.deliveryTime}`,
        amount: formatRupiah(order.totalPrice),
        date: order.deliveryDate,
        to: `/app/orders?search=${order.orderID}`,
      })),
    [data, t],
  );
  return { count: data?.count ?? 0, notifications, isLoading, isError, refetch };
}
