/**
 * Speed benchmark (npm run perf): the production build, served like the deployment (scripts/serve.ts, gzip), measured
 * with Lighthouse beside a bare Umi Max + antd app built in the same run (scripts/perf/bareApp.ts), five runs per
 * page, mobile and desktop, the runs of the pages interleaved so that a noisy moment of the machine spreads over every
 * page. Prints the machine's load before and after, the medians (score, FCP, LCP, TBT, CLS, JS and CSS bytes) with
 * each page's score and TBT against the bare app's, for each page the main-thread work by script (Lighthouse's
 * bootup-time audit) and the long tasks (its long-tasks audit) of the median run, and the first page's JS+CSS gzip
 * total (as the budget test counts it).
 * A benchmark, not a test: it reports and never fails on a number (see docs/speed.md). Lighthouse multiplies every
 * task by four: absolute figures taken with a load of 1 or more mean little (the script says so); the ratios to the
 * bare app, measured in the same minutes, still compare.
 *   npx tsx scripts/perf/main.ts [--runs 5] [--only /,/service] [--mobile-only]
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { buildBareApp, serveBareApp } from './bareApp';
import { type FormFactor, lighthouse, type Run } from './lighthouse';
import { arg, load, median, waitForServer } from './measure';

const root = join(__dirname, '..', '..');
const dist = join(root, 'dist');
const RUNS = Number(arg('--runs') ?? 5);
const PORT = 8700;
const BARE_PORT = 8701;
const BARE = 'bare Umi Max + antd';
const KEY_PAGES = [
  '/',
  '/service',
  '/activeList',
  '/meetingForm',
  '/specialContactUs',
  '/expertApplyForm',
  '/industryLanding/two?id=2',
  '/aboutUs',
  '/deepInsight?id=genai-enterprise-scale',
];
const pages = arg('--only')?.split(',') ?? KEY_PAGES;
const formFactors: FormFactor[] = process.argv.includes('--mobile-only') ? ['mobile'] : ['mobile', 'desktop'];

const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Waits up to a minute for the machine to settle (a build just ran): the 1-minute load under 1. */
async function waitForQuiet() {
  for (let i = 0; i < 12 && loadavg()[0] >= 1; i += 1) await new Promise((r) => setTimeout(r, 5000));
}

/**
 * What the first page (/html/) needs before it is the app's, as the budget test counts it: the scripts the boot script
 * loads and the CSS and boot script inline in its HTML, gzip -9 (the analytics SDK and web-vitals come later and are
 * not counted).
 */
