import type { CustomerOrderInput } from '@/api/generated/shopApi';
import { shopNow } from '@/lib/dates/shopClock';
import { DELIVERY_TIME_LABELS } from '@/lib/orders/orderValues';
import { clampQuantity, orderTotal } from './quantity';
import { productFeatures, productRating } from './productDisplay';
import type { CategorySnapshot, OrderDetailsDraft, ProductSnapshot } from './wizardTypes';

export interface OrderPayloadInput {
  category: CategorySnapshot;
  product: ProductSnapshot;
  details: OrderDetailsDraft;
  /** When the visitor confirms (default: the shop clock's now); injectable for tests. */
  now?: Date;
}

const blankToNull = (value: string): string | null => (value.trim() ? value.trim() : null);

/**
 * The create-order payload (docs/product-rules.md#placing-an-order): order id
 * 0, one Pending status, one Pending payment of the total and one delivery
 * entry; the product travels with its category and its features as 'feature'
 * attributes.
 */
export function buildOrderPayload({ category, product, details, now = new Date(shopNow()) }: OrderPayloadInput): CustomerOrderInput {
  if (!details.deliveryTime) throw new Error('buildOrderPayload: delivery time missing');
  const orderDate = now.toISOString();
  const quantity = clampQuantity(details.quantity);
  const unitPrice = Math.round(product.price);
  const totalPrice = orderTotal(unitPrice, quantity);
  const deliveryTime = DELIVERY_TIME_LABELS[details.deliveryTime];
  const recipientName = details.recipientName.trim();
  const phoneNumber = details.recipientPhone.trim();
  const address = details.address.trim();

  return {
    orderID: 0,
    customerName: recipientName,
    productID: product.productID,
    quantity,
    unitPrice,
    totalPrice,
    specialMessage: blankToNull(details.specialInstructions),
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
    payments: [{ paymentID: 0, orderID: 0, paymentAmount: totalPrice, paymentStatus: 'Pending', paymentDate: orderDate, customerOrder: null }],
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
