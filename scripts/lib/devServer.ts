/**
 * `npm start` as a developer runs it: `max dev` from the checkout, ready once its first bundle is (until then every
 * address answers "Bundling…"). Used by the dev-path tests (tests/dev/support/devServer.ts) and by
 * scripts/perf/devPath.ts, which time it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, rmSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');
const FIRST_BUNDLE_TIMEOUT_MS = 240_000;
/** What Chromium accepts when it asks for a page's icon. */
const ICON_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

interface BundleStatus {
  bundler?: string;
  bundleStatus?: { done?: boolean; progresses?: { percent?: number }[] };
  mfsuBundleStatus?: { done?: boolean };
}

const bundled = (s: BundleStatus) =>
  s.bundleStatus?.done === true && (s.bundleStatus.progresses ?? []).every((p) => p.percent === 1) && s.mfsuBundleStatus?.done !== false;

const answers = (url: string) =>
  fetch(url).then(
    () => true,
    () => false,
  );

async function status(origin: string): Promise<BundleStatus | null> {
  try {
    const res = await fetch(`${origin}/__umi/api/bundle-status`);
    return res.ok ? ((await res.json()) as BundleStatus) : null;
  } catch {
    return null;
  }
}

/** The home page as the dev server answers it once bundled: the app's HTML, not the "Bundling…" page. */
async function servesTheApp(origin: string) {
  try {
    const res = await fetch(`${origin}/html/`);
    return res.status === 200 && (await res.text()).includes('id="root"');
  } catch {
    return false;
  }
}

/**
 * Throws when something already listens on the port: Umi would quietly take the next free one, and whoever asks would
 * talk to whatever holds this one (a dev server left from earlier, say).
 */
export async function expectFreePort(origin: string) {
  if (await answers(origin)) throw new Error(`${origin} is already in use: stop what listens there (a dev server left running?)`);
}

/** Stops a server started detached, with every process it started (its process group). */
export function stopGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

export interface DevServer {
  origin: string;
  /** From the start of `max dev` to the first page of the app it served. */
  firstPageMs: number;
  /** The HTTP status of the site's icon asked for while it built, as a browser does beside Umi's loading page. */
  iconWhileBuilding: number | null;
  stop: () => Promise<void>;
}

/**
 * Starts `max dev` on a port and waits for its first page. `cold`: without any bundler cache, as on a fresh clone.
 * Its output goes to `log` (keep it outside the checkout: mako watches the checkout, and a log inside it would wake
 * the watcher at every line, each wake-up writing a line).
 */
export async function startDevServer({ port, log, cold }: { port: number; log: string; cold: boolean }): Promise<DevServer> {
  const origin = `http://localhost:${port}`;
  await expectFreePort(origin);
  if (cold) rmSync(join(ROOT, 'node_modules/.cache'), { recursive: true, force: true });
  const out = createWriteStream(log);
  const startedAt = Date.now();
  // The README's first command: `npm start` is `max dev`.
  const child = spawn('npx', ['--no-install', 'max', 'dev'], {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, PORT: String(port), BROWSER: 'none', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let fatal = false;
  for (const stream of [child.stdout, child.stderr]) {
    stream?.pipe(out);
    // Umi's own word that the server will not come (a config it refuses, say): no need to wait for the timeout.
    stream?.on('data', (chunk: Buffer) => (fatal ||= /^fatal\s+-/m.test(chunk.toString())));
  }

  const stop = async () => {
    stopGroup(child);
    // Gone before the next start: nothing left listening on the port.
    for (let tries = 0; tries < 40 && (await answers(origin)); tries += 1) await new Promise((r) => setTimeout(r, 250));
    stopGroup(child, 'SIGKILL');
    await new Promise((r) => out.end(r));
  };

  let ready = false;
  let icon: Promise<number | null> | null = null;
  while (!ready && !fatal && Date.now() - startedAt < FIRST_BUNDLE_TIMEOUT_MS && child.exitCode === null) {
    await new Promise((r) => setTimeout(r, 250));
    const s = await status(origin);
    // A tab opened during the build shows Umi's loading page and asks for the site's icon, which mako's server answers.
    if (s && s.bundleStatus?.done !== true)
      icon ??= fetch(`${origin}/favicon.ico`, { headers: { accept: ICON_ACCEPT } }).then(
        (r) => r.status,
        () => null,
      );
    // Asked as soon as Umi says the bundle is done: the dev server holds the request until mako's own server listens
    // (scripts/dev/holdUntilBundleServer.ts).
    ready = s !== null && bundled(s) && (await servesTheApp(origin));
  }
  if (!ready) {
    await stop();
    throw new Error(`max dev did not serve its first page within ${FIRST_BUNDLE_TIMEOUT_MS / 1000} s: see ${log}`);
  }
  const firstPageMs = Date.now() - startedAt;
  return { origin, firstPageMs, iconWhileBuilding: icon ? await icon : null, stop };
}
