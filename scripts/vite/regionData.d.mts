import type { Plugin } from 'vite';

/** `virtual:region-data`: the folder of the region files, relative to the base URL (regionData.mjs). */
export const REGION_MODULE: 'virtual:region-data';
/** `virtual:region-data/source`: reads a region file in Node (dev server and Vitest only). */
export const REGION_SOURCE_MODULE: 'virtual:region-data/source';
/** The region files from idn-area-data: path (`districts/31.74.json`) → JSON text, and a hash of them all. */
export function buildRegionFiles(): Promise<{ version: string; files: Map<string, string> }>;
/** buildRegionFiles(), once per process. */
export function regionFiles(): Promise<{ version: string; files: Map<string, string> }>;
/** A region file's path: `provinces.json` or `<level>/<code>.json`. */
export const REGION_FILE: RegExp;
/** Writes the region files once under `cacheDir`/region-data/<version>/ and returns that folder. */
export function writeRegionCache(cacheDir: string): Promise<string>;
/** Serves the region files in dev, emits them in the build, and keeps the dataset out of every chunk. */
export function regionData(): Plugin;
