import { setIn, type FormikErrors, type FormikTouched } from 'formik';
import { object, string } from 'yup';
import type { BoardOrder, BoardSpec, BoardSymbol, CustomerOrder } from '@/api/generated/shopApi';
import { arrangementPhotosOf } from '@/entities/order/model/doorstep';
import { displayedOrderStatus } from '@/entities/order/model/orderStatus';
import { lineError, wordsError } from '@/entities/order/model/wordsErrors';
import { refusalCodes } from '@/entities/order/model/wordsRefusal';
import { BOARD_LINE_KEYS, symbolAllowed, type BoardLineValues } from '@/lib/words/boardRules';

/**
 * Staff's correction of a bunga papan (docs/product-rules.md#the-right-words-proposed): the customer's 'Minta
 * perubahan' on the newest arrangement photo reopens the board's lines and symbol, checked by the rules a new order
 * is checked by (src/lib/words/boardRules.ts) against the product's size and the board's religion and style. The
 * backend decides (correctOrderBoard); the surcharge stays what the order was placed with.
 */

export interface BoardCorrectionValues {
  lines: Required<BoardLineValues>;
  symbol: string;
}

/** Whether the board's text is open for staff: a change asked for on the newest photo, the order not finished. */
export function boardOpenForCorrection(order: CustomerOrder): boolean {
  if (!order.board) return false;
  const status = displayedOrderStatus(order);
  if (status === 'Delivered' || status === 'Cancelled') return false;
  return arrangementPhotosOf(order)?.[0]?.state === 'change_requested';
}

/** The form's first values: the board's words as stored, an absent line empty. */
export function correctionValuesOf(board: BoardOrder): BoardCorrectionValues {
  const lines = Object.fromEntries(
    BOARD_LINE_KEYS.map((key) => [key, board.lines[key] ?? '']),
  ) as Required<BoardLineValues>;
  return { lines, symbol: board.symbol || 'none' };
}

/** Each line against the size (with the board's style), the symbol against the board's religion. */
export function boardCorrectionSchema(board: BoardOrder, spec: BoardSpec, symbols: readonly BoardSymbol[] | undefined) {
  const lines = Object.fromEntries(
    BOARD_LINE_KEYS.map((key) => [
      key,
      string().test('line', function (value) {
        const message = lineError(spec, key, value, board.style);
        return message ? this.createError({ message }) : true;
      }),
    ]),
  );
  return object({
    lines: object(lines),
    symbol: string().test(
      'symbol',
      wordsError('symbol_religion_conflict'),
      (value) => !symbols || symbolAllowed(symbols, value || 'none', board.religion),
    ),
  });
}

/** A field of the correction the backend refuses on (its 400 names the body's paths). */
const CORRECTION_FIELD = /^(lines\.(headline|recipient|sender|extra)|symbol)$/;

/**
 * The backend's refusal of a correction, on the form's fields (each with its `words:errors.<code>` key, touched so
 * it shows); undefined when the failure names none of them.
 */
export function correctionFailure(
  error: unknown,
): { errors: FormikErrors<BoardCorrectionValues>; touched: FormikTouched<BoardCorrectionValues> } | undefined {
  let errors: FormikErrors<BoardCorrectionValues> = {};
  let touched: FormikTouched<BoardCorrectionValues> = {};
  for (const [field, code] of Object.entries(refusalCodes(error) ?? {})) {
    if (!CORRECTION_FIELD.test(field)) continue;
    errors = setIn(errors, field, wordsError(code));
    touched = setIn(touched, field, true);
  }
  return Object.keys(errors).length > 0 ? { errors, touched } : undefined;
}
