import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import layers of eslint.config.js, proved on planted code: each case lints a few lines as if they were
 * a file at `filePath` (the file need not exist; what it imports must, or the rule cannot resolve it).
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return result.messages;
}

async function layerErrors(filePath: string, code: string) {
  const messages = await lint(filePath, code);
  return messages.filter(({ ruleId }) => ruleId === 'import-x/no-restricted-paths').map(({ message }) => message);
}

/**
 * Some module of a feature (repository-relative, without extension), found rather than named so a move does not
 * break the test.
 */
function someFeatureModule(dir = 'src/features'): string {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const child = `${dir}/${entry.name}`;
    if (entry.isFile() && /^[^.]+\.ts$/.test(entry.name)) return child.replace(/\.ts$/, '');
    if (entry.isDirectory()) {
      const found = someFeatureModule(child);
      if (found) return found;
    }
  }
  return '';
}

describe('import layers (eslint.config.js)', () => {
  it('lets mocks/ import mocks/ and src/lib/', async () => {
    const code = [
      "import { shopToday } from '../../src/lib/dates/shopClock';",
      "import { problemBody } from '../handlers/responses';",
      'export const today = [shopToday(), problemBody(404, "")];',
    ].join('\n');
    expect(await lint('mocks/db/planted.ts', code)).toEqual([]);
  });

  it('stops mocks/ importing scripts/', async () => {
    const errors = await layerErrors(
      'mocks/http/planted.ts',
      "export { stopAll } from '../../scripts/processGroup.mjs';",
    );
    expect(errors).toEqual([expect.stringContaining('mocks/ imports only mocks/ and src/lib/')]);
  });

  it('stops mocks/ importing the rest of src/ (a feature, the test helpers outside tests)', async () => {
    const feature = someFeatureModule();
    expect(feature).not.toBe('');
    expect(await layerErrors('mocks/db/planted.ts', `export * from '../../${feature}';`)).toEqual([
      expect.stringContaining('mocks/ imports only'),
    ]);
    expect(
      await layerErrors('mocks/db/planted.ts', "export { renderWithI18n } from '@/test/renderWithI18n';"),
    ).toHaveLength(1);
    expect(
      await layerErrors('mocks/db/planted.test.ts', "export { renderWithI18n } from '@/test/renderWithI18n';"),
    ).toEqual([]);
  });

  it('allows the generated API types only in mocks/runtime/apiTypes.ts, and only as types', async () => {
    const typeOnly = "export type { FlowerCategory } from '../../src/api/generated/shopApi';";
    expect(await lint('mocks/runtime/apiTypes.ts', typeOnly)).toEqual([]);
    expect(await layerErrors('mocks/db/planted.ts', typeOnly)).toEqual([
      expect.stringContaining('mocks/runtime/apiTypes.ts'),
    ]);
    const value = await lint('mocks/runtime/apiTypes.ts', "export { shopApi } from '../../src/api/generated/shopApi';");
    expect(value.map(({ ruleId }) => ruleId)).toEqual(['@typescript-eslint/no-restricted-imports']);
  });

  it('stops a feature importing src/app; its typed store hooks come from src/components', async () => {
    const feature = someFeatureModule();
    expect(feature).not.toBe('');
    expect(await layerErrors(`${feature}Planted.ts`, "export { makeStore } from '@/app/store';")).toEqual([
      expect.stringContaining('Features import nothing from src/app'),
    ]);
    expect(
      await layerErrors(`${feature}Planted.ts`, "export { useAppSelector } from '@/components/store/hooks';"),
    ).toEqual([]);
  });

  it('stops src/ importing scripts/', async () => {
    const code = "export { stopAll } from '../../scripts/processGroup.mjs';";
    expect(await layerErrors('src/app/planted.ts', code)).toEqual([
      expect.stringContaining('src/ never imports scripts/'),
    ]);
    expect(await layerErrors('src/app/planted.test.ts', code)).toEqual([
      expect.stringContaining('src/ never imports scripts/'),
    ]);
  });

  it('catches import cycles, also through a .mjs file that has .d.mts types', async () => {
    // openapiDocument.ts imports the holder; mocks/http/server.ts imports localCertificate.mjs.
    const cycles = async (filePath: string, code: string) =>
      (await lint(filePath, code)).filter(({ ruleId }) => ruleId === 'import-x/no-cycle');
    expect(await cycles('mocks/runtime/openapiDocumentHolder.ts', "import './openapiDocument';")).toHaveLength(1);
    expect(await cycles('mocks/http/localCertificate.mjs', "import './server';")).toHaveLength(1);
  });

  it('lints every folder of code, with import-x/no-cycle on', async () => {
    for (const file of [
      'src/app/x.ts',
      'mocks/http/x.ts',
      'mocks/http/x.mjs',
      'scripts/x.mjs',
      'scripts/x.test.ts',
      'bench/x.mjs',
      'bench/x/page.ts',
      'e2e/x.spec.ts',
      'e2e/support/x.ts',
    ]) {
      expect(await eslint.isPathIgnored(path.join(ROOT, file)), file).toBe(false);
      const config = await eslint.calculateConfigForFile(path.join(ROOT, file));
      expect(config?.rules?.['import-x/no-cycle']?.[0], file).toBe(2);
    }
  });
});
