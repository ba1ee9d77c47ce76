#!/usr/bin/env node
/**
 * Writes mocks/seed/personLocale.generated.ts: the `person` definitions of
 * faker's id_ID locale, the only locale data the seed uses (customer names).
 * Importing `id_ID` from @faker-js/faker also pulls in the English locale
 * (its prebuilt instance falls back to `en`), a heavy load for the in-browser
 * mock; this copy keeps the names identical without it. A node test
 * (mocks/seed/createSeed.test.ts) fails when it drifts from the installed faker.
 *
 *   node scripts/generate-person-locale.mjs
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { id_ID } from '@faker-js/faker';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'mocks', 'seed', 'personLocale.generated.ts');

const ts = `// GENERATED FILE – do not edit by hand: node scripts/generate-person-locale.mjs
// The person definitions of @faker-js/faker's id_ID locale (names only).
import type { LocaleDefinition } from '@faker-js/faker';

export const idPersonLocale: LocaleDefinition = ${JSON.stringify({ person: id_ID.person }, null, 2)};
`;
await writeFile(OUT, ts);
console.log(`${path.relative(ROOT, OUT)} ${ts.length} B`);
