import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Designers review every screen in Storybook: each page of a feature
 * (`src/features/**\/pages/*.tsx`) has stories — a `<Page>.stories.tsx` beside
 * it, or a stories file elsewhere that imports the page module.
 */
const pages = Object.keys(
  import.meta.glob([
    '../src/features/**/pages/*.tsx',
    '!../src/features/**/*.test.tsx',
    '!../src/features/**/*.stories.tsx',
  ]),
);
const stories = import.meta.glob<string>('../src/**/*.stories.tsx', { query: '?raw', import: 'default', eager: true });

/** The public side's features: their stories are checked and pictured on the phone too (docs/design-review.md). */
const PUBLIC_FEATURES = [
  '../src/features/public-home/',
  '../src/features/order-wizard/',
  '../src/features/order-page/',
  '../src/features/whatsapp-chat/',
];

const withoutExtension = (file: string) => file.replace(/\.(tsx?|jsx?)$/, '');

/** The modules a stories file imports, as paths like the glob's keys ('../src/…'), without extension. */
function importedModules(storiesFile: string, source: string): string[] {
  const specifiers = [...source.matchAll(/\bfrom\s+['"]([^'"]+)['"]/g)].map((match) => match[1]);
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith('@/')) return [withoutExtension(`../src/${specifier.slice(2)}`)];
    if (specifier.startsWith('.'))
      return [withoutExtension(posix.join(posix.dirname(storiesFile), specifier))].map((file) =>
        file.startsWith('..') ? file : `./${file}`,
      );
    return [];
  });
}

const covered = new Set(
  Object.entries(stories).flatMap(([file, source]) => [
    withoutExtension(file).replace(/\.stories$/, ''),
    ...importedModules(file, source),
  ]),
);

describe('every page has stories', () => {
  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(0);
  });

  it('has a stories file beside each page, or one that imports it', () => {
    const missing = pages
      .filter((page) => !covered.has(withoutExtension(page)))
      .map((page) => page.replace(/^\.\.\//, ''));
    expect(missing, `Pages without stories (add <Page>.stories.tsx beside each):\n  ${missing.join('\n  ')}`).toEqual(
      [],
    );
  });
});

describe('the public side is pictured on the phone', () => {
  it("tags every story file of a public feature 'phone'", () => {
    const publicStories = Object.entries(stories).filter(([file]) =>
      PUBLIC_FEATURES.some((folder) => file.startsWith(folder)),
    );
    expect(publicStories.length).toBeGreaterThan(0);
    const untagged = publicStories
      .filter(([, source]) => !/^\s*tags: \[[^\]]*'phone'/m.test(source))
      .map(([file]) => file.replace(/^\.\.\//, ''));
    expect(untagged, `Public story files without tags: ['phone'] in their meta:\n  ${untagged.join('\n  ')}`).toEqual(
      [],
    );
  });
});
