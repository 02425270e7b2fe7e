import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'build/', 'coverage/', 'reports/', 'node_modules/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    // A leading underscore marks a parameter a signature needs but the body does not
    // (Express tells error handlers by their four parameters).
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }] },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Layering, after bulletproof-react: imports run one way. Pages and features use components,
    // config and content; components never import pages, features or the app shell; content and
    // config import nothing from the UI; and no module reaches back round in a cycle.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./src/content', './src/config'],
              from: ['./src/app', './src/components', './src/features', './src/hooks', './src/pages'],
              message: 'Content and config are data: they import nothing from the UI.',
            },
            {
              target: './src/lib',
              from: [
                './src/app',
                './src/components',
                './src/features',
                './src/hooks',
                './src/pages',
                './src/content',
                './src/config',
              ],
              message:
                'lib is pure code (the calendar, key-date rules, iCalendar): it imports nothing of the site, so the browser, the build and the server can all use it.',
            },
            {
              target: ['./src/components', './src/hooks'],
              from: ['./src/app', './src/features', './src/pages'],
              message: 'Shared components and hooks must not depend on the app shell, features or pages.',
            },
            {
              target: './src/features',
              from: ['./src/app', './src/pages'],
              message: 'Features are used by pages, not the other way round.',
            },
            {
              target: './src/pages',
              from: './src/app/routes.tsx',
              message: 'Pages do not import the router tree that loads them.',
            },
            {
              target: [
                './src/components',
                './src/hooks',
                './src/features',
                './src/pages',
                './src/main.tsx',
                './src/bootstrap.tsx',
                './src/app/app.tsx',
                './src/app/layout.tsx',
                './src/app/routes.tsx',
                './src/app/error-page.tsx',
              ],
              from: './src/content/page-tree.ts',
              message:
                'page-tree.ts holds every page’s whole copy, for Node only: read what a listing needs from src/content/indexes/, which the build derives from it.',
            },
            {
              target: ['./src/app', './src/components', './src/features', './src/hooks', './src/pages', './src/*.tsx'],
              from: './src/styles/merge-classes.ts',
              message:
                'tailwind-merge runs at build time: add the merged class names to src/styles/class-names.ts and import them from there.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['tests/**/*.{ts,tsx}', '**/*.test.{ts,tsx}'],
    languageOptions: { globals: globals.jest },
    // A test that finds nothing should fail loudly on the spot; `!` does that.
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
