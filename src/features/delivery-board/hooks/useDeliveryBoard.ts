import { useMemo } from 'react';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { byLane, dateStrip, overdueOrders } from '@/entities/order/model/deliveryDay';
import { shopToday } from '@/lib/dates/shopClock';
import { boardFocusOf, doneButUnpaidOrders, ordersInFocus } from '../model/boardSelection';
import { condolenceFirst } from '../model/condolenceFirst';

const NO_ORDERS: readonly CustomerOrder[] = [];

/**
 * Everything the board shows for the loaded orders and the URL's day, on the shop's calendar; in every lane the
 * condolence boards first (condolenceFirst).
 */
export function useDeliveryBoard(orders: readonly CustomerOrder[] | undefined, day: string) {
  const all = orders ?? NO_ORDERS;
  const today = shopToday();
  return useMemo(() => {
    const focus = boardFocusOf(day, today);
    const shown = condolenceFirst(ordersInFocus(all, focus, today));
    return {
      today,
      focus,
      strip: dateStrip(all, today),
      overdueCount: overdueOrders(all, today).length,
      unpaidCount: doneButUnpaidOrders(all).length,
      shown,
      lanes: byLane(shown),
    };
  }, [all, day, today]);
}
