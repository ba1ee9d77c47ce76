import type { Plugin } from 'vite';

/** One module the app loads as it starts, made a chunk of its own with what it alone reaches (startChunks.mjs). */
export interface StartRoot {
  name: string;
  root: string;
  always: boolean;
  after?: readonly string[];
  shared?: string;
}

/** What a module of the graph imports and what imports it, as the bundler's module info gives it. */
export interface ModuleGraphInfo {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  importers: readonly string[];
  dynamicImporters: readonly string[];
}

/** The app's start modules, in the order they claim what they share. */
export const START_ROOTS: readonly StartRoot[];

/** Which chunk each module of the app's start goes to: module id → chunk name. */
export function assignStartChunks(
  entryId: string,
  moduleInfo: (id: string) => ModuleGraphInfo | null,
  roots: readonly { name: string; id: string | null; always: boolean; after?: readonly string[]; shared?: string }[],
): Map<string, string>;

/** Merges the app's start into a chunk per start module in the app's client build. */
export function startChunks(): Plugin;
