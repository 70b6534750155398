/**
 * Playwright's global setup for the dev-path tests (playwright.dev.config.ts): `npm start` started cold, as on a fresh
 * clone (scripts/lib/devServer.ts), stopped when they end. Its log is written outside the checkout while it runs (mako
 * watches the checkout) and copied to reports/dev-server.log after; reports/dev-server.json says how long its first
 * page took and how the icon asked for during the build was answered.
 */
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startDevServer } from '../../../scripts/lib/devServer';

export const DEV_PORT = Number(process.env.DEV_PORT ?? 8100);
export const DEV_ORIGIN = `http://localhost:${DEV_PORT}`;
export const DEV_LOG = join(tmpdir(), `zhiqiao-dev-server-${DEV_PORT}.log`);
const REPORTS = join(__dirname, '../../../reports');
/** How the start went: reports/dev-server.json (read by tests/dev/log.spec.ts). */
export const DEV_REPORT = join(REPORTS, 'dev-server.json');

const keepLog = () => existsSync(DEV_LOG) && copyFileSync(DEV_LOG, join(REPORTS, 'dev-server.log'));

export default async function globalSetup() {
  mkdirSync(REPORTS, { recursive: true });
  // DEV_WARM=1 keeps the bundler's cache from an earlier start (the figures of a warm start).
  const server = await startDevServer({ port: DEV_PORT, log: DEV_LOG, cold: process.env.DEV_WARM !== '1' }).catch((error: unknown) => {
    keepLog();
    throw error;
  });
  const { firstPageMs, iconWhileBuilding } = server;
  writeFileSync(DEV_REPORT, JSON.stringify({ firstPageMs, iconWhileBuilding }, null, 2));
  console.log(`max dev served its first page ${(server.firstPageMs / 1000).toFixed(1)} s after start`);
  return async () => {
    await server.stop();
    keepLog();
  };
}
