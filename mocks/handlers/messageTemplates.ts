import { CARD_MESSAGE_MAX } from '../../src/lib/words/cardMessage';
import { OCCASIONS } from '../../src/lib/words/occasions';
import { lineLength } from '../../src/lib/words/textCount';
import type { MockDatabase } from '../db/database';
import { photosOfOrder } from '../db/doorstep';
import { toCustomerOrder } from '../db/joins';
import { checkBoardCorrection } from '../db/orderWords';
import type { BoardSymbolRow, MessageTemplateRow } from '../db/types';
import type { BoardCorrection, BoardSymbol, MessageTemplate, MessageTemplateInput } from '../runtime/apiTypes';
import type { FieldErrors } from '../runtime/validator';
import { findOrder, refuseOrder } from './customerOrder';
import { defineOperation } from './defineOperation';
import { conflict, created, invalid, noContent, notFound, ok } from './responses';

/**
 * Tag MessageTemplates (proposed in openapi.yaml, docs/mock-backend.md#message-templates-and-bunga-papan): the shop's
 * words for a bunga papan or a card, by occasion and religion, which staff edit, and the symbols a board may carry.
 * The order's words are checked in db/orderWords.ts.
 */

const occasionRank = (occasion: string) => OCCASIONS.indexOf(occasion as (typeof OCCASIONS)[number]);

const byOccasionThenId = (a: MessageTemplateRow, b: MessageTemplateRow) =>
  occasionRank(a.occasion) - occasionRank(b.occasion) || a.templateID - b.templateID;

export function toMessageTemplate(row: MessageTemplateRow): MessageTemplate {
  return {
    templateID: row.templateID,
    format: row.format,
    occasion: row.occasion,
    religion: row.religion,
    ...(row.lines ? { lines: structuredClone(row.lines) } : {}),
    ...(row.text !== undefined ? { text: row.text } : {}),
  };
}

const toBoardSymbol = (row: BoardSymbolRow): BoardSymbol => structuredClone(row);

function findTemplate(db: MockDatabase, id: number): MessageTemplateRow {
  return db.messageTemplates.find(id) ?? notFound(`Message template ${id} was not found.`);
}

/**
 * A template's fields checked beyond the schema: a `board` template has `lines` with a headline and no `text`; a
 * `card` template has a `text` of at most 200 characters and no `lines`. The row's fields when it passes.
 */
function templateFields(input: MessageTemplateInput): Omit<MessageTemplateRow, 'templateID'> {
  const errors: FieldErrors = {};
  const trimmedLines = input.lines
    ? Object.fromEntries(
        Object.entries(input.lines)
          .map(([key, value]) => [key, value?.trim() ?? ''] as const)
          .filter(([, value]) => value !== ''),
      )
    : undefined;
  const text = input.text?.trim();
  if (input.format === 'board') {
    if (!input.lines) errors.lines = ['a board template needs lines (at least lines.headline)'];
    else if (!trimmedLines?.headline) errors['lines.headline'] = ['lines.headline must not be blank'];
    if (input.text !== undefined) errors.text = ['a board template takes lines, not text'];
  } else {
    if (input.text === undefined) errors.text = ['a card template needs text'];
    else if (!text) errors.text = ['text must not be blank'];
    else if (lineLength(text) > CARD_MESSAGE_MAX)
      errors.text = [`text has ${lineLength(text)} characters; a card takes at most ${CARD_MESSAGE_MAX}`];
    if (input.lines !== undefined) errors.lines = ['a card template takes text, not lines'];
  }
  if (Object.keys(errors).length > 0) invalid(errors);
  return {
    format: input.format,
    occasion: input.occasion,
    religion: input.religion ?? null,
    ...(input.format === 'board' ? { lines: trimmedLines as NonNullable<MessageTemplateRow['lines']> } : { text }),
  };
}

export const messageTemplateOperations = [
  // A query parameter narrows the list; a template without a religion suits every religion, so it is listed for each.
  defineOperation('listMessageTemplates', ({ db, query }) => {
    const { format, occasion, religion } = query as Partial<Record<'format' | 'occasion' | 'religion', string>>;
    const rows = db.messageTemplates.where(
      (row) =>
        (!format || row.format === format) &&
        (!occasion || row.occasion === occasion) &&
        (!religion || row.religion === null || row.religion === religion),
    );
    return ok(rows.sort(byOccasionThenId).map(toMessageTemplate));
  }),

  defineOperation('createMessageTemplate', ({ db, body }) =>
    created(toMessageTemplate(db.messageTemplates.insert(templateFields(body as MessageTemplateInput)))),
  ),

  defineOperation('updateMessageTemplate', ({ db, params, body }) => {
    const row = findTemplate(db, params.id as number);
    const fields = templateFields(body as MessageTemplateInput);
    // A replacement: the field of the format it had goes.
    delete row.lines;
    delete row.text;
    Object.assign(row, fields);
    return ok(toMessageTemplate(row));
  }),

  defineOperation('deleteMessageTemplate', ({ db, params }) => {
    const id = params.id as number;
    findTemplate(db, id);
    db.messageTemplates.remove(id);
    return noContent();
  }),

  // `none` first, as seeded; the order refuses a symbol its religion does not allow.
  defineOperation('listBoardSymbols', ({ db }) => ok(db.boardSymbols.all().map(toBoardSymbol))),

  // The customer's 'Minta perubahan' on the newest arrangement photo reopens the board's text for staff.
  defineOperation('correctOrderBoard', ({ db, params, body, user, now, join }) => {
    const order = findOrder(db, params.id as number);
    if (!order.board) invalid({ board: [`Order ${order.orderID} has no bunga papan.`] });
    const status = db.currentStatus(order.orderID)?.status;
    if (status === 'Cancelled' || status === 'Delivered')
      conflict('board_text_locked', `Order ${order.orderID} is ${status}: its board is no longer corrected.`);
    if (photosOfOrder(db, order.orderID)[0]?.state !== 'change_requested')
      conflict(
        'board_text_locked',
        `The customer has not asked for a change on order ${order.orderID}'s newest arrangement photo.`,
      );
    const check = checkBoardCorrection(db, order, body as BoardCorrection);
    if (Object.keys(check.problems).length > 0) refuseOrder(check.problems, check.codes);
    const row = db.customerOrders.update(order.orderID, {
      board: check.board,
      boardCorrections: [...(order.boardCorrections ?? []), { at: now.toISOString(), by: user?.username ?? null }],
    })!;
    return ok(toCustomerOrder(db, row, join));
  }),
];
