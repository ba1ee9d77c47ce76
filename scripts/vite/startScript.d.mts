/** The global the start script keeps the early clicks under (startScript.mjs). */
export const EARLY_CLICKS: string;
/** The inline script that starts the app on a prerendered page (startScript.mjs). */
export function startScript(options: { entry: string; preloads: string[] }): string;
