// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './tools/eslint/boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'storybook-static',
      'test-results',
      'coverage',
      'openapi/mocks/worker/mockServiceWorker.js',
      'openapi/generated',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { kit: boundaries },
    rules: {
      'kit/boundaries': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // Named exports only; Storybook's CSF meta and config files are the exceptions.
    files: [
      'design-system/**/*.{ts,tsx}',
      'features/**/*.{ts,tsx}',
      'openapi/**/*.{ts,tsx}',
      'apps/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
