import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { generateEndpoints } from '@rtk-query/codegen-openapi';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const config = require('../openapi-config.cjs');

describe('generated API', () => {
  it('src/api/generated matches what openapi.yaml produces now (run `npm run api:generate`)', async () => {
    // Generated next to the real file so its relative imports are identical.
    const probe = './src/api/generated/.drift-probe.ts';
    try {
      await generateEndpoints({ ...config, outputFile: probe });
      const fresh = readFileSync(probe, 'utf8');
      const committed = readFileSync(config.outputFile, 'utf8');
      expect(committed).toBe(fresh);
    } finally {
      rmSync(probe, { force: true });
    }
  }, 60_000);
});
