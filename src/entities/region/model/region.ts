/** One administrative area: its code in the dataset ("31.74") and its name as the dataset writes it. */
export interface Region {
  code: string;
  name: string;
}

/**
 * The four levels, each a list per parent: provinsi (one list), kabupaten/kota of a provinsi,
 * kecamatan of a kabupaten/kota, desa/kelurahan of a kecamatan.
 */
export type RegionLevel = 'provinces' | 'regencies' | 'districts' | 'villages';

/** The state of one list: `idle` while its parent is not chosen. */
export type RegionListStatus = 'idle' | 'loading' | 'ready' | 'error';
