/**
 * How long a test waits for what a whole-app render shows after a lazy route's first visit in a run: Vite
 * transforms that route's modules on demand, which on a busy 2-core CI machine takes seconds. A wait, never a
 * budget: nothing here asserts how fast the app is (bench/ measures that).
 */
export const FIRST_VISIT = { timeout: 20_000 };
