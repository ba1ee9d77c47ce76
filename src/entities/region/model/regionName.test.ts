import { describe, expect, it } from 'vitest';
import { findRegionByName, regionDisplayName } from './regionName';

describe('regionDisplayName', () => {
  it('writes the dataset capitals of provinces and kabupaten/kota as people do', () => {
    expect(regionDisplayName('KOTA ADMINISTRASI JAKARTA SELATAN')).toBe('Kota Administrasi Jakarta Selatan');
    expect(regionDisplayName('KABUPATEN BOGOR')).toBe('Kabupaten Bogor');
    expect(regionDisplayName('DAERAH ISTIMEWA YOGYAKARTA')).toBe('Daerah Istimewa Yogyakarta');
  });

  it('keeps the abbreviation of DKI Jakarta', () => {
    expect(regionDisplayName('DKI JAKARTA')).toBe('DKI Jakarta');
  });

  it('capitalises each part of a hyphenated name', () => {
    expect(regionDisplayName('KABUPATEN TOJO UNA-UNA')).toBe('Kabupaten Tojo Una-Una');
  });

  it('keeps names already in mixed case as written, spacing tidied', () => {
    expect(regionDisplayName('Kebayoran Baru')).toBe('Kebayoran Baru');
    expect(regionDisplayName('  Pal  Merah ')).toBe('Pal Merah');
  });
});

describe('findRegionByName', () => {
  const regions = [
    { code: '31.74', name: 'KOTA ADMINISTRASI JAKARTA SELATAN' },
    { code: '31.75', name: 'KOTA ADMINISTRASI JAKARTA TIMUR' },
  ];

  it('finds a region by its display name or its dataset name, in any case or spacing', () => {
    expect(findRegionByName(regions, 'Kota Administrasi Jakarta Selatan')?.code).toBe('31.74');
    expect(findRegionByName(regions, ' kota  administrasi jakarta timur')?.code).toBe('31.75');
  });

  it('finds nothing for another name or none', () => {
    expect(findRegionByName(regions, 'Jakarta Selatan')).toBeUndefined();
    expect(findRegionByName(regions, '')).toBeUndefined();
    expect(findRegionByName(regions, undefined)).toBeUndefined();
  });
});
