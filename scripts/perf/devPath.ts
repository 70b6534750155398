/**
 * Times the developers' path on this machine (docs/testing.md): `npm start` cold (no bundler cache) and warm, a copy
 * edit reaching the open page (the home hero's title in src/content/home.ts, five edits, in Chromium), and
 * `npm run build` split into Umi's build and the pre-render. Prints the machine's load beside each figure: on a shared
 * machine, figures taken with a load of 1 or more run slow.
 *   npm run perf:dev [-- --runs 5] [-- --no-build]
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

import { HOME_HERO } from '../../src/content/home';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { startDevServer } from '../lib/devServer';

const ROOT = join(__dirname, '../..');
const PORT = 8300;
const LOG = join(tmpdir(), 'zhiqiao-dev-speed.log');
const COPY_FILE = join(ROOT, 'src/content/home.ts');
const runsAt = process.argv.indexOf('--runs');
const EDITS = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 5;

const load = () => loadavg()[0].toFixed(2);
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows: string[] = [];
const row = (what: string, figure: string, loadBefore: string) => {
  rows.push(`| ${what} | ${figure} | ${loadBefore} → ${load()} |`);
  console.log(rows.at(-1));
};

/** Each edit's time from saving the file to the open page showing it. */
async function editsToScreen(origin: string): Promise<number[]> {
  const original = readFileSync(COPY_FILE, 'utf8');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const times: number[] = [];
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/html/`);
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    for (let i = 0; i < EDITS; i += 1) {
      const edited = `${HOME_HERO.title}（第 ${i + 1} 稿）`;
      const savedAt = Date.now();
      writeFileSync(COPY_FILE, original.replace(`'${HOME_HERO.title}'`, `'${edited}'`));
      await page.waitForFunction((text) => document.querySelector('h1')?.textContent === text, edited, { timeout: 60_000 });
      times.push(Date.now() - savedAt);
    }
    if (await page.evaluate(() => performance.getEntriesByType('navigation').length !== 1)) throw new Error('the page reloaded');
  } finally {
    writeFileSync(COPY_FILE, original);
    await browser.close();
  }
  return times;
}

function timed(command: string, args: string[], env: Record<string, string> = {}) {
  const startedAt = Date.now();
  execFileSync(command, args, { cwd: ROOT, stdio: 'ignore', env: { ...process.env, ...env } });
  return Date.now() - startedAt;
}

async function main() {
  console.log(`| step | figure | load before → after |\n|---|---|---|`);
  for (const cold of [true, false]) {
    const loadBefore = load();
    const server = await startDevServer({ port: PORT, log: LOG, cold });
    row(`\`npm start\` ${cold ? 'cold (no cache)' : 'warm'}: first page`, s(server.firstPageMs), loadBefore);
    if (cold) {
      const editLoad = load();
      const times = await editsToScreen(server.origin).finally(server.stop);
      row(`copy edit to screen (${EDITS} edits)`, `median ${s(median(times))} (${times.map(s).join(', ')})`, editLoad);
    } else await server.stop();
  }
  if (!process.argv.includes('--no-build')) {
    let loadBefore = load();
    row(
      '`npm run build`: Umi (`PRERENDER=1 max build`)',
      s(timed('npx', ['--no-install', 'max', 'build'], { PRERENDER: '1' })),
      loadBefore,
    );
    loadBefore = load();
    row('`npm run build`: the pre-render', s(timed('npx', ['--no-install', 'tsx', 'scripts/prerender/main.ts'])), loadBefore);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
