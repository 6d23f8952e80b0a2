import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    './**/*.mdx',
    '../design-system/**/*.@(mdx|stories.tsx)',
    '../features/**/*.@(mdx|stories.tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  staticDirs: ['../public', '../openapi/mocks/worker'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (config, { configType }) =>
    configType === 'DEVELOPMENT'
      ? mergeConfig(config, { server: { warmup: { clientFiles: ['./.storybook/preview.tsx'] } } })
      : config,
};

export default config;
