import type { ArrangementPhoto, CustomerOrder, DeliveryProof } from '@/api/generated/shopApi';
import { shownDeliveryProof } from '@/entities/doorstep/model/shownDeliveryProof';
import { CAMERA_PHOTO_UPLOAD, type UploadImageRules } from '@/lib/images/prepareImageUpload';
import { displayedOrderStatus } from './orderStatus';
import { isPickup } from './orderTerms';

/**
 * The proposed doorstep facts of an order (openapi.yaml tag Doorstep, `x-proposed`): the photo of the finished
 * arrangement with the customer's answer, and the proofs filed at the door. A backend without them sends neither
 * field, and the details then show nothing of them (run-time detection: the field's presence).
 */

/**
 * The order's arrangement photos (newest first) when the section belongs on it: the backend sends the field (an
 * array, possibly empty), the order is delivered (not picked up) and not cancelled. Undefined: no section.
 */
export function arrangementPhotosOf(order: CustomerOrder): readonly ArrangementPhoto[] | undefined {
  if (!Array.isArray(order.arrangementPhotos)) return undefined;
  if (isPickup(order) || displayedOrderStatus(order) === 'Cancelled') return undefined;
  return order.arrangementPhotos;
}

/** The proof filed at the door to show: the one that delivered the order once Delivered, else the newest. */
export function deliveryProofOf(order: CustomerOrder): DeliveryProof | undefined {
  return shownDeliveryProof(order.deliveryProofs, displayedOrderStatus(order) === 'Delivered') ?? undefined;
}

/** The arrangement photo's upload (uploadArrangementPhoto): JPG or PNG of at most 5 MB, a camera photo shrunk first. */
export const ARRANGEMENT_PHOTO_UPLOAD: UploadImageRules = { ...CAMERA_PHOTO_UPLOAD, fallbackName: 'foto-rangkaian' };

/** The `accept` of the photo input. */
export const ARRANGEMENT_PHOTO_ACCEPT = 'image/jpeg,image/png';

/**
 * The delivery's driver and place on their run when the section belongs on it: the backend sends `driver` (null:
 * on no run), the order is delivered (not picked up) and not cancelled. Undefined: no section.
 */
export function assignmentOf(order: CustomerOrder): { driver: string | null; position: number | null } | undefined {
  if (!('driver' in order) || order.driver === undefined) return undefined;
  if (isPickup(order) || displayedOrderStatus(order) === 'Cancelled') return undefined;
  return { driver: order.driver, position: order.runPosition ?? null };
}
