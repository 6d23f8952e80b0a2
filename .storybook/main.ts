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
  // `storybook build --test` (the build the e2e smoke test plays, see scripts/test-all.ts) leaves
  // out the props tables (react-docgen: half the build's CPU) but keeps the docs pages: the
  // Review page is part of what it checks. (Storybook 10.6 fails to build with addon-docs on and
  // autodocs off.)
  build: {
    test: {
      disableMDXEntries: false,
      disableBlocks: false,
      disabledAddons: [],
      disableAutoDocs: false,
    },
  },
  viteFinal: (config, { configType }) =>
    configType === 'DEVELOPMENT'
      ? mergeConfig(config, { server: { warmup: { clientFiles: ['./.storybook/preview.tsx'] } } })
      : config,
};

export default config;
