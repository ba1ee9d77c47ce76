import { useTranslation } from 'react-i18next';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { useItemArrivals } from '@/components/announce/useItemArrivals';
import { NEW_ORDERS_NAME, useNewOrders } from '@/entities/order/useNewOrders';

/** Staff's choice of 'Bunyi notifikasi' (localStorage; off until turned on). */
export const ORDER_SOUND_KEY = 'orders:sound';

/**
 * New orders on the back-office order screens: which are new ('Baru'), their count in the tab title,
 * and for each order that arrives while the screen is open, once across the open tabs, the spoken
 * message ('1 pesanan baru') and the tone when 'Bunyi notifikasi' is on (useItemArrivals).
 */
export function useOrderArrivals(orders: readonly CustomerOrder[] | undefined) {
  const { t } = useTranslation('orders');
  const fresh = useNewOrders(orders);
  return useItemArrivals(NEW_ORDERS_NAME, fresh, orders !== undefined, {
    soundKey: ORDER_SOUND_KEY,
    announce: (count) => t('newOrders.announce', { count }),
  });
}
