import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import * as previewAnnotations from '../preview';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from '../viewports';
import { phoneAxeViolations } from './phoneAxe';
import * as planted from './PlantedProblems.stories';
import { firstScreen } from './storyPicture';

/**
 * Proves that `npm run test:stories` catches what it is there for: the stories run with the
 * project's own preview (providers, mock backend, a11y parameters) and the same screenshot
 * settings as the catalogue, and a planted contrast problem or a one-letter change must fail.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    updatingScreenshots: boolean;
  }
}

const project = setProjectAnnotations([a11yAddonAnnotations, previewAnnotations]);
beforeAll(project.beforeAll);

const { Readable, LowContrast, OneLetterChanged } = composeStories(planted);

describe('axe on a story', () => {
  it('passes a readable story', async () => {
    await Readable.run();
  });

  it('fails a story with text below WCAG AA contrast', async () => {
    await expect(LowContrast.run()).rejects.toThrow(/color-contrast/);
  });

  it('finds the same problem on the phone (the second check of the stories tagged phone)', async () => {
    await Readable.run();
    await page.viewport(PHONE_VIEWPORT.width, PHONE_VIEWPORT.height);
    try {
      expect(await phoneAxeViolations()).toEqual([]);
      await expect(LowContrast.run()).rejects.toThrow(/color-contrast/);
      expect((await phoneAxeViolations()).join('\n')).toMatch(/^color-contrast: /);
    } finally {
      await page.viewport(DESKTOP_VIEWPORT.width, DESKTOP_VIEWPORT.height);
    }
  });
});

describe('the story picture', () => {
  // `--update` would accept the planted change as the new picture: the check runs without it.
  it.skipIf(inject('updatingScreenshots'))('fails when one letter differs from the committed picture', async () => {
    await Readable.run();
    await expect(firstScreen()).toMatchScreenshot('self-test--readable');
    await OneLetterChanged.run();
    await expect(expect(firstScreen()).toMatchScreenshot('self-test--readable')).rejects.toThrow(/mismatch|differ/i);
  });
});

describe('the story text snapshot', () => {
  const READABLE_TREE = './__snapshots__/self-test-readable.aria.yml';

  // `--update` would accept the planted change as the new snapshot: the check runs without it.
  it.skipIf(inject('updatingScreenshots'))('fails when one letter of a label differs', async () => {
    await Readable.run();
    await expect(await commands.pageAriaSnapshot()).toMatchFileSnapshot(READABLE_TREE);
    await OneLetterChanged.run();
    const changed = await commands.pageAriaSnapshot();
    expect(changed).toContain('Mawar mereh');
    await expect(expect(changed).toMatchFileSnapshot(READABLE_TREE)).rejects.toThrow(/mismatched/);
  });
});
