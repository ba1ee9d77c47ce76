import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CustomerOrder, ProductAttribute } from '@/api/generated/shopApi';
import { useListFlowerProductsQuery } from '@/entities/catalogue/api';
import { useListCustomerOrdersQuery } from '@/entities/order/api';
import { deliveriesOn, driverStopsOn } from '@/entities/order/model/deliveryDay';
import { runStopsOf } from '@/entities/order/model/driverRuns';
import { shopToday } from '@/lib/dates/shopClock';
import { printSelectionOf, type PrintSelection } from '../model/printSelection';

const NO_ATTRIBUTES: readonly ProductAttribute[] = [];

/**
 * The orders a print route prints, from the URL (`?order=` or `?day=`): the
 * list call every order screen uses, and the catalogue's products for the
 * attributes of each product (a product deleted since prints without them;
 * a failing product call does not stop the tickets). `dayOnly`: the manifest, which reads only `?day=`
 * and lists the driver's stops (no pickups); with `&driver=` one driver's, in their run's order.
 */
export function usePrintOrders({ dayOnly = false } = {}) {
  const [params] = useSearchParams();
  const selection: PrintSelection = useMemo(() => {
    const read = new URLSearchParams(params);
    if (dayOnly) read.delete('order');
    return printSelectionOf(read, shopToday());
  }, [params, dayOnly]);
  const driver = dayOnly ? params.get('driver')?.trim() || null : null;
  const list = useListCustomerOrdersQuery();
  const products = useListFlowerProductsQuery();
  const orders: CustomerOrder[] = useMemo(() => {
    if (!list.data) return [];
    if (selection.kind === 'order') return list.data.filter((order) => order.orderID === selection.orderID);
    if (!dayOnly) return deliveriesOn(list.data, selection.day);
    const stops = driverStopsOn(list.data, selection.day);
    return driver ? runStopsOf(stops, driver) : stops;
  }, [list.data, selection, dayOnly, driver]);
  const attributesOf = useMemo(() => {
    const byProduct = new Map(
      (products.data ?? []).map((product) => [product.productID, product.productAttributes ?? NO_ATTRIBUTES]),
    );
    return (order: CustomerOrder) => byProduct.get(order.productID) ?? NO_ATTRIBUTES;
  }, [products.data]);
  const { refetch } = list;
  return {
    selection,
    driver,
    orders,
    attributesOf,
    loading: list.isLoading,
    failed: list.isError && !list.data,
    retrying: list.isFetching,
    retry: () => void refetch(),
  };
}
