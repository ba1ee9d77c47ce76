export const RUN_WORKER_FILE: string;
export const RUN_ROUTE_MODULES: string[];
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
  isEntry?: boolean;
}
/** The build's files the driver's run loads (runWorker.mjs). */
export function runShellFiles(manifest: Record<string, ManifestChunk>, routeModules?: readonly string[]): string[];
/** Writes run-sw.js into the build (runWorker.mjs). */
export function writeRunWorker(options: {
  outDir: string;
  base: string;
  logger: { info(message: string): void };
}): Promise<void>;
