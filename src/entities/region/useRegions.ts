import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { Region, RegionLevel, RegionListStatus } from './model/region';
import { ensureRegionFile, isRegionCode, regionEntry, regionFile, subscribeToRegions } from './regionLoader';

/** One list of a cascade: `regions` is empty unless `status` is 'ready'; `retry` fetches a failed list again. */
export interface RegionList {
  status: RegionListStatus;
  regions: readonly Region[];
  error?: Error;
  retry: () => void;
}

const NONE: readonly Region[] = [];

/** The list of `level` under `parentCode` (none for provinces); idle while a parent is needed and missing. */
export function useRegionList(level: RegionLevel, parentCode?: string | null): RegionList {
  // A code that is none (from a stale draft, say) is the list's error rather than a crash.
  const invalid = level !== 'provinces' && !!parentCode && !isRegionCode(parentCode);
  const file =
    level === 'provinces' ? regionFile(level) : parentCode && !invalid ? regionFile(level, parentCode) : null;
  const entry = useSyncExternalStore(
    subscribeToRegions,
    () => (file ? regionEntry(file) : undefined),
    () => undefined,
  );
  useEffect(() => {
    if (file) ensureRegionFile(file);
  }, [file]);
  const retry = useCallback(() => {
    if (file) ensureRegionFile(file);
  }, [file]);
  return useMemo((): RegionList => {
    if (invalid)
      return {
        status: 'error',
        regions: NONE,
        error: new Error(`regions: "${parentCode}" is not a region code`),
        retry,
      };
    if (!file) return { status: 'idle', regions: NONE, retry };
    if (!entry || entry.status === 'loading') return { status: 'loading', regions: NONE, retry };
    if (entry.status === 'error') return { status: 'error', regions: NONE, error: entry.error, retry };
    return { status: 'ready', regions: entry.regions, retry };
  }, [file, invalid, parentCode, entry, retry]);
}

/** The provinsi of Indonesia. */
export const useProvinces = (): RegionList => useRegionList('provinces');
/** The kabupaten/kota of a provinsi; idle without one. */
export const useRegencies = (provinceCode?: string | null): RegionList => useRegionList('regencies', provinceCode);
/** The kecamatan of a kabupaten/kota; idle without one. */
export const useDistricts = (regencyCode?: string | null): RegionList => useRegionList('districts', regencyCode);
/** The desa/kelurahan of a kecamatan; idle without one. */
export const useVillages = (districtCode?: string | null): RegionList => useRegionList('villages', districtCode);
