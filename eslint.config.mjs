import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Test files, wherever they sit: beside their code, or in tests/. */
const testFiles = ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'];

/** The features, one folder each under src/features/: each owns its UI, rules, copy, server code and tests. */
const features = fs.readdirSync('src/features', { withFileTypes: true }).filter((entry) => entry.isDirectory());

/** What runs in the browser (and the prerender): everything in src/ but the features' server code and tools. */
const clientCode = [
  './src/{app,platform,pages,content,config,styles}/**',
  './src/{main,bootstrap}.tsx',
  './src/features/*/!(cli*).{ts,tsx}',
  './src/features/*/!(server)/**',
];

/**
 * The import rules, after bulletproof-react's ESLint zones. Each zone is a target that may not
 * import from a place; the message says why.
 */
function importZones({ tests }) {
  const featureZones = features.map(({ name }) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message:
      'A feature never imports another: move what both need to src/platform/ (code) or src/content/ (words), or compose them in a page or in server/.',
  }));
  // A test may reach across layers to what it tests, and use the test tooling; features stay apart.
  if (tests) return featureZones;
  return [
    ...featureZones,
    {
      target: './src/platform',
      from: ['./src/features/**', './src/app/**', './src/pages/**'],
      message: 'The platform knows no feature, page or app shell: features use it, not the other way round.',
    },
    {
      target: ['./src/content', './src/config'],
      from: ['./src/app/**', './src/pages/**', './src/platform/components/**', './src/platform/hooks/**'],
      message: 'Content and config are data: they never import UI or the app shell.',
    },
    {
      target: ['./src/content', './src/config'],
      from: './src/features/**',
      message:
        'Content and config import no feature: a type both need goes in src/content/types.ts, a feature’s pages and their types in its folder, and what lists every feature in the root (src/app/features.ts).',
    },
    {
      target: './src/features',
      from: ['./src/app/**', './src/pages/**'],
      message: 'Features are used by pages and the app shell, not the other way round.',
    },
    {
      target: clientCode,
      from: ['./server/**', './scripts/**', './test-kit/**', './src/features/*/server/**', './src/features/*/cli*.ts'],
      message: 'Browser code never imports server code or tooling: share rules through src/, not server/.',
    },
    {
      target: './server/platform',
      from: ['./src/features/**', './server/app/**'],
      message:
        'server/platform/ is the library every server feature uses: it knows no feature and not the root (server/app/), which composes them.',
    },
    {
      target: './src/features',
      from: './server/app/**',
      message:
        'A feature never imports the root: it exports its plug (server/feature.ts) and is given what it needs (server/platform/feature.ts, FeatureContext).',
    },
    {
      target: ['./src', './server', './scripts', './test-kit'],
      from: './tests',
      message: 'Nothing but a test imports from tests/: tooling that scripts share with tests belongs in test-kit/.',
    },
    {
      target: ['./src', './server'],
      from: './test-kit',
      message: 'The site’s code never imports test tooling.',
    },
    {
      target: ['./src/{platform,pages}/**', './src/features/**/*.tsx', './src/{main,bootstrap}.tsx', './src/app/*.tsx'],
      from: './src/content/page-tree.ts',
      message:
        'page-tree.ts holds every page’s whole copy, for Node only: read what a listing needs from src/content/indexes/generated/, which the build derives from it.',
    },
    {
      target: clientCode,
      from: './src/**/indexes/*.ts',
      message:
        'An index reads every page: import what the build derives from it, indexes/generated/<name> (scripts/generate-indexes.ts).',
    },
  ];
}

export default tseslint.config(
  // The generated indexes are written, not edited (scripts/generate-indexes.ts).
  { ignores: ['dist/', 'build/', 'coverage/', 'reports/', 'node_modules/', 'src/**/indexes/generated/'] },
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
    // A feature's browser tests (Puppeteer, in Node) have no React in them: `useBrowser` is Jest's.
    ignores: ['**/*.e2e.test.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Layering, after bulletproof-react's zones: imports run one way, over src/, server/, scripts/
    // and the tests alike (the zones are in importZones above), and no module reaches back round in
    // a cycle.
    files: ['{src,server,scripts,test-kit,tests}/**/*.{ts,tsx}', '*.ts'],
    ignores: testFiles,
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: importZones({ tests: false }) }],
    },
  },
  {
    // package.json's "sideEffects" tells webpack that importing a module does nothing but define
    // its exports (docs/decisions.md): an import for what a module does, rather than what it
    // exports, would be dropped from the bundle. The stylesheet is the one such import.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...testFiles, '**/*.d.ts'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-unassigned-import': ['error', { allow: ['**/*.css'] }] },
  },
  {
    // The tests: features stay apart; a test may reach across layers to what it tests.
    files: testFiles,
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: importZones({ tests: true }) }] },
  },
  {
    // The mail library is the SMTP transport's alone: features write the platform's Email, and
    // another transport is a file beside it (server/platform/outbox/transport.ts).
    files: ['{src,server,scripts}/**/*.{ts,tsx}'],
    ignores: ['server/platform/outbox/smtp-transport.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['nodemailer', 'nodemailer/*'],
              message:
                'Write the platform’s Email (server/platform/outbox/email.ts); only the SMTP transport uses nodemailer.',
            },
          ],
        },
      ],
    },
  },
  {
    // Small functions and files with one job (docs/DESIGN.md): no function over 80 lines and no
    // file over 400, blank lines and comments not counted. Where one must be longer, the file says
    // why in its first comment (an eslint-disable with its reason). The tests are not held to it: a
    // describe block is a list of cases, and its length is what it covers.
    files: ['{src,server,scripts,test-kit}/**/*.{ts,tsx}', '*.ts'],
    ignores: testFiles,
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
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
