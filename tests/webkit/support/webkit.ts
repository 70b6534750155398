import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { type APIRequestContext, expect, test as base } from '@playwright/test';
import { remote } from 'webdriverio';

import type * as API from '@/api';
import { BASE_PATH } from '@/config/basePath';
import { ANALYTICS_CONSENT_KEY } from '@/config/visitor';
import { storedConsent } from '@/features/visitor/analytics/consent';

/**
 * The WebKit suite: an iPhone visitor's journeys in WebKitGTK's MiniBrowser (the engine of Safari and of WeChat on
 * iOS), driven through WebKitWebDriver under a virtual display (xvfb-run) with webdriverio. Playwright only runs the
 * tests and serves the site (playwright.config.ts, project `webkit`); no Playwright browser is used.
 *
 * Needs Debian's `webkit2gtk-driver` (WebKitWebDriver, MiniBrowser) and `xvfb`: without them every test fails, loudly.
 */

export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB_RUN = '/usr/bin/xvfb-run';
/** Asks an X display for its description (Debian's x11-utils): the display test's way to connect, as a browser would. */
export const XDPYINFO = '/usr/bin/xdpyinfo';

/** Safari on an iPhone (the visitor outside WeChat). WeChat's own are in tests/e2e/support/wechat.ts. */
export const IPHONE_SAFARI_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** An iPhone's window; MiniBrowser keeps its window at least ~450 px wide (widths are tested in Chromium). */
const PHONE_WINDOW = { width: 390, height: 844 };

export type Browser = WebdriverIO.Browser;

export interface SessionOptions {
  userAgent?: string;
  /** WebDriver's page load strategy: `normal` waits for the load event; `none` returns as the navigation starts. */
  pageLoadStrategy?: 'normal' | 'eager' | 'none';
  /**
   * The analytics question: `yes`, answered on the site's origin before the test's first page (the default: no bar at
   * the bottom of the screen, the SDK runs as it always did), or `unasked`, a new visitor who sees the bar.
   */
  analytics?: 'yes' | 'unasked';
}

export interface WebKit {
  /**
   * An ordinary session: the one open now if it is one (Safari's iPhone user agent, the page load strategy `normal`,
   * the analytics question answered), else a new one. A session a test opened with other options is never handed on:
   * with `pageLoadStrategy: 'none'` the next test's first command ran against the page before while the new one loaded.
   */
  browser: () => Promise<Browser>;
  /**
   * A new browser, with nothing stored but the answer to the analytics question (`analytics`, yes unless asked
   * otherwise); ends the session open now: one MiniBrowser at a time.
   */
  fresh: (options?: SessionOptions) => Promise<Browser>;
  /** The pids of the browser's own processes (MiniBrowser and its web and network processes). */
  browserProcesses: () => number[];
  /** Ends the session open now (its browser closes; the driver and its display stay). */
  close: () => Promise<void>;
  /** The X display of the driver running now, and its authority file. */
  display: () => { DISPLAY: string; XAUTHORITY: string };
}

/**
 * Every WebDriver command is answered within this time or fails, naming itself (`when running "title" with method
 * "GET"`): a browser that stops answering fails its test in seconds, not at the test's timeout with no word of where.
 * Above the session's own page load and script timeouts, so that the driver's more precise error comes first.
 */
export const COMMAND_TIMEOUT_MS = 25_000;
const SESSION_TIMEOUTS = { pageLoad: 15_000, script: 10_000, implicit: 0 };
/** How long a session that is fine takes to say its title after a test; longer, and it is ended with its driver. */
const HEALTH_CHECK_MS = 3_000;

/** A free TCP port on this machine. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fails loudly when the machine lacks what the suite needs (.ci/run installs it). */
function requireTools() {
  const missing = [WEBKIT_DRIVER, MINIBROWSER, XVFB_RUN, XDPYINFO].filter((file) => !existsSync(file));
  if (missing.length > 0)
    throw new Error(
      `The WebKit suite needs ${missing.join(', ')}: apt-get install -y webkit2gtk-driver xvfb x11-utils (.ci/run installs them).`,
    );
}

interface Driver {
  port: number;
  process: ChildProcess;
  /** What WebKitWebDriver, Xvfb and MiniBrowser (which writes to its driver's output) printed, newest last. */
  log: string[];
}

const LOG_LINES = 2000;

