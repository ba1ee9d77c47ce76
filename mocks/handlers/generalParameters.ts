import type { MockDatabase } from '../db/database';
import { isRealDay } from '../db/dates';
import { toGeneralParameter } from '../db/joins';
import { dashboardSummary, kas, lateTransactions, statusNominal, summaryByDate } from '../db/reports';
import type { GeneralParameter, GeneralParameterInput } from '../runtime/apiTypes';
import { defineOperation } from './defineOperation';
import { created, invalid, noContent, notFound, ok } from './responses';

/** Tag GeneralParameters: shop settings as coded parameters, plus the /api/general reports. */

function findParameter(db: MockDatabase, id: number) {
  return db.generalParameters.find(id) ?? notFound(`General parameter ${id} was not found.`);
}

function assertCodeFree(db: MockDatabase, paramCode: string, exceptId?: number) {
  const taken = db.generalParameters.all().some((row) => row.paramCode === paramCode && row.id !== exceptId);
  if (taken) invalid({ paramCode: [`paramCode ${paramCode} is already used by another parameter`] });
}

/**
 * By code, then id. Codes are three digits, so plain string order is their
 * order — no `localeCompare`, whose first call builds an ICU collator on the
 * main thread while the home loads.
 */
const byCode = (a: { paramCode: string; id: number }, b: { paramCode: string; id: number }) =>
  (a.paramCode < b.paramCode ? -1 : a.paramCode > b.paramCode ? 1 : 0) || a.id - b.id;

export const generalParameterOperations = [
  defineOperation('listGeneralParameters', ({ db }) =>
    ok([...db.generalParameters.all()].sort(byCode).map(toGeneralParameter)),
  ),

  defineOperation('createGeneralParameter', ({ db, body }) => {
    const input = body as GeneralParameterInput;
    assertCodeFree(db, input.paramCode);
    const row = db.generalParameters.insert({
      paramCode: input.paramCode,
      paramName: input.paramName,
      deskripsi: input.deskripsi,
    });
    return created(toGeneralParameter(row));
  }),

  defineOperation('getGeneralParameter', ({ db, params }) =>
    ok(toGeneralParameter(findParameter(db, params.id as number))),
  ),

  defineOperation('updateGeneralParameter', ({ db, params, body }) => {
    const id = params.id as number;
    const input = body as GeneralParameter;
    if (input.id !== id) invalid({ id: [`id ${input.id} does not match the id in the path (${id})`] });
    findParameter(db, id);
    assertCodeFree(db, input.paramCode, id);
    const row = db.generalParameters.update(id, {
      paramCode: input.paramCode,
      paramName: input.paramName,
      deskripsi: input.deskripsi,
    })!;
    return ok(toGeneralParameter(row));
  }),

  defineOperation('deleteGeneralParameter', ({ db, params }) => {
    const id = params.id as number;
    findParameter(db, id);
    db.generalParameters.remove(id);
    return noContent();
  }),

  defineOperation('getLateTransactionsToday', ({ db, now }) => ok(lateTransactions(db, now))),

  defineOperation('getDashboardSummary', ({ db, now }) => ok(dashboardSummary(db, now))),

  defineOperation('getKas', ({ db, now }) => ok(kas(db, now))),

  defineOperation('getSummaryByDate', ({ db, params }) => {
    const date = params.date as string;
    if (!isRealDay(date)) invalid({ date: ['date must be a valid date (YYYY-MM-DD)'] });
    return ok(summaryByDate(db, date));
  }),

  defineOperation('getStatusNominalBack', ({ db }) => ok(statusNominal(db))),
];
