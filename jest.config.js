/**
 * Tests by kind, named by their suffix and kept beside the code they test:
 *   - `*.test.ts(x)`: unit, in Node (pure logic);
 *   - `*.jsdom.test.tsx`: a component in jsdom with Testing Library;
 *   - `*.server.test.ts`: a server module against real servers (SQLite, PostgreSQL, SMTP, CalDAV);
 * and the slow tiers apart: build (the prerendered HTML in dist/, read raw), system (nginx, the
 * container files and faults, in tests/system), e2e (Puppeteer and the
 * system Chromium against the preview server on a loopback port). `npm test` builds first, for
 * build and e2e; `npm run test:fast` runs unit, jsdom and server.
 */
const transform = {
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: { module: 'commonjs', jsx: 'react-jsx' } }],
};
const moduleNameMapper = {
  '\\.css$': '<rootDir>/tests/support/style-stub.js',
  '\\.(svg|png|jpe?g|webp|avif|woff2)$': '<rootDir>/tests/support/file-stub.js',
};

/** The generated indexes the pages import (scripts/generate-indexes.ts), written before the tests run. */
const globalSetup = '<rootDir>/tests/support/generate-indexes-setup.ts';

const os = require('node:os');

/** @type {import('jest').Config} */
module.exports = {
  // Jest's own report, then every skipped test and why.
  reporters: ['default', '<rootDir>/tests/support/skipped-summary-reporter.js'],
  // A worker a core, and at least two (Jest's own default is one fewer than the cores, so one on
  // the 2-core machine npm test's time is set for): the slow tiers spend most of their time
  // waiting on Chromium, nginx, PostgreSQL and child processes, so two files at once keep both
  // cores busy. Nothing side by side is timed (docs/testing.md).
  maxWorkers: Math.max(2, os.availableParallelism()),
  projects: [
    {
      displayName: 'unit',
      testEnvironment: '<rootDir>/tests/support/jsdom-with-fetch-environment.js',
      testMatch: ['<rootDir>/{src,server,scripts}/**/*.jsdom.test.{ts,tsx}'],
      setupFiles: ['<rootDir>/tests/support/jsdom-environment.ts'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/jest-dom.ts'],
      globalSetup,
      transform,
      moduleNameMapper,
    },
    {
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{src,server,scripts}/**/*.test.{ts,tsx}'],
      testPathIgnorePatterns: ['\\.jsdom\\.test\\.', '\\.server\\.test\\.', '\\.e2e\\.test\\.', '/node_modules/'],
      globalSetup,
      transform,
      moduleNameMapper,
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{src,server,scripts}/**/*.server.test.ts'],
      // One PostgreSQL server for the tests that run on both engines (test-kit/postgres.ts).
      globalSetup: '<rootDir>/tests/support/postgres-global-setup.ts',
      globalTeardown: '<rootDir>/tests/support/postgres-global-teardown.ts',
      transform,
      moduleNameMapper,
    },
    {
      displayName: 'build',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/build/**/*.test.ts'],
      globalSetup,
      transform,
      moduleNameMapper,
    },
    {
      // nginx, the container files and faults: real servers and processes, slower.
      displayName: 'system',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/system/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/support/postgres-global-setup.ts',
      globalTeardown: '<rootDir>/tests/support/postgres-global-teardown.ts',
      transform,
      moduleNameMapper,
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      // A feature's browser tests sit in its folder, named `*.e2e.test.ts`; the site's are here.
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts', '<rootDir>/src/features/**/*.e2e.test.ts'],
      globalSetup: '<rootDir>/tests/e2e/global-setup.ts',
      globalTeardown: '<rootDir>/tests/e2e/global-teardown.ts',
      // 30 s a test unless its file says longer (tests/e2e/setup-timeout.ts).
      setupFilesAfterEnv: ['<rootDir>/tests/e2e/setup-timeout.ts'],
      transform,
      moduleNameMapper,
    },
  ],
};
