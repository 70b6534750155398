/**
 * `npm start` as a developer runs it: `max dev` from the checkout, its log kept in reports/dev-server.log, ready once
 * its first bundle is (until then every address answers "Bundling…"). Playwright's global setup for the dev-path tests
 * (playwright.dev.config.ts); it stops the server when they end.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const DEV_PORT = Number(process.env.DEV_PORT ?? 8100);
export const DEV_ORIGIN = `http://localhost:${DEV_PORT}`;
const ROOT = join(__dirname, '../../..');
export const DEV_LOG = join(ROOT, 'reports/dev-server.log');
/** How long the first start took, for docs/testing.md. */
const TIMINGS = join(ROOT, 'reports/dev-server.json');
const FIRST_BUNDLE_TIMEOUT_MS = 240_000;

interface BundleStatus {
  bundleStatus?: { done?: boolean; progresses?: { percent?: number }[] };
  mfsuBundleStatus?: { done?: boolean };
}

const bundled = (s: BundleStatus) =>
  s.bundleStatus?.done === true && (s.bundleStatus.progresses ?? []).every((p) => p.percent === 1) && s.mfsuBundleStatus?.done !== false;

async function status(): Promise<BundleStatus | null> {
  try {
    const res = await fetch(`${DEV_ORIGIN}/__umi/api/bundle-status`);
    return res.ok ? ((await res.json()) as BundleStatus) : null;
  } catch {
    return null;
  }
}

/** The home page as the dev server answers it once bundled: the app's HTML, not the "Bundling…" page. */
async function servesTheApp() {
  try {
    const res = await fetch(`${DEV_ORIGIN}/html/`);
    return res.status === 200 && (await res.text()).includes('id="root"');
  } catch {
    return false;
  }
}

/**
 * Throws when something already listens on the port: Umi would quietly take the next free one, and the tests would
 * talk to whatever holds this one (a dev server left from earlier, say).
 */
export async function expectFreePort(origin: string) {
  const taken = await fetch(origin).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`${origin} is already in use: stop what listens there (a dev server left running?)`);
}

export function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

export default async function startDevServer() {
  mkdirSync(join(ROOT, 'reports'), { recursive: true });
  await expectFreePort(DEV_ORIGIN);
  // A cold start, as on a fresh clone: no bundler cache from an earlier start or build (CI sees this anyway).
  if (process.env.DEV_WARM !== '1') rmSync(join(ROOT, 'node_modules/.cache'), { recursive: true, force: true });
  const log = createWriteStream(DEV_LOG);
  const startedAt = Date.now();
  // The README's first command: `npm start` is `max dev`.
  const child = spawn('npx', ['--no-install', 'max', 'dev'], {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, PORT: String(DEV_PORT), BROWSER: 'none', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  let ready = false;
  while (!ready && Date.now() - startedAt < FIRST_BUNDLE_TIMEOUT_MS && child.exitCode === null) {
    await new Promise((r) => setTimeout(r, 250));
    const s = await status();
    ready = s !== null && bundled(s) && (await servesTheApp());
  }
  if (!ready) {
    stop(child);
    throw new Error(`max dev did not serve its first bundle within ${FIRST_BUNDLE_TIMEOUT_MS / 1000} s: see ${DEV_LOG}`);
  }
  const firstPageMs = Date.now() - startedAt;
  writeFileSync(TIMINGS, JSON.stringify({ firstPageMs, warm: process.env.DEV_WARM === '1' }, null, 2));
  console.log(`max dev served its first page ${(firstPageMs / 1000).toFixed(1)} s after start`);

  return async () => {
    stop(child);
    await new Promise((r) => setTimeout(r, 500));
    log.end();
  };
}
