import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  // msw-storybook-addon is used through its CSF3 loader in preview.tsx (with our own
  // worker and handlers); registering the addon here as well would start a second worker.
  // The a11y addon runs axe on every story, so designers see WCAG problems per story.
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
