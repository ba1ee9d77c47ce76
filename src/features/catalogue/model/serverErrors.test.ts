import { describe, expect, it } from 'vitest';
import { serverErrorMessages } from '@/lib/api/serverErrorMessages';
import { CREATE_ORDER, EDIT_ORDER } from './serverErrors';

const DEFAULT = 'Terjadi kesalahan saat menambahkan produk';

describe('the product form error order', () => {
  it('create: a plain-text body comes first', () => {
    const error = { status: 400, data: 'Nama produk sudah ada' };
    expect(serverErrorMessages(error, CREATE_ORDER, DEFAULT)).toEqual(['Nama produk sudah ada']);
    expect(
      serverErrorMessages(
        { status: 'PARSING_ERROR', originalStatus: 400, data: 'Teks biasa', error: 'SyntaxError' },
        CREATE_ORDER,
        DEFAULT,
      ),
    ).toEqual(['Teks biasa']);
  });

  it('create: then every entry of the errors map, arrays flattened, before message', () => {
    const error = {
      status: 400,
      data: { errors: { a: ['satu', 'dua'], b: 'tiga', c: [['empat']] }, message: 'pesan' },
    };
    expect(serverErrorMessages(error, CREATE_ORDER, DEFAULT)).toEqual(['satu', 'dua', 'tiga', 'empat']);
  });

  it('create: then message, then detail of a problem body', () => {
    expect(
      serverErrorMessages({ status: 409, data: { message: 'pesan', detail: 'detail' } }, CREATE_ORDER, DEFAULT),
    ).toEqual(['pesan']);
    expect(
      serverErrorMessages(
        { status: 404, data: { title: 'Not Found', detail: 'Kategori tidak ada' } },
        CREATE_ORDER,
        DEFAULT,
      ),
    ).toEqual(['Kategori tidak ada']);
  });

  it('create: then the transport message, then the default', () => {
    expect(
      serverErrorMessages({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, CREATE_ORDER, DEFAULT),
    ).toEqual(['TypeError: Failed to fetch']);
    expect(serverErrorMessages({ status: 500, data: {} }, CREATE_ORDER, DEFAULT)).toEqual([DEFAULT]);
    expect(serverErrorMessages(undefined, CREATE_ORDER, DEFAULT)).toEqual([DEFAULT]);
    expect(
      serverErrorMessages({ status: 502, data: '<!DOCTYPE html><html>Bad gateway</html>' }, CREATE_ORDER, DEFAULT),
    ).toEqual([DEFAULT]);
    expect(serverErrorMessages({ status: 400, data: { errors: {}, message: '  ' } }, CREATE_ORDER, DEFAULT)).toEqual([
      DEFAULT,
    ]);
  });

  it('edit: errors map, else message, else default — a plain-text body and the transport message are not read', () => {
    const fallback = 'Failed to update product. Please try again.';
    expect(
      serverErrorMessages({ status: 400, data: { errors: { price: ['x'] }, message: 'y' } }, EDIT_ORDER, fallback),
    ).toEqual(['x']);
    expect(serverErrorMessages({ status: 400, data: { message: 'y' } }, EDIT_ORDER, fallback)).toEqual(['y']);
    expect(serverErrorMessages({ status: 400, data: 'teks' }, EDIT_ORDER, fallback)).toEqual([fallback]);
    expect(serverErrorMessages({ status: 'FETCH_ERROR', error: 'TypeError' }, EDIT_ORDER, fallback)).toEqual([
      fallback,
    ]);
  });
});
