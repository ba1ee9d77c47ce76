import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The file-name rules of eslint.config.js (eslint-plugin-check-file), proved on planted paths. */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

async function nameErrors(filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText('export const planted = 1;\n', { filePath: path.join(ROOT, filePath) });
  return result.messages.filter(({ ruleId }) => ruleId?.startsWith('check-file/')).map(({ ruleId }) => ruleId!);
}

describe('file names (eslint.config.js)', () => {
  it('takes the names the code uses: components PascalCase, other modules camelCase, any kind after the dot', async () => {
    for (const file of [
      'src/features/order-page/components/ReceiptList.tsx',
      'src/features/order-page/components/ReceiptList.stories.tsx',
      'src/test/renderRoute.tsx',
      'src/lib/api/tags.ts',
      'src/features/order-page/pages/OrderPage.doorstep.test.tsx',
      'mocks/db/orderStats.seed.test.ts',
      'e2e/order-page.spec.ts',
    ]) {
      expect(await nameErrors(file), file).toEqual([]);
    }
  });

  it('refuses a kebab or snake file name, a PascalCase .ts module, a folder not in kebab-case, a camelCase spec', async () => {
    expect(await nameErrors('src/features/order-page/components/receipt-list.tsx')).toEqual([
      'check-file/filename-naming-convention',
    ]);
    expect(await nameErrors('src/lib/api/cache_tags.ts')).toEqual(['check-file/filename-naming-convention']);
    expect(await nameErrors('src/lib/api/Tags.ts')).toEqual(['check-file/filename-naming-convention']);
    expect(await nameErrors('src/features/orderPage/model/x.ts')).toEqual(['check-file/folder-naming-convention']);
    expect(await nameErrors('e2e/orderPage.spec.ts')).toEqual(['check-file/filename-naming-convention']);
  });
});
