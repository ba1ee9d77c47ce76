// The modules of scripts/vite/regionData.mjs (the Vite plugin that turns idn-area-data into static files).

declare module 'virtual:region-data' {
  /** The folder of the region files, relative to the base URL: `assets/regions/<version>/`. */
  export const regionDataDir: string;
}

declare module 'virtual:region-data/source' {
  /**
   * The JSON text of a region file (`provinces.json`, `regencies/31.json`, …) read in Node, or null. Dev server
   * and Vitest only.
   */
  export function readRegionFile(file: string): Promise<string | null>;
}
