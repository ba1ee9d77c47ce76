import type { Preview } from '@storybook/react-vite';
import 'bootstrap/dist/css/bootstrap.min.css';
import 'bootstrap-icons/font/bootstrap-icons.min.css';
// The shop's typefaces, as the app loads them (src/main.tsx): designers review the real typography.
import '../src/styles/fonts.css';
import { WCAG_A_AA_TAGS } from '../src/test/wcagTags';
import { withAppProviders } from './decorators';
import { mockWorkerLoader, resetMockDatabase } from './mockBackendLoader';
import { markStoryChecks } from './storyMarks';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './viewports';

/**
 * Every story runs over the same stateful mock backend as the app; the
 * database is reset to the seed before each story, and a story overrides
 * calls with `parameters.msw.handlers` (empty, error and loading states).
 */
const preview: Preview = {
  decorators: [withAppProviders],
  loaders: [resetMockDatabase, mockWorkerLoader, markStoryChecks],
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'id', title: 'Bahasa Indonesia' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'id' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // The toolbar's viewports: the phone the storefront is designed for and the back office's laptop.
    // `npm run test:stories` takes every story's picture at desktop1366: its first screen, 1366 × 900;
    // the public side's stories (tagged 'phone') are pictured at phone390 as well.
    viewport: {
      options: {
        phone390: {
          name: 'Phone 390',
          styles: { width: `${PHONE_VIEWPORT.width}px`, height: `${PHONE_VIEWPORT.height}px` },
          type: 'mobile',
        },
        desktop1366: {
          name: 'Desktop 1366',
          styles: { width: `${DESKTOP_VIEWPORT.width}px`, height: `${DESKTOP_VIEWPORT.height}px` },
          type: 'desktop',
        },
      },
    },
    // The a11y panel checks the WCAG 2.1 A/AA rules the e2e axe suite enforces, and shows them as errors.
    a11y: {
      options: { runOnly: { type: 'tag', values: WCAG_A_AA_TAGS } },
      test: 'error',
    },
  },
};

export default preview;
