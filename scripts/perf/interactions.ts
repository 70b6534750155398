/**
 * Interactions benchmark (npm run perf:inp): how soon the forms answer a visitor's taps and keys, as Interaction to Next
 * Paint counts it, beside a bare antd form (scripts/perf/bareApp.ts, `/form`) in the same run.
 *
 * Each page is opened in Debian's Chromium at 390 × 844 with the CPU slowed four times (as Lighthouse's mobile run),
 * and once it has loaded, the visitor's journey: a tap on the name field, four keys, a tap that opens the first
 * drop-down, a tap on its first option, a tap on the consent box, and 提交 on the form still incomplete. Each
 * interaction's latency is the longest Event Timing entry of its `interactionId` (entries under 16 ms are not
 * reported: such an interaction counts as 16); the page's INP is the longest of them (fewer than 50 interactions).
 * Beside them, not part of the INP: how long after the tap on 提交 the frame that shows its error messages starts.
 * Five runs per page, the pages interleaved; medians. Prints the machine's load before and after.
 * A benchmark, not a test: it reports and never fails on a number (docs/speed.md).
 *   npx tsx scripts/perf/interactions.ts [--runs 5] [--only /meetingForm,/expertApplyForm] [--against <a copy of dist/>]
 * `--against` serves an earlier build beside this one and times its pages in the same runs (rows marked "before"):
 * a change is measured against the code before it on the same machine at the same moment.
 * PERF_VERBOSE=1 prints every interaction of each step as it is measured (each of the four keys, say).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { buildBareApp, serveBareApp } from './bareApp';
import { arg, load, median, waitForServer } from './measure';

const root = join(__dirname, '..', '..');
const RUNS = Number(arg('--runs') ?? 5);
const PORT = 8702;
const BARE_PORT = 8703;
const AGAINST_PORT = 8704;
const against = arg('--against');
/** A page of the build given with `--against`. */
const BEFORE = ' (before)';
const BARE = 'bare antd form';
const FORM_PAGES = ['/meetingForm', '/specialContactUs', '/expertApplyForm', '/campaign?id=trend-2027'];
const pages = arg('--only')?.split(',') ?? FORM_PAGES;
const CPU_SLOWDOWN = 4;

/** The journey's steps, in order: what the table's columns are. */
const STEPS = ['first tap', 'typing (worst key)', 'open drop-down', 'pick option', 'tick box', '提交 incomplete'] as const;
type Step = (typeof STEPS)[number];
/** Not an interaction's latency (not in the INP): from the tap on 提交 to the frame that shows the error messages. */
const MESSAGES = 'messages shown';
type Journey = Record<Step | typeof MESSAGES, number>;
const inpOf = (run: Journey) => Math.max(...STEPS.map((s) => run[s]));

/** Event Timing leaves out what took less than this: such an interaction counts as this long. */
const THRESHOLD_MS = 16;

/** Collects every Event Timing entry with an interaction id, from the page's first moment. */
const OBSERVE = `
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) window.__interactions.push({ id: e.interactionId, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: ${THRESHOLD_MS}, buffered: true });
`;

interface Entry {
  id: number;
  duration: number;
}

/** The interactions reported since `seen` ids, each at its longest entry, once the step has painted. */
async function newInteractions(page: Page, seen: Set<number>): Promise<number[]> {
  // Two frames and a pause: the step's paint is over and the observer has been told.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 200)))));
  const entries = await page.evaluate(() => (window as unknown as { __interactions: Entry[] }).__interactions);
  const longest = new Map<number, number>();
  for (const { id, duration } of entries) if (!seen.has(id)) longest.set(id, Math.max(longest.get(id) ?? 0, duration));
  for (const id of longest.keys()) seen.add(id);
  return [...longest.values()];
}

/**
 * Starts watching for the next tap's error messages: resolves with the time from the tap to the start of the frame that
 * first shows more of them than there are now (ms; the messages paint in that frame).
 */
async function watchMessages(page: Page) {
  // A string, as OBSERVE: the script runner would wrap named functions in a helper the page does not have. It ends
  // in undefined, so the page does not wait for the promise here.
  await page.evaluate(`
    window.__messagesShown = new Promise((resolve) => {
      const messages = () => document.querySelectorAll('.ant-form-item-explain-error').length;
      const before = messages();
      document.addEventListener('click', (event) => {
        const tappedAt = event.timeStamp;
        const seen = new MutationObserver(() => {
          if (messages() <= before) return;
          seen.disconnect();
          requestAnimationFrame((frameAt) => resolve(frameAt - tappedAt));
        });
        seen.observe(document.body, { childList: true, subtree: true });
      }, { capture: true, once: true });
    });
    undefined;
  `);
  return () => page.evaluate(() => (window as unknown as { __messagesShown: Promise<number> }).__messagesShown);
}

