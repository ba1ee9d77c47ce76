import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, deriveShopSettings, findParameterValue } from './shopSettings';

describe('deriveShopSettings', () => {
  it('maps parameters by code and ignores unknown codes', () => {
    const settings = deriveShopSettings([
      { paramCode: '003', paramName: 'Nomer Telfon', deskripsi: '0811 222 333' },
      { paramCode: '007', paramName: 'Alamat', deskripsi: 'Jl. Melati 1, Bandung' },
      { paramCode: '999', paramName: 'Lain', deskripsi: 'abaikan' },
    ]);
    expect(settings.phone).toBe('0811 222 333');
    expect(settings.address).toBe('Jl. Melati 1, Bandung');
    expect(settings.email).toBe(DEFAULT_SHOP_SETTINGS.email);
    expect(Object.values(settings)).not.toContain('abaikan');
  });

  it('keeps the Indonesian defaults when nothing loaded or a value is blank', () => {
    expect(deriveShopSettings(undefined)).toEqual(DEFAULT_SHOP_SETTINGS);
    expect(deriveShopSettings([{ paramCode: '005', paramName: 'Email', deskripsi: '   ' }]).email).toBe(
      DEFAULT_SHOP_SETTINGS.email,
    );
  });

  it('finds a named parameter case-insensitively', () => {
    const params = [{ paramCode: '013', paramName: 'Tagline', deskripsi: 'Bunga segar setiap hari' }];
    expect(findParameterValue(params, 'tagline')).toBe('Bunga segar setiap hari');
    expect(findParameterValue(params, 'Tentang')).toBeUndefined();
  });
});
