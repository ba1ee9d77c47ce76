/** The events that start the app on a page that waits for the visitor (startScript.mjs). */
export const FIRST_ACTIONS: string[];
/** The inline script that starts the app on a prerendered page (startScript.mjs). */
export function startScript(options: {
  entry: string;
  preloads: string[];
  fetches?: string[];
  onFirstAction: boolean;
  configUrl?: string;
}): string;
