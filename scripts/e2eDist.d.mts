/** Where the build made for a backend is written for the @snapshot-build journeys (e2eDist.mjs). */
export const SNAPSHOT_DIST: string;
