import { describe, expect, it } from 'vitest';
import { isBadRequest, readSaveFailure } from './saveFailure';

const fieldOf = (key: string) => (['name', 'fee'] as const).find((field) => key.replace(/^\$\./, '') === field);
const read = (error: unknown) => readSaveFailure(error, fieldOf);
const NOTHING = { messages: [], fieldErrors: {} };

describe('readSaveFailure, the one reader of a refused save', () => {
  it('puts a 400’s keyed errors on the fields they name, the rest above the form', () => {
    expect(
      read({
        status: 400,
        data: { errors: { '$.fee': ['Terlalu mahal', 'Harus bulat'], name: 'Wajib', other: ['Lain'] } },
      }),
    ).toEqual({ messages: ['Lain'], fieldErrors: { fee: 'Terlalu mahal Harus bulat', name: 'Wajib' } });
  });

  it('reads a plain-text 400 the same whether or not the client could parse it', () => {
    const expected = { messages: ['Kode sudah ada'], fieldErrors: {} };
    expect(read({ status: 400, data: 'Kode sudah ada' })).toEqual(expected);
    expect(
      read({ status: 'PARSING_ERROR', originalStatus: 400, data: 'Kode sudah ada', error: 'SyntaxError' }),
    ).toEqual(expected);
  });

  it('falls back to unkeyed errors, then the message or an RFC 9457 detail', () => {
    expect(read({ status: 400, data: { errors: ['Satu', 'Dua'] } })).toEqual({
      messages: ['Satu', 'Dua'],
      fieldErrors: {},
    });
    expect(read({ status: 400, data: { message: 'Data tidak valid' } }).messages).toEqual(['Data tidak valid']);
    expect(read({ status: 400, data: { detail: 'Kode harus unik' } }).messages).toEqual(['Kode harus unik']);
  });

  it('has nothing to show for anything but a readable 400', () => {
    expect(read({ status: 500, data: { message: 'Internal' } })).toEqual(NOTHING);
    expect(read({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual(NOTHING);
    expect(read({ status: 400, data: '<!DOCTYPE html><html>Bad gateway</html>' })).toEqual(NOTHING);
    expect(read(new Error('boom'))).toEqual(NOTHING);
  });

  it('knows a 400 by its status or the status a parsing error carries', () => {
    expect(isBadRequest({ status: 400 })).toBe(true);
    expect(isBadRequest({ status: 'PARSING_ERROR', originalStatus: 400 })).toBe(true);
    expect(isBadRequest({ status: 'PARSING_ERROR', originalStatus: 502 })).toBe(false);
    expect(isBadRequest({ status: 409 })).toBe(false);
  });
});
