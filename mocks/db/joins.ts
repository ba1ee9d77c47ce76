import { DEFAULT_RATING } from '../../src/lib/catalogue/rating';
import type { CustomerOrder, FlowerCategory, FlowerProduct, GalleryImage, GeneralParameter } from '../runtime/apiTypes';
import { getScenario, isTagHidden } from '../scenarios/store';
import { toPublicUrl } from './assetUrls';
import type { MockDatabase } from './database';
import { doorstepOfOrder } from './doorstep';
import { orderDeliveryTerms } from './orderDelivery';
import { orderWords, productWords } from './orderWords';
import { amountPaidOf, paidViaOf } from './paymentSessions';
import type {
  CustomerOrderRow,
  FlowerCategoryRow,
  FlowerProductRow,
  GalleryImageRow,
  GeneralParameterRow,
} from './types';

export interface JoinContext {
  /** URL of the request being answered: site-relative image paths resolve against it */
  requestUrl: string;
  /**
   * the mock's clock for the request (an arrangement photo past its window reads as approved); the shop clock when
   * absent
   */
  now?: Date;
}

export function toGeneralParameter(row: GeneralParameterRow): GeneralParameter {
  const { id, paramCode, paramName, deskripsi } = row;
  return { id, paramCode, paramName, deskripsi };
}

export function toGalleryImage(
  row: GalleryImageRow,
  { includeImage = true }: { includeImage?: boolean } = {},
): GalleryImage {
  return {
    id: row.id,
    title: row.title,
    description: row.description ?? null,
    imageBase64: includeImage ? row.imageBase64 : '',
    isActive: row.isActive,
    displayOrder: row.displayOrder,
    createdBy: row.createdBy,
    updatedBy: row.updatedBy ?? null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt ?? null,
  };
}

/** Product with its attributes (ordered by attributeID). */
export function toFlowerProduct(db: MockDatabase, row: FlowerProductRow, context: JoinContext): FlowerProduct {
  return {
    productID: row.productID,
    categoryID: row.categoryID,
    productName: row.productName,
    description: row.description,
    price: row.price,
    imageUrl: toPublicUrl(row.imageUrl, context.requestUrl),
    rating: typeof row.rating === 'number' && Number.isFinite(row.rating) ? row.rating : DEFAULT_RATING,
    productAttributes: db
      .attributesOfProduct(row.productID)
      .map(({ attributeID, productID, attributeName, attributeValue }) => ({
        attributeID,
        productID,
        attributeName,
        attributeValue,
      })),
    ...productWords(row),
  };
}

/** Category with its products (ordered by productID) and their attributes. */
export function toFlowerCategory(db: MockDatabase, row: FlowerCategoryRow, context: JoinContext): FlowerCategory {
  return {
    categoryID: row.categoryID,
    categoryName: row.categoryName,
    description: row.description,
    imageUrl: toPublicUrl(row.imageUrl, context.requestUrl),
    priceRangeStart: row.priceRangeStart,
    priceRangeEnd: row.priceRangeEnd,
    isPopular: row.isPopular,
    flowerProducts: db.productsOfCategory(row.categoryID).map((product) => toFlowerProduct(db, product, context)),
  };
}

/** Order with its product snapshot, status, payment and delivery entries. */
export function toCustomerOrder(db: MockDatabase, row: CustomerOrderRow, context: JoinContext): CustomerOrder {
  return {
    orderID: row.orderID,
    customerName: row.customerName,
    phoneNumber: row.phoneNumber,
    address: row.address,
    specialMessage: row.specialMessage ?? null,
    quantity: row.quantity,
    unitPrice: row.unitPrice,
    totalPrice: row.totalPrice,
    orderDate: row.orderDate,
    deliveryDate: row.deliveryDate,
    deliveryTime: row.deliveryTime,
    productID: row.productID,
    flowerProduct: row.product
      ? {
          productID: row.product.productID,
          productName: row.product.productName,
          description: row.product.description,
          imageUrl: toPublicUrl(row.product.imageUrl, context.requestUrl),
        }
      : null,
    orderStatuses: db.statusesOfOrder(row.orderID).map(({ statusID, orderID, status, confirmationDate }) => ({
      statusID,
      orderID,
      status,
      confirmationDate,
    })),
    payments: db
      .paymentsOfOrder(row.orderID)
      .map(({ paymentID, orderID, paymentAmount, paymentStatus, paymentDate }) => ({
        paymentID,
        orderID,
        paymentAmount,
        paymentStatus,
        paymentDate,
      })),
    deliveryInfos: db.deliveriesOfOrder(row.orderID).map((delivery) => ({
      deliveryID: delivery.deliveryID,
      orderID: delivery.orderID,
      deliveryDate: delivery.deliveryDate,
      deliveryTime: delivery.deliveryTime,
      recipientName: delivery.recipientName,
      recipientPhone: delivery.recipientPhone,
      deliveryAddress: delivery.deliveryAddress,
    })),
    ...orderDeliveryTerms(row),
    // Today's backend (scenario proposed:off) has no order page, so no key to it, and no doorstep.
    ...(row.trackingToken && !getScenario().proposedOff ? { trackingToken: row.trackingToken } : {}),
    ...(getScenario().proposedOff ? {} : doorstepOfOrder(db, row, context)),
    ...(isTagHidden('Gateway') ? {} : { paidVia: paidViaOf(db, row.orderID), amountPaid: amountPaidOf(db, row) }),
    ...orderWords(row),
  };
}
