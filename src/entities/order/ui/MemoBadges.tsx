import { memo } from 'react';
import { OrderStatusBadge as OrderBadge } from './OrderStatusBadge';
import { PaymentStatusBadge as PaymentBadge } from './PaymentStatusBadge';

/** The entity's status badges, kept while a row refills with an order of the same status. */
export const OrderStatusBadge = memo(OrderBadge);
export const PaymentStatusBadge = memo(PaymentBadge);
