import { defineConfig } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import { DEV_ORIGIN } from './tests/dev/support/devServer';

/**
 * The developers' and QA's path (tests/dev): `npm start` (`max dev`, started by tests/dev/support/devServer.ts) and
 * `max preview`, beside scripts/serve.ts on the production build, whose mocked APIs the dev server must answer alike.
 * Run by `npm run test:e2e` after the build; alone: `npx playwright test -c playwright.dev.config.ts`.
 *
 * Projects: `dev-mocks` (every mocked endpoint beside scripts/serve.ts), then `dev-server` (pages, the QA panel, a copy
 * edit reaching the open page, `max preview`), then `dev-log` (the dev server's log after all of it: no error line).
 * The mocks go first, alone: the pages' own beacons and reports land in the dev server's inboxes, which the table
 * reads (a page view sent beside it made the two servers' lists differ, in a loaded run).
 */
const servePort = Number(process.env.E2E_PORT ?? 8000);
process.env.SERVE_ORIGIN = `http://localhost:${servePort}`;

export default defineConfig({
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // In CI (.ci/run) a failed test is tried once more: one that passes then is reported flaky, apart from the passed
  // (scripts/test-summary.mjs); one that fails twice is a failure.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'reports/dev.json' }]],
  globalSetup: './tests/dev/support/devServer.ts',
  use: {
    baseURL: DEV_ORIGIN,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    locale: 'zh-CN',
    viewport: { width: 1280, height: 860 },
  },
  projects: [
    { name: 'dev-mocks', testDir: 'tests/dev', testMatch: /mocks\.spec\.ts/ },
    { name: 'dev-server', testDir: 'tests/dev', testIgnore: ['**/log.spec.ts', '**/mocks.spec.ts'], dependencies: ['dev-mocks'] },
    { name: 'dev-log', testDir: 'tests/dev', testMatch: /log\.spec\.ts/, dependencies: ['dev-server'] },
  ],
  webServer: [
    {
      command: `node --import tsx scripts/serve.ts --port ${servePort}`,
      url: `http://localhost:${servePort}/html/`,
      // Never one left running: the answers compared must be this checkout's.
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
    },
  ],
});