/** WebKitWebDriver on a free port under its own virtual display, in a process group of its own. */
async function startDriver(): Promise<Driver> {
  requireTools();
  const port = await freePort();
  const log: string[] = [];
  // -noreset: by default Xvfb resets when its last client leaves, and a browser that connects meanwhile cannot open the
  // display; it exits, and WebKitWebDriver waits for it past every timeout (the first fresh browser after a session
  // closed, under load: tests/webkit/display.spec.ts).
  const child = spawn(XVFB_RUN, ['-a', '-s', '-screen 0 1280x1000x24 -noreset', WEBKIT_DRIVER, `--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const note = (chunk: Buffer) => {
    log.push(...chunk.toString().split('\n').filter(Boolean));
    log.splice(0, Math.max(0, log.length - LOG_LINES));
  };
  child.stdout!.on('data', note);
  child.stderr!.on('data', note);
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ready = await new Promise<boolean>((resolve) => {
      http
        .get({ host: '127.0.0.1', port, path: '/status', timeout: 1000 }, (res) => {
          res.resume();
          resolve(res.statusCode === 200);
        })
        .on('error', () => resolve(false));
    });
    if (ready) return { port, process: child, log };
    await sleep(200);
  }
  await stopDriver({ port, process: child, log });
  throw new Error(`WebKitWebDriver did not start on port ${port}:\n${log.join('\n')}`);
}

const signalGroup = (pid: number, signal: NodeJS.Signals | 0) => {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false; // gone
  }
};

/**
 * Ends xvfb-run, Xvfb, WebKitWebDriver and MiniBrowser with its web processes: the whole process group (they all stay
 * in it). A process that does not end within 2 s (a browser that hangs, or one stopped) is killed: nothing of this
 * driver outlives it to slow or block the next test's.
 */
async function stopDriver(driver: Driver) {
  const pid = driver.process.pid;
  if (!pid || !signalGroup(pid, 'SIGTERM')) return;
  for (let waited = 0; waited < 2_000 && signalGroup(pid, 0); waited += 100) await sleep(100);
  signalGroup(pid, 'SIGKILL');
}

/** The processes in the driver's process group: pid and command name. */
function groupProcesses(driver: Driver): { pid: number; name: string }[] {
  const table = execFileSync('ps', ['-eo', 'pid=,pgid=,comm='], { encoding: 'utf8' });
  return table
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, pgid]) => Number(pgid) === driver.process.pid)
    .map(([pid, , name]) => ({ pid: Number(pid), name: name ?? '' }));
}

/** The browser's processes in the driver's process group. */
const browserProcesses = (driver: Driver): number[] =>
  groupProcesses(driver)
    .filter(({ name }) => /^(MiniBrowser|WebKit(Web|Network)Pro)/.test(name))
    .map(({ pid }) => pid);

/** The X display the driver's browsers open, with its authority file (as xvfb-run gave them to WebKitWebDriver). */
function displayOf(driver: Driver): { DISPLAY: string; XAUTHORITY: string } {
  const webDriver = groupProcesses(driver).find(({ name }) => name === 'WebKitWebDriver');
  if (!webDriver) throw new Error('WebKitWebDriver is not running');
  const env = Object.fromEntries(
    readFileSync(`/proc/${webDriver.pid}/environ`, 'utf8')
      .split('\0')
      .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  );
  return { DISPLAY: env.DISPLAY, XAUTHORITY: env.XAUTHORITY };
}

/** Whether the session still answers a command promptly (a hung browser does not). */
async function answers(browser: Browser) {
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), HEALTH_CHECK_MS));
  const title = browser.getTitle().then(
    () => true,
    () => false,
  );
  return Promise.race([title, timeout]);
}

async function openSession(port: number, { userAgent = IPHONE_SAFARI_UA, pageLoadStrategy = 'normal' }: SessionOptions) {
  const browser = await remote({
    hostname: '127.0.0.1',
    port,
    path: '/',
    // `error`: a script run while the page unloads (polling across a navigation) is retried, not worth a warning.
    logLevel: 'error',
    // A command that times out is not sent again: a click sent twice would be two clicks.
    connectionRetryCount: 0,
    connectionRetryTimeout: COMMAND_TIMEOUT_MS,
    waitforTimeout: 10_000,
    capabilities: {
      browserName: 'MiniBrowser',
      pageLoadStrategy,
      timeouts: SESSION_TIMEOUTS,
      // WebKitWebDriver speaks WebDriver classic only: without this the session is refused ("Failed to match capabilities").
      'wdio:enforceWebDriverClassic': true,
      // WebKitGTK's own capability (not in webdriverio's types).
      ...{ 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', `--user-agent=${userAgent}`] } },
    },
  });
  await browser.setWindowSize(PHONE_WINDOW.width, PHONE_WINDOW.height);
  return browser;
}

const ANSWERED_YES = JSON.stringify(storedConsent('yes'));

/**
 * The device has answered the analytics question with yes, on `origin`: WebDriver has no script that runs before a
 * page's own, so a tiny address of the site (its favicon, no app) is opened first and the answer stored there.
 */
async function answerAnalyticsYes(browser: Browser, origin: string) {
  await browser.url(`${origin}${appUrl('/favicon.svg')}`);
  await browser.waitUntil(
    () => browser.execute((o: string) => window.location.origin === o && document.readyState === 'complete', origin),
    { timeout: 10_000, interval: 100, timeoutMsg: `${origin}${appUrl('/favicon.svg')} did not open within 10 s` },
  );
  await browser.execute((key: string, value: string) => window.localStorage.setItem(key, value), ANALYTICS_CONSENT_KEY, ANSWERED_YES);
}

/**
 * `webkit`: one WebKitWebDriver per worker, one MiniBrowser session at a time. After a test that failed, or whose
 * session no longer answers, the session and its driver are ended (the whole process group) and the next test starts
 * a new driver; the driver's output of a failed test goes to its folder in test-results/ (`webkit.log`).
 * `phone`: the session open now, for a test that needs no fresh browser.
 */
export const test = base.extend<
  { phone: Browser; webkitAfterEach: void },
  { webkit: WebKit & { afterTest: (failed: boolean, logFile: string) => Promise<void> } }
>({
  webkit: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const origin = workerInfo.project.use.baseURL;
      let driver: Driver | null = null;
      let current: Browser | null = null;
      let ordinary = false;
      const end = async () => {
        const open = current;
        current = null;
        ordinary = false;
        if (open) await Promise.race([open.deleteSession().catch(() => undefined), sleep(HEALTH_CHECK_MS)]);
      };
      const running = async () => (driver ??= await startDriver());
      const fresh = async (options: SessionOptions = {}) => {
        await end();
        current = await openSession((await running()).port, options);
        ordinary = Object.values(options).every((value) => value === undefined);
        if ((options.analytics ?? 'yes') === 'yes' && origin) await answerAnalyticsYes(current, origin);
        return current;
      };
      // The session ends with its driver.
      const restart = async () => {
        current = null;
        ordinary = false;
        if (driver) await stopDriver(driver);
        driver = null;
      };
      const afterTest = async (failed: boolean, logFile: string) => {
        if (failed && driver) writeFileSync(logFile, driver.log.join('\n'));
        if (failed || (current && !(await answers(current)))) await restart();
      };
      try {
        await use({
          browser: async () => (current && ordinary ? current : fresh()),
          fresh,
          browserProcesses: () => (driver ? browserProcesses(driver) : []),
          close: end,
          display: () => {
            if (!driver) throw new Error('no WebKitWebDriver running');
            return displayOf(driver);
          },
          afterTest,
        });
      } finally {
        await end();
        if (driver) await stopDriver(driver);
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  webkitAfterEach: [
    async ({ webkit }, use, testInfo) => {
      await use();
      const failed = testInfo.status !== 'passed' && testInfo.status !== 'skipped';
      const logFile = testInfo.outputPath('webkit.log');
      await webkit.afterTest(failed, logFile);
      if (failed && existsSync(logFile)) await testInfo.attach('webkit.log', { path: logFile, contentType: 'text/plain' });
    },
    { auto: true, timeout: 30_000 },
  ],
  phone: async ({ webkit }, use) => {
    await use(await webkit.browser());
  },
});

export { expect };

/** App URL of a route path under the router base ('/aboutUs' -> '/html/aboutUs'). */
export const appUrl = (path: string) => `${BASE_PATH.replace(/\/$/, '')}${path}`;

/** Opens an address of the site and waits for its load event (the session's page load strategy permitting). */
export async function open(browser: Browser, baseURL: string | undefined, path: string) {
  await browser.url(`${baseURL}${appUrl(path)}`);
}

/**
 * `open` for a session whose page load strategy is `none`: WebDriver hands back as the navigation starts, while the
 * page before is being unloaded (a command then fails with "no such frame"). Returns once the new page's document is
 * the one WebDriver talks to, before it has loaded, so the test can tap the moment something shows.
 */
export async function openEarly(browser: Browser, origin: string, path: string) {
  const target = `${origin}${appUrl(path)}`;
  await browser.url(target);
  await browser.waitUntil(
    () =>
      browser
        .execute(() => window.location.href)
        .then(
          (href) => href === target,
          () => false,
        ),
    {
      timeout: 10_000,
      interval: 20,
      timeoutMsg: `${target} did not start loading within 10 s`,
    },
  );
}

/** The address bar's URL. */
export const addressOf = async (browser: Browser) => new URL(await browser.getUrl());

/** The page has been taken over: #root is the app's and its heading is React's (hydrated, not thrown away). */
export async function takenOver(browser: Browser) {
  await browser.waitUntil(
    () =>
      browser.execute(() => {
        const root = document.getElementById('root');
        const h1 = document.querySelector('#root h1');
        return Boolean(root?.hasAttribute('data-zq-live') && h1 && Object.keys(h1).some((k) => k.startsWith('__reactFiber')));
      }),
    { timeout: 15_000, interval: 100, timeoutMsg: 'the page was not taken over by the app within 15 s' },
  );
}

/** `localStorage[key]` of the page open now. */
export const stored = (browser: Browser, key: string) => browser.execute((k: string) => window.localStorage.getItem(k), key);

/** The addresses the page has fetched since it was opened (Resource Timing: WebDriver sees no network). */
export const fetched = (browser: Browser) => browser.execute(() => performance.getEntriesByType('resource').map((entry) => entry.name));

/** The app's scripts: its hashed bundles. */
export const APP_SCRIPTS = /\/html\/[^/?]+\.[0-9a-f]{8}(\.async)?\.js(\?|$)/;

/**
 * A proxy in front of the site whose answers to `slow` addresses arrive `delay` ms late, as on a slow phone network
 * (WebDriver cannot hold a request). Returns its origin, how many it held, and a function that closes it.
 */
export async function slowProxy(target: string, slow: RegExp, delay: number) {
  const to = new URL(target);
  let held = 0;
  const server = http.createServer((req, res) => {
    const forward = () => {
      const upstream = http.request(
        { host: to.hostname, port: to.port, method: req.method, path: req.url, headers: { ...req.headers, host: to.host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    };
    if (slow.test(req.url ?? '')) {
      held += 1;
      setTimeout(forward, delay);
    } else forward();
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://localhost:${port}`,
    /** How many requests it has held back so far. */
    held: () => held,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Waits until the page has fetched nothing new for `quiet` ms (Resource Timing lists a request once it is answered). */
export async function settled(browser: Browser, quiet = 600) {
  let count = -1;
  let since = Date.now();
  await browser.waitUntil(
    async () => {
      const now = (await fetched(browser)).length;
      if (now !== count) {
        count = now;
        since = Date.now();
      }
      return Date.now() - since >= quiet;
    },
    { timeout: 10_000, interval: 100, timeoutMsg: 'the page kept fetching for 10 s' },
  );
}

const CHINESE = /[\u4e00-\u9fa5]/;
/** An English heading: words, and no Chinese character. */
const ENGLISH = /^[^\u3000-\u9fff]*[A-Za-z]{2}[^\u3000-\u9fff]*$/;

/**
 * The page's one `h1`, once it shows text in the page's language (an item's page shows its heading when the item has
 * arrived): Chinese, or English on the English pages.
 */
export async function pageHeading(browser: Browser, language: 'zh' | 'en' = 'zh'): Promise<string> {
  let text = '';
  await browser.waitUntil(
    async () => {
      const headings = await browser.execute(() => Array.from(document.querySelectorAll('h1'), (h) => h.innerText.trim()));
      text = headings.length === 1 ? headings[0] : `(${headings.length} h1)`;
      return (language === 'en' ? ENGLISH : CHINESE).test(text);
    },
    { timeout: 10_000, interval: 100, timeoutMsg: `no single h1 in ${language === 'en' ? 'English' : 'Chinese'} on the page` },
  );
  return text;
}

const MONITOR = '/api/platform/analysis/monitor';

/** The error reports (every kind but Web Vitals) the site's monitor received from `page` since `since`. */
export async function monitorErrors(request: APIRequestContext, page: string, since: number): Promise<string[]> {
  const res = await request.get(MONITOR);
  const { data } = (await res.json()) as { data: API.MonitorEvent[] };
  return data.filter((e) => e.page === page && e.time >= since && e.type !== 'web-vital').map((e) => `${e.type}: ${e.message}`);
}
