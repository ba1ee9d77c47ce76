/** Whether the visitor asked the browser to save data (Chrome's Data Saver, `Save-Data`): nothing is fetched ahead. */
export function prefersLessData(): boolean {
  const connection = (globalThis.navigator as { connection?: { saveData?: boolean } } | undefined)?.connection;
  return connection?.saveData === true;
}
