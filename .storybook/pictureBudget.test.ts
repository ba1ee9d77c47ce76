import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadCsf } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';
import { PHONE_TAG, PICTURE_TAG } from './storyMarks';

/**
 * The repository stays light (docs/design-review.md#pictures): the tracked PNG files weigh at most
 * 15 MB together, no two are the same bytes, and the committed story pictures are exactly those of
 * the stories tagged `picture` (with `phone`, also at 390 px): no picture left behind by a renamed
 * or untagged story, none missing.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const SCREENSHOT_DIR = path.join(ROOT, '.storybook/__screenshots__');
const BUDGET_BYTES = 15 * 1024 * 1024;
/**
 * The story run's self-test compares one planted story with this picture (.storybook/test/storyChecks.selftest.tsx).
 */
const SELF_TEST_PICTURES = ['self-test-readable.png'];

const trackedPngs = execFileSync('git', ['ls-files', '-z', '--', '*.png'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter(Boolean);

function storyFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const child = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : storyFiles(child);
    return entry.name.endsWith('.stories.tsx') ? [child] : [];
  });
}

/** A picture's file name as Vitest writes it (`toMatchScreenshot` folds runs of '-': `a--b` is `a-b.png`). */
const fileName = (name: string) => `${name.replace(/-{2,}/g, '-')}.png`;

/** The pictures the story run compares: `<id>.png`, and `<id>--phone390.png` for a phone story file. */
function expectedPictures(): string[] {
  return storyFiles('src').flatMap((file) => {
    const csf = loadCsf(readFileSync(path.join(ROOT, file), 'utf8'), {
      fileName: file,
      makeTitle: (title?: string) => title ?? file,
    }).parse();
    const phone = csf.meta?.tags?.includes(PHONE_TAG) ?? false;
    return csf.stories
      .filter((story) => story.tags?.includes(PICTURE_TAG))
      .flatMap((story) => [story.id, ...(phone ? [`${story.id}--phone390`] : [])].map(fileName));
  });
}

describe('the pictures in the repository', () => {
  it(`weigh at most ${BUDGET_BYTES / 1024 / 1024} MB together`, () => {
    const bytes = trackedPngs.reduce((sum, file) => sum + statSync(path.join(ROOT, file)).size, 0);
    expect(trackedPngs.length).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('are never two copies of the same bytes', () => {
    const byHash = new Map<string, string[]>();
    for (const file of trackedPngs) {
      const hash = createHash('sha256')
        .update(readFileSync(path.join(ROOT, file)))
        .digest('hex');
      byHash.set(hash, [...(byHash.get(hash) ?? []), file]);
    }
    expect([...byHash.values()].filter((files) => files.length > 1)).toEqual([]);
  });

  it('are the pictures of the stories tagged picture, no more, no fewer', () => {
    const committed = readdirSync(SCREENSHOT_DIR).filter((name) => name.endsWith('.png'));
    const expected = [...expectedPictures(), ...SELF_TEST_PICTURES];
    expect(expected.length).toBeGreaterThan(SELF_TEST_PICTURES.length);
    expect(committed.sort()).toEqual(expected.sort());
  });
});
