import { bytesToBase64 } from '../db/base64';
import type { MockDatabase } from '../db/database';
import {
  approvalMinutes,
  deliveringProof,
  photoStateAt,
  photosOfOrder,
  placeOnRun,
  toArrangementPhoto,
  toDeliveryProof,
  toDeliveryRun,
} from '../db/doorstep';
import type { CustomerOrderRow, DeliveryOutcomeValue, UserRow } from '../db/types';
import type { ArrangementAnswer, DeliveryAssignment, DeliveryAssignmentInput } from '../runtime/apiTypes';
import { findOrder } from './customerOrder';
import { defineOperation } from './defineOperation';
import { idempotencyKeyOf, refuseKeyOfAnotherOrder } from './idempotencyKey';
import { orderByToken } from './payments';
import { conflict, created, forbidden, invalid, ok } from './responses';
import { contentTypeOf, MAX_UPLOAD_BYTES } from './upload';

/**
 * Tag Doorstep (proposed in openapi.yaml, docs/mock-backend.md#doorstep-proposed): the photo of the finished
 * arrangement and the customer's answer, the drivers' runs, and the proof filed at the door. The Driver role's 403
 * on every other staff call is defineOperation's.
 */

const OUTCOMES: readonly DeliveryOutcomeValue[] = ['delivered', 'carded', 'returned', 'failed'];
const PHOTO_TYPES = ['image/jpeg', 'image/png'];

const isCancelled = (db: MockDatabase, order: CustomerOrderRow) =>
  db.currentStatus(order.orderID)?.status === 'Cancelled';

/** A file field checked as the yaml says (JPG or PNG unless `types`, at most 5 MB), stored; its file name. */
async function storeImage(
  db: MockDatabase,
  field: string,
  value: FormDataEntryValue | null,
  prefix: string,
  stamp: string,
  types = PHOTO_TYPES,
): Promise<string | null> {
  if (value === null) return null;
  const file = value as File;
  const contentType = contentTypeOf(file);
  if (!contentType || !types.includes(contentType))
    invalid({ [field]: [`${field} must be a ${types.map((type) => type.split('/')[1].toUpperCase()).join(' or ')}`] });
  if (file.size === 0) invalid({ [field]: [`${field} must not be empty`] });
  if (file.size > MAX_UPLOAD_BYTES) invalid({ [field]: [`${field} must not be larger than 5 MB`] });
  const fileName = `${prefix}-${crypto.randomUUID()}.${contentType!.split('/')[1].replace('jpeg', 'jpg')}`;
  db.addUpload({
    fileName,
    contentType: contentType!,
    base64: bytesToBase64(new Uint8Array(await file.arrayBuffer())),
    createdAt: stamp,
  });
  return fileName;
}

const text = (form: FormData, name: string, max: number): string | null => {
  const value = form.get(name);
  if (value === null) return null;
  if (typeof value !== 'string') invalid({ [name]: [`${name} must be text`] });
  const trimmed = (value as string).trim();
  if (trimmed.length > max) invalid({ [name]: [`${name} must be at most ${max} characters`] });
  return trimmed || null;
};

const isDriver = (user: UserRow | null) => user?.role === 'Driver';

