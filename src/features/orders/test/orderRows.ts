import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { getDb } from '@mocks/node';

/** The data rows of the order table (also while a dialog hides the page from assistive technology: `hidden`). */
export const rows = ({ hidden = false } = {}) =>
  within(screen.getByRole('table', { hidden })).getAllByRole('row', { hidden }).slice(1);

/** The order numbers of the rows shown ('#1072', …). */
export const rowIds = () => rows().map((row) => within(row).getAllByRole('cell')[1].textContent);

export const serverError = () =>
  HttpResponse.json({ type: 'about:blank', title: 'Internal Server Error', status: 500 }, { status: 500 });

/** The mock database's orders as the list answers them: newest first. */
export function seededOrders() {
  return [...getDb().customerOrders.all()].sort(
    (a, b) => new Date(b.orderDate).getTime() - new Date(a.orderDate).getTime() || b.orderID - a.orderID,
  );
}

/** The row (table) of an order by its number. */
export const rowOf = (orderID: number, { hidden = false } = {}) => {
  const row = rows({ hidden }).find((candidate) => within(candidate).queryByText(`#${orderID}`));
  if (!row) throw new Error(`no row for order #${orderID}`);
  return row;
};