function firstPageSize(): string {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const scripts = (/<script data-load="([^"]*)"/.exec(html)?.[1] ?? '').split(/\s+/).filter(Boolean);
  const inline = [
    ...html.matchAll(/<style data-href="[^"]*">([\s\S]*?)<\/style>/g),
    ...html.matchAll(/<script data-load[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => m[1]);
  const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
  const total =
    scripts.reduce((sum, src) => sum + gz(readFileSync(join(dist, src.slice('/html/'.length)))), 0) +
    inline.reduce((sum, t) => sum + gz(t), 0);
  return `First page (/html/) JS + CSS before it is the app's: ${(total / 1024).toFixed(1)} kB gzip -9 (${scripts.length} scripts, ${inline.length} inline blocks)`;
}

/** The run whose score is the median one: its audits explain the median. */
const medianRun = (runs: Run[]) => [...runs].sort((a, b) => a.score - b.score || a.tbt - b.tbt)[Math.floor(runs.length / 2)];

type Medians = Record<'score' | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'js' | 'css', number>;
const mediansOf = (runs: Run[]): Medians => {
  const m = (k: keyof Medians) => median(runs.map((r) => r[k]));
  return { score: m('score'), fcp: m('fcp'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls'), js: m('js'), css: m('css') };
};

function printTable(results: Map<string, Run[]>) {
  console.log('| form factor | page | score | score ÷ bare | FCP | LCP | TBT | TBT ÷ bare | CLS | JS | CSS |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const formFactor of formFactors) {
    const bare = mediansOf(results.get(`${formFactor} ${BARE}`) ?? []);
    for (const page of [BARE, ...pages]) {
      const m = mediansOf(results.get(`${formFactor} ${page}`) ?? []);
      const name = page === BARE ? BARE : `\`${page}\``;
      const scoreRatio = page === BARE ? '1' : (m.score / bare.score).toFixed(2);
      const tbtRatio = page === BARE ? '1' : bare.tbt > 0 ? (m.tbt / bare.tbt).toFixed(2) : '-';
      console.log(
        `| ${formFactor} | ${name} | ${m.score.toFixed(2)} | ${scoreRatio} | ${s(m.fcp)} | ${s(m.lcp)} | ${m.tbt.toFixed(0)} ms | ${tbtRatio} | ${m.cls.toFixed(3)} | ${kb(m.js)} | ${kb(m.css)} |`,
      );
    }
  }
}

function printMainThread(results: Map<string, Run[]>) {
  console.log('\nWhere the main thread goes (mobile, the median run of each page; Lighthouse milliseconds, CPU slowed 4×):');
  for (const page of [BARE, ...pages]) {
    const runs = results.get(`mobile ${page}`);
    if (!runs) continue;
    const run = medianRun(runs);
    const list = (costs: { url: string; ms: number }[]) =>
      costs
        .slice(0, 6)
        .map((c) => `${c.url} ${c.ms.toFixed(0)} ms`)
        .join(', ') || 'none';
    console.log(`\n${page}  (LCP element: ${run.lcpElement || 'unknown'})`);
    console.log(`  by script: ${list(run.bootup)}`);
    console.log(`  long tasks: ${list(run.longTasks)}`);
  }
}

async function main() {
  if (!existsSync(join(dist, '_shell.html'))) {
    console.log('No pre-rendered build in dist/: running npm run build first.');
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  console.log(`Building the ${BARE} app to compare with…`);
  const bare = serveBareApp(buildBareApp(root), BARE_PORT);
  const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'serve.ts'), '--port', String(PORT)], {
    cwd: root,
    stdio: 'ignore',
  });
  await waitForQuiet();
  const loadBefore = load();
  console.log(`Machine load (1 / 5 / 15 min) before: ${loadBefore}`);
  if (loadavg()[0] >= 1)
    console.log(
      'Warning: load is 1 or more; Lighthouse multiplies every task by four, so TBT and LCP mean little now (the ratios to the bare app still compare).',
    );
  try {
    await waitForServer(`http://localhost:${PORT}/html/`);
    await waitForServer(`http://localhost:${BARE_PORT}/`);
    const results = new Map<string, Run[]>();
    const urlOf = (page: string) =>
      page === BARE ? `http://localhost:${BARE_PORT}/` : `http://localhost:${PORT}/html${page === '/' ? '/' : page}`;
    for (let i = 0; i < RUNS; i += 1) {
      for (const formFactor of formFactors) {
        for (const page of [BARE, ...pages]) {
          const key = `${formFactor} ${page}`;
          const run = lighthouse(root, urlOf(page), formFactor);
          results.set(key, [...(results.get(key) ?? []), run]);
          console.log(`run ${i + 1}/${RUNS} ${key}: ${run.score.toFixed(2)} (LCP ${s(run.lcp)}, TBT ${run.tbt.toFixed(0)} ms)`);
        }
      }
    }
    const loadAfter = load();

    console.log(`\nLighthouse ${RUNS}× per page (interleaved), medians (JS/CSS: bytes transferred, gzip).`);
    console.log(`Machine load (1 / 5 / 15 min): ${loadBefore} before, ${loadAfter} after.\n`);
    printTable(results);
    printMainThread(results);
    console.log(`\n${firstPageSize()}`);
  } finally {
    server.kill();
    bare.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
