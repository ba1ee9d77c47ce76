import { describe, expect, it } from 'vitest';
import { searchParameters } from './parameterSearch';
import { homeNameOf, usageOf } from './parameterUsage';

const parameters = [
  { id: 1, paramCode: '003', paramName: 'Nomer Telfon', deskripsi: '0812-3456-7890' },
  { id: 2, paramCode: '011', paramName: 'Instagram', deskripsi: 'https://www.instagram.com/fleurflorist.id' },
  { id: 3, paramCode: '014', paramName: 'Tagline', deskripsi: 'Rangkaian Bunga Segar' },
];

describe('searchParameters', () => {
  it('matches code, name or description, ignoring case and outer spaces', () => {
    expect(searchParameters(parameters, '011').map((p) => p.id)).toEqual([2]);
    expect(searchParameters(parameters, '  TELFON ').map((p) => p.id)).toEqual([1]);
    expect(searchParameters(parameters, 'bunga segar').map((p) => p.id)).toEqual([3]);
    expect(searchParameters(parameters, '')).toBe(parameters);
    expect(searchParameters(parameters, 'tidak ada')).toEqual([]);
  });
});

describe('usageOf', () => {
  it('finds a footer setting by code and a home text by name', () => {
    expect(usageOf({ paramCode: '003', paramName: 'Nomer Telfon' })).toEqual({ setting: 'phone', homeName: undefined });
    expect(usageOf({ paramCode: '020', paramName: 'feature 2' })).toEqual({
      setting: undefined,
      homeName: 'Feature 2',
    });
    expect(homeNameOf('Layanan 6')).toBe('Layanan 6');
  });

  it('finds the payment instructions of the order page by code', () => {
    expect(usageOf({ paramCode: ' 102 ', paramName: 'Nomor Rekening' })).toMatchObject({ payment: 'accountNumber' });
    expect(usageOf({ paramCode: '105', paramName: 'Lain' }).payment).toBeUndefined();
    expect(homeNameOf('Layanan 7')).toBeUndefined();
  });
});
