import { describe, expect, it } from 'vitest';
import { fieldOf, readSaveFailure } from './saveErrors';

const DEFAULT = { messages: [], fieldErrors: {} };

describe('readSaveFailure (on 400 the server string, message or per-field errors)', () => {
  it('shows a plain string body, parsed or not', () => {
    expect(readSaveFailure({ status: 400, data: 'Kode parameter sudah ada' })).toEqual({
      messages: ['Kode parameter sudah ada'],
      fieldErrors: {},
    });
    expect(
      readSaveFailure({ status: 'PARSING_ERROR', originalStatus: 400, data: 'Kode sudah ada', error: 'SyntaxError' }),
    ).toEqual({
      messages: ['Kode sudah ada'],
      fieldErrors: {},
    });
  });

  it('puts per-field errors on the matching fields, whatever their spelling, and keeps other entries as messages', () => {
    expect(
      readSaveFailure({
        status: 400,
        data: {
          title: 'One or more validation errors occurred.',
          errors: {
            ParamCode: ['Kode dipakai'],
            '$.deskripsi': ['Terlalu panjang', 'Tidak valid'],
            paramName: 'Nama wajib',
            id: ['id salah'],
          },
        },
      }),
    ).toEqual({
      messages: ['id salah'],
      fieldErrors: { paramCode: 'Kode dipakai', deskripsi: 'Terlalu panjang Tidak valid', paramName: 'Nama wajib' },
    });
  });

  it("shows the server's message, or an RFC 9457 detail", () => {
    expect(readSaveFailure({ status: 400, data: { message: 'Data tidak valid' } })).toEqual({
      messages: ['Data tidak valid'],
      fieldErrors: {},
    });
    expect(readSaveFailure({ status: 400, data: { title: 'Bad Request', detail: 'Kode harus unik' } })).toEqual({
      messages: ['Kode harus unik'],
      fieldErrors: {},
    });
    expect(readSaveFailure({ status: 400, data: { errors: {}, message: 'Pesan cadangan' } })).toEqual({
      messages: ['Pesan cadangan'],
      fieldErrors: {},
    });
  });

  it('falls back to the default message otherwise', () => {
    expect(readSaveFailure({ status: 500, data: { message: 'Internal' } })).toEqual(DEFAULT);
    expect(readSaveFailure({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual(DEFAULT);
    expect(readSaveFailure({ status: 400, data: {} })).toEqual(DEFAULT);
    expect(readSaveFailure({ status: 400, data: '<!DOCTYPE html><html>Bad gateway</html>' })).toEqual(DEFAULT);
    expect(readSaveFailure(new Error('boom'))).toEqual(DEFAULT);
  });

  it('maps field keys to the form fields', () => {
    expect(fieldOf('paramcode')).toBe('paramCode');
    expect(fieldOf('input.ParamName')).toBe('paramName');
    expect(fieldOf('Deskripsi')).toBe('deskripsi');
    expect(fieldOf('description')).toBeUndefined();
  });
});