/** One visitor's journey on a page: each step's latency (ms), and when 提交's messages showed. */
async function journey(page: Page, url: string): Promise<Journey> {
  await page.goto(url, { waitUntil: 'load' });
  const seen = new Set<number>();
  const result = {} as Journey;
  const step = async (name: Step, act: () => Promise<void>) => {
    await act();
    const latencies = await newInteractions(page, seen);
    if (process.env.PERF_VERBOSE) console.log(`  ${name}: ${latencies.map((l) => l.toFixed(0)).join(', ') || '-'}`);
    result[name] = Math.max(THRESHOLD_MS, ...latencies);
  };
  const name = page.locator('[data-field="name"] input');
  await step('first tap', () => name.click());
  await step('typing (worst key)', () => name.pressSequentially('Wang', { delay: 120 }));
  const select = page.locator('form .ant-select').first();
  await step('open drop-down', () => select.click());
  await step('pick option', () => page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click());
  await step('tick box', () => page.locator('[data-field="consent"] input[type="checkbox"]').click());
  const messagesShown = await watchMessages(page);
  await step('提交 incomplete', () => page.locator('form button[type="submit"]').click());
  result[MESSAGES] = await messagesShown();
  return result;
}

async function main() {
  if (!existsSync(join(root, 'dist', '_shell.html'))) throw new Error('No pre-rendered build in dist/: run npm run build first.');
  console.log(`Building the ${BARE} to compare with…`);
  const bare = serveBareApp(buildBareApp(root), BARE_PORT);
  const serve = (port: number, dist?: string) =>
    spawn(
      process.execPath,
      ['--import', 'tsx', join(root, 'scripts', 'serve.ts'), '--port', String(port), ...(dist ? ['--dist', dist] : [])],
      {
        cwd: root,
        stdio: 'ignore',
      },
    );
  const server = serve(PORT);
  const earlier = against ? serve(AGAINST_PORT, against) : null;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    await waitForServer(`http://localhost:${PORT}/html/`);
    await waitForServer(`http://localhost:${BARE_PORT}/form`);
    if (earlier) await waitForServer(`http://localhost:${AGAINST_PORT}/html/`);
    const loadBefore = load();
    const urlOf = (page: string) => {
      if (page === BARE) return `http://localhost:${BARE_PORT}/form`;
      if (page.endsWith(BEFORE)) return `http://localhost:${AGAINST_PORT}/html${page.slice(0, -BEFORE.length)}`;
      return `http://localhost:${PORT}/html${page}`;
    };
    const names = [BARE, ...pages.flatMap((page) => (against ? [`${page}${BEFORE}`, page] : [page]))];
    const runs = new Map<string, Journey[]>();
    for (let i = 0; i < RUNS; i += 1) {
      for (const name of names) {
        // A new visitor each run: no cache, no draft, no consent answered.
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        await page.addInitScript(OBSERVE);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        try {
          const run = await journey(page, urlOf(name));
          runs.set(name, [...(runs.get(name) ?? []), run]);
          console.log(`run ${i + 1}/${RUNS} ${name}: INP ${inpOf(run).toFixed(0)} ms`);
        } finally {
          await context.close();
        }
      }
    }
    const bareInp = median((runs.get(BARE) ?? []).map(inpOf));
    console.log(`\nInteractions at ${CPU_SLOWDOWN}× CPU, 390 × 844, ${RUNS} runs per page (interleaved), medians in ms.`);
    console.log(`Machine load (1 / 5 / 15 min): ${loadBefore} before, ${load()} after.\n`);
    const columns = [...STEPS, MESSAGES] as const;
    console.log(`| page | INP | INP ÷ bare | ${columns.join(' | ')} |`);
    console.log(`|---|---|---|${columns.map(() => '---').join('|')}|`);
    for (const name of names) {
      const list = runs.get(name) ?? [];
      const inp = median(list.map(inpOf));
      const cells = columns.map((s) => median(list.map((run) => run[s])).toFixed(0));
      const page = name.endsWith(BEFORE) ? name.slice(0, -BEFORE.length) : name;
      const label = name === BARE ? BARE : `\`${page}\`${name === page ? '' : BEFORE}`;
      console.log(`| ${label} | ${inp.toFixed(0)} | ${(inp / bareInp).toFixed(2)} | ${cells.join(' | ')} |`);
    }
  } finally {
    await browser.close();
    server.kill();
    earlier?.kill();
    bare.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
