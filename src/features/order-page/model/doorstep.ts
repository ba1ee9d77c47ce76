import type { ArrangementPhoto, PublicDeliveryProof, PublicOrder } from '@/api/generated/shopApi';
import { shownDeliveryProof } from '@/entities/doorstep/model/shownDeliveryProof';

/**
 * The order page's part of the proposed doorstep (openapi.yaml tag Doorstep): the photo of the finished arrangement
 * the customer answers, and what happened at the door. A backend without it sends neither field, and the page shows
 * nothing of it.
 */

/** The newest arrangement photo, or null (none yet, or a backend without them). */
export function newestArrangementPhoto(order: PublicOrder): ArrangementPhoto | null {
  return order.arrangementPhotos?.[0] ?? null;
}

/** The proof filed at the door to show: the one that delivered the order once Delivered, else the newest; or null. */
export function deliveryProofOf(order: PublicOrder): PublicDeliveryProof | null {
  return shownDeliveryProof(order.deliveryProofs, order.status === 'Delivered');
}

/**
 * The photo's answer at `now`: a photo still waiting once its window has closed (at its very edge too) counts as
 * approved, as the backend says on its next answer.
 */
export function arrangementStateAt(photo: ArrangementPhoto, now: number): ArrangementPhoto['state'] {
  if (photo.state === 'pending' && now >= Date.parse(photo.answerDueAt)) return 'auto_approved';
  return photo.state;
}

/** The longest change request the backend takes (openapi.yaml ArrangementAnswer.note). */
export const CHANGE_NOTE_MAX = 500;
