import type { Preview } from '@storybook/react-vite';
import 'bootstrap/dist/css/bootstrap.min.css';
import 'bootstrap-icons/font/bootstrap-icons.min.css';
import { mockWorkerLoader, resetMockDatabase } from './mockBackendLoader';
import { withAppProviders } from './decorators';

/**
 * Every story runs over the same stateful mock backend as the app; the
 * database is reset to the seed before each story, and a story overrides
 * calls with `parameters.msw.handlers` (empty, error and loading states).
 */
const preview: Preview = {
  decorators: [withAppProviders],
  loaders: [resetMockDatabase, mockWorkerLoader],
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
    // The a11y panel checks the WCAG 2.1 A/AA rules the e2e axe suite enforces, and shows them as errors.
    a11y: {
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
      test: 'error',
    },
  },
};

export default preview;
