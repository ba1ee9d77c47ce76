/** Where the build made for a backend is written for the @snapshot-build journeys (e2eBuilds.mjs, the config). */
export const SNAPSHOT_DIST = process.env.E2E_SNAPSHOT_DIST ?? 'dist-snapshot';
