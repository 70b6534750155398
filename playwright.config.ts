import { defineConfig } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

/**
 * Browser tests run against the production build (npm run build: pre-rendered pages) served by scripts/serve.ts with
 * the mocked APIs; the deployment tests (tests/e2e/deployment.spec.ts) against Debian's nginx with deploy/nginx/
 * serving the same dist/ (its /api/ goes to the first server).
 *
 * Projects: `chromium` (tests/e2e, Debian's Chromium through Playwright), `phone-widths` (every sitemap address at
 * phone widths, today and on later dates) and `webkit` (tests/webkit: an iPhone visitor's journeys in WebKitGTK's
 * MiniBrowser, driven by WebKitWebDriver under xvfb-run through webdriverio, see tests/webkit/support/webkit.ts;
 * Playwright only runs them and serves the site).
 */
const port = Number(process.env.E2E_PORT ?? 8000);
const nginxPort = Number(process.env.E2E_NGINX_PORT ?? port + 81);
process.env.E2E_NGINX_ORIGIN = `http://localhost:${nginxPort}`;

export default defineConfig({
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  // In CI (.ci/run) a failed test is tried once more: one that passes then is reported flaky, apart from the passed
  // (scripts/test-summary.mjs); one that fails twice is a failure.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    locale: 'zh-CN',
    viewport: { width: 1280, height: 860 },
  },
  projects: [
    { name: 'chromium', testDir: 'tests/e2e', testIgnore: ['**/phone-widths.spec.ts'] },
    // Every address of the sitemap at phone widths, today and on later dates (its own project: the longest sweep).
    { name: 'phone-widths', testDir: 'tests/e2e', testMatch: /phone-widths\.spec\.ts/ },
    {
      name: 'webkit',
      testDir: 'tests/webkit',
      testMatch: /\.spec\.ts$/,
      // One WebKit browser at a time: the journeys share the mock server's inboxes and one display per worker.
      workers: 1,
      fullyParallel: false,
      timeout: 60_000,
      expect: { timeout: 10_000 },
    },
  ],
  webServer: [
    {
      command: `node --import tsx scripts/serve.ts --port ${port}`,
      url: `http://localhost:${port}/html/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
    },
    {
      command: `node --import tsx scripts/nginx.ts --port ${nginxPort} --api ${port}`,
      url: `http://localhost:${nginxPort}/html/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
    },
  ],
});
