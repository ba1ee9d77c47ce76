import { backendUrl, readBackendJson } from './backendJson.mjs';

/**
 * The shop's general parameters for the prerendered public pages (what they
 * are for: src/entities/parameter/parametersSnapshot.ts). With
 * `PRERENDER_API_BASE_URL` set, the build reads them from that backend; the
 * pages then paint the shop's own texts and contacts (tagline, about, opening
 * hours, phone, WhatsApp) from the HTML. Without it, or when the backend cannot
 * be read, the pages prerender their loading state and defaults as before: the
 * build never fails on the backend.
 */

/** The most parameter JSON the pages carry (their data element): a shop has a few dozen short texts. */
const MAX_SNAPSHOT_BYTES = 32 * 1024;
const PARAMETERS_PATH = '/api/general';

/**
 * @param {{ apiBaseUrl: string | undefined, logger: import('vite').Logger, isSnapshot: (value: unknown) => boolean }}
 * options `isSnapshot`: the app's own check (through the server entry), so the build keeps only what the app reads
 * @returns {Promise<import('../../src/api/generated/shopApi').GeneralParameter[] | undefined>}
 */
export async function loadParametersSnapshot({ apiBaseUrl, logger, isSnapshot }) {
  if (!apiBaseUrl) return undefined;
  const url = backendUrl(apiBaseUrl, PARAMETERS_PATH);
  try {
    const parameters = await readBackendJson(apiBaseUrl, PARAMETERS_PATH, MAX_SNAPSHOT_BYTES);
    if (!isSnapshot(parameters)) throw new Error('not a list of general parameters');
    logger.info(`[prerender] ${parameters.length} general parameters read from ${url}`);
    return parameters;
  } catch (error) {
    logger.warn(
      `[prerender] general parameters not read from ${url} (${error instanceof Error ? error.message : error}): the public pages prerender their loading state`,
    );
    return undefined;
  }
}
