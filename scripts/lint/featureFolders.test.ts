import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The product's features share one set of sub-folder names (docs/architecture.md,
 * "Inside a feature"), so a newcomer finds a page, a hook or a rule in the same
 * place in every feature. A feature with sub-areas (the sign-in's lock, login,
 * reauth and session) gives each sub-area the
 * same names. The template leftovers live apart, under src/features/template/.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const FEATURES = path.join(ROOT, 'src/features');
const TEMPLATE = 'template';

const FEATURE_FOLDERS = ['pages', 'components', 'hooks', 'model', 'test'] as const;
const SUB_AREAS: Record<string, readonly string[]> = {
  auth: ['lock', 'login', 'reauth', 'session'],
};

/** Vitest keeps a story file's text snapshots beside it, in `__snapshots__`: not a folder of the feature's own. */
const SNAPSHOTS = '__snapshots__';

const foldersOf = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== SNAPSHOTS)
    .map((entry) => entry.name);

/** Each folder under `dir` that is neither a standard folder nor one of `areas`, as a path from src/features. */
function strayFolders(dir: string, areas: readonly string[] = []): string[] {
  const strays: string[] = [];
  for (const name of foldersOf(dir)) {
    const where = path.relative(FEATURES, path.join(dir, name));
    if (areas.includes(name)) strays.push(...strayFolders(path.join(dir, name)));
    else if (!(FEATURE_FOLDERS as readonly string[]).includes(name)) strays.push(where);
  }
  return strays;
}

describe('feature folders', () => {
  const products = foldersOf(FEATURES).filter((name) => name !== TEMPLATE);

  it('product features use only pages, components, hooks, model and test (and their named sub-areas)', () => {
    const strays = products.flatMap((feature) => strayFolders(path.join(FEATURES, feature), SUB_AREAS[feature]));
    expect(strays).toEqual([]);
  });

  it('names sub-areas only of features that have them', () => {
    for (const [feature, areas] of Object.entries(SUB_AREAS)) {
      expect(products).toContain(feature);
      for (const area of areas) expect(foldersOf(path.join(FEATURES, feature))).toContain(area);
    }
  });

  it('keeps the template leftovers apart, each a screen of its own with the same folder names', () => {
    const screens = foldersOf(path.join(FEATURES, TEMPLATE));
    expect(screens.length).toBeGreaterThan(0);
    expect(screens.flatMap((screen) => strayFolders(path.join(FEATURES, TEMPLATE, screen)))).toEqual([]);
    const misplaced = products.filter((name) =>
      ['demo-tables', 'template-apps', 'marketing', 'booking', 'customer', 'news'].includes(name),
    );
    expect(misplaced).toEqual([]);
  });

  it('finds a folder that breaks the rule', () => {
    // The check itself: a folder named otherwise is reported with its path.
    expect(strayFolders(path.join(FEATURES, 'auth'))).toEqual(expect.arrayContaining(['auth/lock', 'auth/login']));
  });
});
