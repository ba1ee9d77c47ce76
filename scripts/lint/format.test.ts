import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The code's layout is Prettier's: `npm run lint` ends with `npm run format:check`, which fails on a file
 * Prettier would write otherwise. Proved on a planted file in src/ (which the check covers), checked with
 * the project's Prettier settings and ignore file.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const scripts = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts as Record<string, string>;
const PLANTED = 'src/lib/plantedUnformatted.lint-probe.ts';

function checkPlanted(source: string) {
  writeFileSync(path.join(ROOT, PLANTED), source);
  try {
    return spawnSync(path.join(ROOT, 'node_modules/.bin/prettier'), ['--check', PLANTED], {
      cwd: ROOT,
      encoding: 'utf8',
    });
  } finally {
    rmSync(path.join(ROOT, PLANTED), { force: true });
  }
}

describe('npm run lint checks the layout', () => {
  it('runs the format check after ESLint', () => {
    expect(scripts.lint).toMatch(/&& npm run format:check$/);
    expect(scripts['format:check']).toMatch(/^prettier --check /);
    for (const dir of ['src', 'mocks', 'e2e', 'scripts']) expect(scripts['format:check'].split(' ')).toContain(dir);
  });

  it('fails on a planted unformatted file, naming it, and passes it formatted', () => {
    const planted = checkPlanted('export const  planted = {a:1,\n b : "two"}\n');
    expect(planted.status).not.toBe(0);
    expect(planted.stdout + planted.stderr).toContain(PLANTED);
    const formatted = checkPlanted("export const planted = { a: 1, b: 'two' };\n");
    expect(formatted.status, formatted.stdout + formatted.stderr).toBe(0);
  });
});

describe('npm run lint keeps comments within the width', () => {
  /** ESLint's verdict on `source` as a file of src/, with the project's configuration. */
  function lintPlanted(source: string) {
    return spawnSync(
      path.join(ROOT, 'node_modules/.bin/eslint'),
      ['--stdin', '--stdin-filename', PLANTED, '--format', 'json'],
      { cwd: ROOT, encoding: 'utf8', input: source },
    );
  }
  const ruleIds = (result: ReturnType<typeof lintPlanted>) =>
    (JSON.parse(result.stdout) as { messages: { ruleId: string }[] }[]).flatMap((file) =>
      file.messages.map((message) => message.ruleId),
    );

  it('fails on a comment line over 120 characters, which Prettier leaves as written', () => {
    const long = `// ${'a comment that runs on '.repeat(5)}and on.\nexport const planted = 1;\n`;
    expect(long.split('\n')[0].length).toBeGreaterThan(120);
    expect(ruleIds(lintPlanted(long))).toContain('max-len');
    const wrapped = `// ${'a comment that runs on '.repeat(4)}\n// and on.\nexport const planted = 1;\n`;
    expect(ruleIds(lintPlanted(wrapped))).toEqual([]);
  });

  it('lets a long string or URL run over (Prettier does not break them either)', () => {
    const url = `// https://example.com/${'path/'.repeat(30)}\nexport const planted = '${'x'.repeat(130)}';\n`;
    expect(ruleIds(lintPlanted(url))).toEqual([]);
  });
});
