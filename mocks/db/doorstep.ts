import { shopNow } from '../../src/lib/dates/shopClock';
import type {
  ArrangementPhoto,
  CustomerOrder,
  DeliveryProof,
  DeliveryRun,
  DeliveryStop,
  PublicDeliveryProof,
} from '../runtime/apiTypes';
import { toPublicUrl } from './assetUrls';
import type { MockDatabase } from './database';
import { shopDayOfText } from './dates';
import type { JoinContext } from './joins';
import { orderGrandTotal, stopWords } from './orderWords';
import type { ArrangementPhotoRow, CustomerOrderRow, DatabaseState, DeliveryProofRow } from './types';

/**
 * The proposed doorstep views and rules (openapi.yaml, tag Doorstep): the arrangement photo and the
 * customer's answer, the drivers' runs and the proofs filed at the door.
 */

/** Minutes the customer has to answer an arrangement photo when the shop has not set them. */
export const DEFAULT_APPROVAL_MINUTES = 30;

export function approvalMinutes(db: MockDatabase): number {
  return db.deliverySettings?.arrangementApprovalMinutes ?? DEFAULT_APPROVAL_MINUTES;
}

/** When a photo counts as approved without an answer. */
export function answerDueAt(photo: ArrangementPhotoRow, minutes: number): Date {
  return new Date(Date.parse(photo.takenAt) + minutes * 60_000);
}

/** The photo's state at `now`: a `pending` photo whose window has closed (at its very edge too) is auto-approved. */
export function photoStateAt(photo: ArrangementPhotoRow, now: Date, minutes: number): ArrangementPhoto['state'] {
  if (photo.state === 'pending' && now.getTime() >= answerDueAt(photo, minutes).getTime()) return 'auto_approved';
  return photo.state;
}

const uploadUrl = (fileName: string | null, context: JoinContext) =>
  fileName ? toPublicUrl(`/api/Upload/${fileName}`, context.requestUrl) : null;

export function toArrangementPhoto(
  photo: ArrangementPhotoRow,
  now: Date,
  minutes: number,
  context: JoinContext,
): ArrangementPhoto {
  const state = photoStateAt(photo, now, minutes);
  const due = answerDueAt(photo, minutes).toISOString();
  return {
    photoID: photo.photoID,
    imageUrl: uploadUrl(photo.fileName, context)!,
    takenAt: photo.takenAt,
    state,
    note: state === 'change_requested' ? photo.note : null,
    answeredAt: state === 'auto_approved' ? due : photo.answeredAt,
    answerDueAt: due,
  };
}

/** The order's arrangement photos as answered, newest first, at the request's clock (the shop clock without one). */
export function arrangementPhotosOf(db: MockDatabase, orderID: number, context: JoinContext): ArrangementPhoto[] {
  const now = context.now ?? new Date(shopNow());
  const minutes = approvalMinutes(db);
  return photosOfOrder(db, orderID).map((photo) => toArrangementPhoto(photo, now, minutes, context));
}

/** The order's arrangement photos, newest first. */
export function photosOfOrder(db: MockDatabase, orderID: number): ArrangementPhotoRow[] {
  return db.arrangementPhotos
    .where((photo) => photo.orderID === orderID)
    .sort((a, b) => Date.parse(b.takenAt) - Date.parse(a.takenAt) || b.photoID - a.photoID);
}

/** The order's delivery proofs, newest first. */
export function deliveryProofsOfOrder(db: MockDatabase, orderID: number): DeliveryProofRow[] {
  return db.deliveryProofs
    .where((proof) => proof.orderID === orderID)
    .sort((a, b) => Date.parse(b.filedAt) - Date.parse(a.filedAt) || b.proofID - a.proofID);
}

/**
 * The proof that delivered the order: its newest `delivered` proof while the order is Delivered, else null. While
 * there is one the order takes no other proof (fileDeliveryProof answers 409 `already_delivered`).
 */
export function deliveringProof(db: MockDatabase, orderID: number): DeliveryProofRow | null {
  if (db.currentStatus(orderID)?.status !== 'Delivered') return null;
  return deliveryProofsOfOrder(db, orderID).find((proof) => proof.outcome === 'delivered') ?? null;
}

export function toDeliveryProof(proof: DeliveryProofRow, context: JoinContext): DeliveryProof {
  return {
    proofID: proof.proofID,
    orderID: proof.orderID,
    outcome: proof.outcome,
    receivedBy: proof.receivedBy,
    note: proof.note,
    photoUrl: uploadUrl(proof.photoFileName, context),
    signatureUrl: uploadUrl(proof.signatureFileName, context),
    filedAt: proof.filedAt,
    filedBy: proof.filedBy,
  };
}

/** What the customer sees of a proof: no note, no signature, nobody's phone or address. */
export function toPublicDeliveryProof(proof: DeliveryProofRow, context: JoinContext): PublicDeliveryProof {
  return {
    outcome: proof.outcome,
    photoUrl: uploadUrl(proof.photoFileName, context),
    receivedBy: proof.receivedBy,
    filedAt: proof.filedAt,
  };
}