export const doorstepOperations = [
  defineOperation('assignDeliveryDriver', ({ db, params, body }) => {
    const order = findOrder(db, params.id as number);
    const input = body as DeliveryAssignmentInput;
    if (order.fulfilment === 'pickup') invalid({ fulfilment: ['A pickup order is on no run.'] });
    if (isCancelled(db, order)) invalid({ id: ['The order is cancelled.'] });
    const driver = input.driver ?? null;
    if (driver && !db.users.where((user) => user.username === driver && user.role === 'Driver').length)
      invalid({ driver: [`${driver} is not a Driver account.`] });
    const position = placeOnRun(db, order, driver, input.position);
    const assignment: DeliveryAssignment = { orderID: order.orderID, driver, position };
    return ok(assignment);
  }),

  defineOperation('listDeliveryRuns', ({ db, query, user, join }) => {
    const day = query.date as string;
    const asked = query.driver as string | undefined;
    if (isDriver(user) && asked && asked !== user!.username) forbidden('A Driver account may only read its own run.');
    const drivers = isDriver(user)
      ? [user!.username]
      : db.users
          .where((account) => account.role === 'Driver' && (!asked || account.username === asked))
          .map((account) => account.username)
          .sort();
    return ok(drivers.map((driver) => toDeliveryRun(db, driver, day, join)));
  }),

  defineOperation('uploadArrangementPhoto', async ({ db, params, body, user, now, join }) => {
    const order = findOrder(db, params.id as number);
    if (isCancelled(db, order)) invalid({ id: ['The order is cancelled.'] });
    const stamp = now.toISOString();
    const fileName = await storeImage(
      db,
      'file',
      (body as FormData).get('file'),
      `arrangement-${order.orderID}`,
      stamp,
    );
    const photo = db.arrangementPhotos.insert({
      orderID: order.orderID,
      fileName: fileName!,
      takenAt: stamp,
      takenBy: user?.username ?? null,
      state: 'pending',
      note: null,
      answeredAt: null,
    });
    return created(toArrangementPhoto(photo, now, approvalMinutes(db), join));
  }),

  defineOperation('answerArrangementPhoto', ({ db, params, query, body, now, join }) => {
    const order = orderByToken(db, params.orderID as number, query.token as string);
    const answer = body as ArrangementAnswer;
    const minutes = approvalMinutes(db);
    const newest = photosOfOrder(db, order.orderID)[0];
    if (!newest || newest.state !== 'pending')
      invalid({ decision: ['No arrangement photo is waiting for an answer.'] });
    if (photoStateAt(newest, now, minutes) === 'auto_approved')
      invalid({ decision: ['The time to answer has passed: the photo counts as approved.'] });
    const note = answer.note?.trim() || null;
    if (answer.decision === 'change' && !note) invalid({ note: ['Say what to change.'] });
    const photo = db.arrangementPhotos.update(newest.photoID, {
      state: answer.decision === 'approve' ? 'approved' : 'change_requested',
      note: answer.decision === 'change' ? note : null,
      answeredAt: now.toISOString(),
    })!;
    return ok(toArrangementPhoto(photo, now, minutes, join));
  }),

  defineOperation('fileDeliveryProof', async ({ db, params, body, user, request, now, join }) => {
    const key = idempotencyKeyOf(request);
    const order = findOrder(db, params.id as number);
    if (isDriver(user) && order.driver !== user!.username)
      forbidden(`Order ${order.orderID} is not on the run of ${user!.username}.`);
    const stored = db.deliveryProofs.where((proof) => proof.idempotencyKey === key)[0];
    refuseKeyOfAnotherOrder(stored, order.orderID);
    if (stored) return ok(toDeliveryProof(stored, join));
    if (deliveringProof(db, order.orderID))
      conflict('already_delivered', `Order ${order.orderID} is already Delivered by another proof.`);
    if (order.fulfilment === 'pickup') invalid({ fulfilment: ['A pickup order is not delivered.'] });
    if (isCancelled(db, order)) invalid({ id: ['The order is cancelled.'] });
    const form = body as FormData;
    const outcome = form.get('outcome') as DeliveryOutcomeValue;
    if (!OUTCOMES.includes(outcome)) invalid({ outcome: [`outcome must be one of ${OUTCOMES.join(', ')}`] });
    if (outcome === 'delivered' && form.get('photo') === null)
      invalid({ photo: ['A photo is required for a delivered order.'] });
    const receivedBy = text(form, 'receivedBy', 100);
    const note = text(form, 'note', 500);
    const stamp = now.toISOString();
    const prefix = `delivery-${order.orderID}`;
    const photoFileName = await storeImage(db, 'photo', form.get('photo'), prefix, stamp);
    const signatureFileName = await storeImage(db, 'signature', form.get('signature'), `${prefix}-signature`, stamp, [
      'image/png',
    ]);
    const proof = db.deliveryProofs.insert({
      orderID: order.orderID,
      idempotencyKey: key,
      outcome,
      receivedBy,
      note,
      photoFileName,
      signatureFileName,
      filedAt: stamp,
      filedBy: user?.username ?? null,
    });
    if (outcome === 'delivered') db.setOrderStatus(order.orderID, 'Delivered', stamp, user?.username ?? null);
    return created(toDeliveryProof(proof, join));
  }),
];
