import { describe, expect, it } from 'vitest';
import { normalizeArea } from '@/lib/delivery/deliveryRules';
import { SEED_DELIVERY_ZONES } from '@mocks/seed/deliverySettings';
import { regionDisplayName } from './model/regionName';
import { loadRegions } from './regionLoader';

/** The kabupaten/kota and kecamatan of Jabodetabek (DKI Jakarta, Jawa Barat, Banten) as the app shows them. */
async function jabodetabekAreaNames(): Promise<string[]> {
  const names: string[] = [];
  for (const province of ['31', '32', '36']) {
    for (const regency of await loadRegions('regencies', province)) {
      names.push(regionDisplayName(regency.name));
      for (const district of await loadRegions('districts', regency.code)) names.push(regionDisplayName(district.name));
    }
  }
  return names;
}

describe('the seeded delivery zones and the region lists', () => {
  it('name areas the lists offer, compared as zones compare them (normalizeArea)', async () => {
    const offered = new Set((await jabodetabekAreaNames()).map(normalizeArea));
    const seeded = SEED_DELIVERY_ZONES.flatMap((zone) => zone.areas);
    // An area spelt otherwise than the lists would never be named by an address picked from them.
    expect(seeded.filter((area) => !offered.has(normalizeArea(area)))).toEqual([]);
  });

  it('find the Jakarta Selatan zone from the regency as the list shows it', async () => {
    const regencies = await loadRegions('regencies', '31');
    const selatan = regencies.find((regency) => regency.code === '31.74');
    expect(selatan && regionDisplayName(selatan.name)).toBe('Kota Administrasi Jakarta Selatan');
    expect(normalizeArea(regionDisplayName(selatan!.name))).toBe(normalizeArea('Jakarta Selatan'));
  });
});
