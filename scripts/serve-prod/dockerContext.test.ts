import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import dockerignore from '@balena/dockerignore';
import { describe, expect, it } from 'vitest';

/**
 * The image's build context (deploy/Dockerfile.dockerignore, read with Docker's own matching rules): the
 * sources the build needs, never the review material (story pictures, text snapshots), which would make
 * every build send a hundred megabytes it does not use.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const rules = readFileSync(path.join(ROOT, 'deploy/Dockerfile.dockerignore'), 'utf8');
const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
const context = dockerignore({ ignorecase: false }).add(rules).filter(tracked);

describe('the image build context', () => {
  it('holds what the build needs', () => {
    for (const file of ['package.json', 'package-lock.json', 'index.html', 'src/main.tsx', 'deploy/entrypoint.sh']) {
      expect(context).toContain(file);
    }
  });

  it('holds no story picture and no text snapshot', () => {
    const review = tracked.filter((file) => /(^|\/)(__screenshots__|__snapshots__)\//.test(file));
    expect(review.length).toBeGreaterThan(0);
    expect(context.filter((file) => review.includes(file))).toEqual([]);
  });

  it('leaves out what is made here', () => {
    const made = dockerignore({ ignorecase: false }).add(rules);
    for (const file of ['node_modules/react/index.js', 'dist/index.html', 'storybook-static/index.html', '.git/HEAD']) {
      expect(made.ignores(file)).toBe(true);
    }
  });
});
