import type { CustomerOrderInput, DeliverySettings } from '@/api/generated/shopApi';
import { shopNow } from '@/lib/dates/shopClock';
import { DELIVERY_TIME_LABELS } from '@/lib/orders/orderValues';
import { wordsFieldsFor } from '@/lib/words/orderWords';
import { boardOrderInput, isBoardProduct } from './boardDraft';
import { addressParts, composedAddress, deliveryQuote } from './deliveryChoice';
import { productFeatures, productRating } from './productDisplay';
import { clampQuantity, orderTotal } from './quantity';
import type { CategorySnapshot, OrderDetailsDraft, ProductSnapshot } from './wizardTypes';

export interface OrderPayloadInput {
  category: CategorySnapshot;
  product: ProductSnapshot;
  details: OrderDetailsDraft;
  /** When the visitor confirms (default: the shop clock's now); injectable for tests. */
  now?: Date;
  /**
   * The shop's delivery settings, when the backend offers them: the order then carries fulfilment, zone, fee and
   * address parts.
   */
  deliverySettings?: DeliverySettings;
  /**
   * The card's words have their own field (the shop offers the card-message templates): the order carries them as
   * `cardMessage` and the instructions as `specialMessage`. Without it, the one box's text is `specialMessage`.
   */
  separateCard?: boolean;
}

/**
 * The create-order payload (docs/product-rules.md#placing-an-order): order id
 * 0, one Pending status, one Pending payment of the total and one delivery
 * entry; the product travels with its category and its features as 'feature'
 * attributes. With the delivery rules (docs/product-rules.md#delivery-rules-proposed) it also carries how
 * it is fulfilled, the zone, the fee due and the address parts; `address` is then composed from the parts.
 */
export function buildOrderPayload({
  category,
  product,
  details,
  now = new Date(shopNow()),
  deliverySettings,
  separateCard = false,
}: OrderPayloadInput): CustomerOrderInput {
  if (!details.deliveryTime) throw new Error('buildOrderPayload: delivery time missing');
  const orderDate = now.toISOString();
  const quantity = clampQuantity(details.quantity);
  const unitPrice = Math.round(product.price);
  const totalPrice = orderTotal(unitPrice, quantity);
  const deliveryTime = DELIVERY_TIME_LABELS[details.deliveryTime];
  const recipientName = details.recipientName.trim();
  const phoneNumber = details.recipientPhone.trim();
  const address = deliverySettings ? composedAddress(details, deliverySettings.pickupAddress) : details.address.trim();

  return {
    ...(deliverySettings ? deliveryFields(deliverySettings, details, totalPrice) : {}),
    orderID: 0,
    customerName: recipientName,
    productID: product.productID,
    quantity,
    unitPrice,
    totalPrice,
    ...wordsFields(product, details, separateCard),
    orderDate,
    deliveryDate: details.deliveryDate,
    deliveryTime,
    phoneNumber,
    address,
    flowerProduct: {
      productID: product.productID,
      categoryID: product.categoryID,
      productName: product.productName,
      description: product.description,
      price: unitPrice,
      rating: productRating(product.rating),
      imageUrl: product.imageUrl,
      flowerCategory: {
        categoryID: category.categoryID,
        categoryName: category.categoryName,
        description: category.description,
        imageUrl: category.imageUrl,
        priceRangeStart: category.priceRangeStart,
        priceRangeEnd: category.priceRangeEnd,
        isPopular: category.isPopular,
      },
      productAttributes: productFeatures(product).map((feature) => ({
        attributeID: 0,
        productID: product.productID,
        attributeName: 'feature',
        attributeValue: feature,
        flowerProduct: product.productName,
      })),
    },
    orderStatuses: [{ statusID: 0, orderID: 0, status: 'Pending', confirmationDate: orderDate, customerOrder: null }],
    payments: [
      {
        paymentID: 0,
        orderID: 0,
        paymentAmount: totalPrice,
        paymentStatus: 'Pending',
        paymentDate: orderDate,
        customerOrder: null,
      },
    ],
    deliveryInfos: [
      {
        deliveryID: 0,
        orderID: 0,
        deliveryDate: details.deliveryDate,
        deliveryTime,
        recipientName,
        recipientPhone: phoneNumber,
        deliveryAddress: address,
        customerOrder: null,
      },
    ],
  };
}

/** The proposed delivery fields of the order: fulfilment, zone and fee due, and the address parts (pickup: none). */
function deliveryFields(
  settings: DeliverySettings,
  details: OrderDetailsDraft,
  totalPrice: number,
): Partial<CustomerOrderInput> {
  const quote = deliveryQuote(settings, details, totalPrice);
  if (quote.fulfilment === 'pickup') return { fulfilment: 'pickup', deliveryFee: 0 };
  return {
    fulfilment: 'delivery',
    ...(quote.zone ? { deliveryZoneId: quote.zone.id } : {}),
    deliveryFee: quote.fee ?? 0,
    ...addressParts(details),
  };
}

/** The order's words: a board's text and its instructions, or the card's words (apart or in the one box). */
function wordsFields(
  product: ProductSnapshot,
  details: OrderDetailsDraft,
  separateCard: boolean,
): Pick<CustomerOrderInput, 'specialMessage' | 'cardMessage' | 'board'> {
  if (isBoardProduct(product))
    return {
      ...wordsFieldsFor({ cardMessage: '', instructions: details.instructions }, true),
      board: boardOrderInput(details.board, product.board),
    };
  return wordsFieldsFor({ cardMessage: details.cardMessage, instructions: details.instructions }, separateCard);
}
