import type { OrderStatusValue, PaymentStatusValue } from '@/api/generated/shopApi';
import type { StatusKind } from '@/entities/order/model/statusKinds';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@/lib/orders/orderValues';
import { choiceField, numberChoiceField, pageField, textField, type QuerySchema } from '@/lib/url/queryState';

/** Items per page: 5, 10 (default), 25, 50. */
export const PAGE_SIZES = [5, 10, 25, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

/** 'all' or one status value (All, Pending, Processing, Completed, Delivered, Cancelled). */
export type StatusFilter = 'all' | OrderStatusValue;
/** 'all' or one payment status (All, Pending, Paid, Failed, Refunded). */
export type PaymentFilter = 'all' | PaymentStatusValue;

export const STATUS_FILTERS: readonly StatusFilter[] = ['all', ...ORDER_STATUSES];
export const PAYMENT_FILTERS: readonly PaymentFilter[] = ['all', ...PAYMENT_STATUSES];
/** The choices of each filter. */
export const FILTERS: Record<StatusKind, readonly (StatusFilter | PaymentFilter)[]> = {
  status: STATUS_FILTERS,
  payment: PAYMENT_FILTERS,
};

export interface OrderListQuery {
  search: string;
  status: StatusFilter;
  payment: PaymentFilter;
  size: PageSize;
  page: number;
}

/**
 * The order list's view in the URL: `?search=sari&status=Pending&payment=Paid&size=25&page=2`
 * (defaults left out; odd values read as the default).
 */
export const ORDER_LIST_QUERY: QuerySchema<OrderListQuery> = {
  search: textField(),
  status: choiceField(STATUS_FILTERS, 'all'),
  payment: choiceField(PAYMENT_FILTERS, 'all'),
  size: numberChoiceField(PAGE_SIZES, DEFAULT_PAGE_SIZE),
  page: pageField(),
};

/** Whether a search or a filter narrows the list (the page size does not). */
export function isFiltered({
  search,
  status,
  payment,
}: Pick<OrderListQuery, 'search' | 'status' | 'payment'>): boolean {
  return search.trim() !== '' || status !== 'all' || payment !== 'all';
}
