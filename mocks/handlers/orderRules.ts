import { getShopTimeZone, shopTomorrow, toShopDay } from '../../src/lib/dates/shopClock';
import type { CustomerOrderInput } from '../runtime/apiTypes';
import type { FieldErrors } from '../runtime/validator';

/**
 * The business rules the shop's backend enforces on a new order (documented
 * in openapi.yaml's 400 response of createCustomerOrder):
 *  - the delivery day, on the shop's calendar, is the shop's tomorrow or later
 *    (docs/product-rules.md#delivery-date); when the shop has delivery settings
 *    their calendar decides instead, for every order (checkNewOrderDelivery in
 *    mocks/db/orderDelivery.ts);
 *  - totalPrice = unitPrice × quantity, in whole rupiah
 *    (docs/product-rules.md#quantity-and-total).
 */
export function newOrderProblems(input: CustomerOrderInput, now: Date): FieldErrors {
  const errors: FieldErrors = {};
  const earliest = shopTomorrow(now);
  const tooEarly = (text: string | null | undefined) => {
    const day = text ? toShopDay(text) : '';
    return day !== '' && day < earliest;
  };
  const rule = `must be ${earliest} or later (the shop's tomorrow, ${getShopTimeZone()})`;
  if (tooEarly(input.deliveryDate)) errors.deliveryDate = [`deliveryDate ${rule}`];
  const delivery = input.deliveryInfos?.[0];
  if (delivery && tooEarly(delivery.deliveryDate))
    errors['deliveryInfos[0].deliveryDate'] = [`deliveryInfos[0].deliveryDate ${rule}`];
  const expected = input.unitPrice * input.quantity;
  if (input.totalPrice !== expected) {
    errors.totalPrice = [
      `totalPrice must be unitPrice × quantity (${input.unitPrice} × ${input.quantity} = ${expected}), got ${input.totalPrice}`,
    ];
  }
  return errors;
}
