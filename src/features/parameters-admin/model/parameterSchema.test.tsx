import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { renderWithI18n } from '@/test/renderWithI18n';
import { makeParameterSchema, toParameterInput, type ParameterFormValues } from './parameterSchema';

const PARAMETERS = [
  { id: 3, paramCode: '003', paramName: 'Nomer Telfon', deskripsi: '0812-3456-7890' },
  { id: 11, paramCode: '011', paramName: 'Instagram', deskripsi: 'https://www.instagram.com/fleurflorist.id' },
];

let id: TFunction<'parameters'>;
let en: TFunction<'parameters'>;

beforeAll(async () => {
  // The app's i18next with every translation (rendering nothing of interest).
  const { i18n } = await renderWithI18n(<span />);
  id = i18n.getFixedT('id', 'parameters');
  en = i18n.getFixedT('en', 'parameters');
});

/** Every message of `values`, by field. */
async function errorsOf(values: Partial<ParameterFormValues>, t = id, selfId?: number) {
  const schema = makeParameterSchema(t, { parameters: PARAMETERS, selfId });
  try {
    await schema.validate(
      { paramCode: '050', paramName: 'Nama', deskripsi: 'Nilai', ...values },
      { abortEarly: false },
    );
    return {};
  } catch (error) {
    // The first message per field, as Formik shows it.
    const errors: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner) errors[inner.path!] ??= inner.message;
    return errors;
  }
}

describe('parameter schema', () => {
  it('requires code, name and description with their messages', async () => {
    expect(await errorsOf({ paramCode: '', paramName: '  ', deskripsi: '' })).toEqual({
      paramCode: 'Kode parameter harus diisi',
      paramName: 'Nama parameter harus diisi',
      deskripsi: 'Deskripsi harus diisi',
    });
  });

  it.each(['1', '01', '0001', 'abc', '00a', '1.5'])('refuses the code %s: exactly 3 digits', async (code) => {
    expect((await errorsOf({ paramCode: code })).paramCode).toBe(
      'Kode parameter harus berupa 3 digit angka (contoh: 001)',
    );
  });

  it('limits the name to 100 and the description to 500 characters', async () => {
    expect(await errorsOf({ paramName: 'n'.repeat(100), deskripsi: 'd'.repeat(500) })).toEqual({});
    expect(await errorsOf({ paramName: 'n'.repeat(101), deskripsi: 'd'.repeat(501) })).toEqual({
      paramName: 'Nama parameter maksimal 100 karakter',
      deskripsi: 'Deskripsi maksimal 500 karakter',
    });
  });

  it('refuses a code another parameter uses, but lets a parameter keep its own', async () => {
    expect((await errorsOf({ paramCode: '003' })).paramCode).toBe(
      'Kode parameter 003 sudah dipakai oleh parameter "Nomer Telfon". Gunakan kode lain.',
    );
    expect((await errorsOf({ paramCode: '003', deskripsi: '0812-1111-2222' }, id, 3)).paramCode).toBeUndefined();
    expect((await errorsOf({ paramCode: '011', deskripsi: 'https://fleur.id' }, id, 3)).paramCode).toMatch(
      /sudah dipakai/,
    );
  });

  it("checks a known code's value, with the digit count for phones", async () => {
    expect((await errorsOf({ paramCode: '004', deskripsi: '0812' })).deskripsi).toBe(
      'Nomor telepon harus 10–15 digit setelah diubah ke format 62 (sekarang 5 digit)',
    );
    expect((await errorsOf({ paramCode: '004', deskripsi: 'telfon kami' })).deskripsi).toBe(
      'Nomor telepon hanya boleh berisi angka, spasi, tanda hubung, titik, tanda kurung, dan + di depan',
    );
    expect((await errorsOf({ paramCode: '005', deskripsi: 'halo@' })).deskripsi).toBe(
      'Email tidak valid (contoh: halo@fleurflorist.id)',
    );
    expect((await errorsOf({ paramCode: '012', deskripsi: 'javascript:alert(1)' })).deskripsi).toBe(
      'Tautan harus berupa alamat lengkap yang diawali https:// (contoh: https://www.instagram.com/fleurflorist.id)',
    );
    expect(await errorsOf({ paramCode: '099', deskripsi: 'javascript:alert(1)' })).toEqual({});
  });

  it('says every message in English on the English screen', async () => {
    expect(await errorsOf({ paramCode: '7', paramName: 'n'.repeat(101), deskripsi: '' }, en)).toEqual({
      paramCode: 'Parameter code must be 3 digits (e.g. 001)',
      paramName: 'Parameter name must be at most 100 characters',
      deskripsi: 'Description is required',
    });
    expect((await errorsOf({ deskripsi: 'd'.repeat(501) }, en)).deskripsi).toBe(
      'Description must be at most 500 characters',
    );
    expect((await errorsOf({ paramCode: '003' }, en)).paramCode).toBe(
      'Parameter code 003 is already used by "Nomer Telfon". Choose another code.',
    );
  });

  it('sends the texts trimmed', () => {
    expect(toParameterInput({ paramCode: ' 020 ', paramName: ' Nama ', deskripsi: ' Nilai ' })).toEqual({
      paramCode: '020',
      paramName: 'Nama',
      deskripsi: 'Nilai',
    });
  });
});