/** IDR still to collect at the door: nothing once paid, else the grand total less what approved proofs recorded. */
export function amountDue(db: MockDatabase, order: CustomerOrderRow): number {
  if (db.currentPayment(order.orderID)?.paymentStatus === 'Paid') return 0;
  return Math.max(0, orderGrandTotal(order) - db.amountPaidByReceipts(order.orderID));
}

/** The stops of `driver`'s run on the shop day `day`, in order. */
export function runStops(db: MockDatabase, driver: string, day: string): CustomerOrderRow[] {
  return db.customerOrders
    .where((order) => order.driver === driver && shopDayOfText(order.deliveryDate) === day)
    .sort((a, b) => (a.runPosition ?? 0) - (b.runPosition ?? 0) || a.orderID - b.orderID);
}

function toStop(db: MockDatabase, order: CustomerOrderRow, position: number, context: JoinContext): DeliveryStop {
  const delivery = db.deliveriesOfOrder(order.orderID)[0];
  return {
    orderID: order.orderID,
    position,
    deliveryTime: order.deliveryTime,
    recipientName: delivery?.recipientName ?? order.customerName,
    recipientPhone: delivery?.recipientPhone ?? order.phoneNumber,
    address: {
      address: order.detail ?? delivery?.deliveryAddress ?? order.address,
      kelurahan: order.kelurahan ?? null,
      kecamatan: order.kecamatan ?? null,
      kotaKabupaten: order.kotaKabupaten ?? null,
      provinsi: order.provinsi ?? null,
      kodePos: order.kodePos ?? null,
      patokan: order.patokan ?? null,
    },
    productName: order.product?.productName ?? '',
    imageUrl: order.product ? toPublicUrl(order.product.imageUrl, context.requestUrl) : '',
    quantity: order.quantity,
    ...stopWords(order),
    fulfilment: order.fulfilment ?? 'delivery',
    status: db.currentStatus(order.orderID)?.status ?? 'Pending',
    amountDue: amountDue(db, order),
    outcome: deliveryProofsOfOrder(db, order.orderID)[0]?.outcome ?? null,
  };
}

export function toDeliveryRun(db: MockDatabase, driver: string, day: string, context: JoinContext): DeliveryRun {
  return {
    driver,
    date: day,
    stops: runStops(db, driver, day).map((order, index) => toStop(db, order, index + 1, context)),
  };
}

/**
 * Puts `order` on `driver`'s run of its delivery day at `position` (1 first; the end when absent), or on no run
 * for a null driver; the other stops of the runs it leaves and joins are numbered 1, 2, 3… again.
 */
export function placeOnRun(
  db: MockDatabase,
  order: CustomerOrderRow,
  driver: string | null,
  position?: number,
): number | null {
  const day = shopDayOfText(order.deliveryDate);
  const renumber = (stops: CustomerOrderRow[]) =>
    stops.forEach((stop, index) => db.customerOrders.update(stop.orderID, { runPosition: index + 1 }));
  const previous = order.driver ?? null;
  db.customerOrders.update(order.orderID, { driver: null, runPosition: null });
  if (previous) renumber(runStops(db, previous, day));
  if (!driver) return null;
  const stops = runStops(db, driver, day);
  const at = Math.min(Math.max(position ?? stops.length + 1, 1), stops.length + 1);
  stops.splice(at - 1, 0, db.customerOrders.find(order.orderID)!);
  db.customerOrders.update(order.orderID, { driver });
  renumber(stops);
  return at;
}

/** `HH:mm` a window label starts at ('Pagi (08:00 - 12:00)' → '08:00'); 'Kapan Saja' last. */
const windowStart = (label: string) => /\((\d{2}:\d{2})/.exec(label)?.[1] ?? '24:00';

/**
 * The seed's runs: every delivery of the shop's today that is neither picked up nor cancelled is on `driver`'s run,
 * by window and then order, so the seeded Driver account has a run to open.
 */
export function seedRuns(state: DatabaseState, today: string, driver: string): void {
  const cancelled = new Set(
    state.orderStatuses.filter((status) => status.status === 'Cancelled').map((status) => status.orderID),
  );
  state.customerOrders
    .filter(
      (order) =>
        shopDayOfText(order.deliveryDate) === today && order.fulfilment !== 'pickup' && !cancelled.has(order.orderID),
    )
    .sort((a, b) => windowStart(a.deliveryTime).localeCompare(windowStart(b.deliveryTime)) || a.orderID - b.orderID)
    .forEach((order, index) => {
      order.driver = driver;
      order.runPosition = index + 1;
    });
}

/** The staff order's doorstep fields: its run, the arrangement photos with their answers, the proofs. */
export function doorstepOfOrder(
  db: MockDatabase,
  order: CustomerOrderRow,
  context: JoinContext,
): Pick<CustomerOrder, 'driver' | 'runPosition' | 'arrangementPhotos' | 'deliveryProofs'> {
  return {
    driver: order.driver ?? null,
    runPosition: order.driver ? (order.runPosition ?? null) : null,
    arrangementPhotos: arrangementPhotosOf(db, order.orderID, context),
    deliveryProofs: deliveryProofsOfOrder(db, order.orderID).map((proof) => toDeliveryProof(proof, context)),
  };
}
