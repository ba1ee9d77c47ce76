import { DeliveryBoard } from '@/features/delivery-board/components/DeliveryBoard';
import { OrdersPage } from '@/features/orders/pages/OrdersPage';

/** /app/orders 'Order Management': the order list, with the delivery board (`?view=board`) as its second view. */
export function Component() {
  return <OrdersPage Board={DeliveryBoard} />;
}
