/**
 * Speed benchmark (npm run perf): the production build, served like the deployment (scripts/serve.ts, gzip), measured
 * with Lighthouse (pinned dev dependency, Debian's Chromium), five runs per key page, mobile and desktop, the runs of
 * the pages interleaved so that a noisy moment of the machine spreads over every page.
 * Prints the machine's load before and after, the medians (score, FCP, LCP, TBT, CLS, JS and CSS bytes), for each page
 * the main-thread work by script (Lighthouse's bootup-time audit) and the long tasks (its long-tasks audit) of the
 * median run, and the first page's JS+CSS gzip total (as the budget test counts it).
 * A benchmark, not a test: it reports and never fails on a number (see README, "Speed"). Lighthouse multiplies every
 * task by four: figures taken with a load of 1 or more mean little, and the script says so.
 *   node scripts/run-ts.cjs scripts/perf.ts [--runs 5] [--only /,/service] [--mobile-only]
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = join(__dirname, '..');
const dist = join(root, 'dist');
const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const RUNS = Number(arg('--runs') ?? 5);
const PORT = 8700;
const KEY_PAGES = [
  '/',
  '/service',
  '/activeList',
  '/meetingForm',
  '/industryLanding/two?id=2',
  '/aboutUs',
  '/deepInsight?id=genai-enterprise-scale',
];
const pages = arg('--only')?.split(',') ?? KEY_PAGES;
const formFactors = process.argv.includes('--mobile-only') ? ['mobile'] : ['mobile', 'desktop'];
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

interface ScriptCost {
  url: string;
  ms: number;
}

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  js: number;
  css: number;
  lcpElement: string;
  /** Main-thread time by script (bootup-time), largest first. */
  bootup: ScriptCost[];
  /** Long tasks by script (long-tasks), longest first. */
  longTasks: ScriptCost[];
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

const shortUrl = (url: string) => {
  try {
    const u = new URL(url);
    return u.origin.includes(`:${PORT}`) ? u.pathname + u.search : url;
  } catch {
    return url;
  }
};

function lighthouse(url: string, formFactor: string): Run {
  const dir = mkdtempSync(join(tmpdir(), 'zq-perf-'));
  const out = join(dir, 'report.json');
  try {
    execFileSync(
      join(root, 'node_modules', '.bin', 'lighthouse'),
      [
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        `--chrome-flags=${CHROME_FLAGS}`,
        ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const lhr = JSON.parse(readFileSync(out, 'utf8'));
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const items = (id: string) => (lhr.audits[id]?.details?.items ?? []) as Record<string, unknown>[];
    const network = items('network-requests') as unknown as NetworkItem[];
    const bytes = (type: string) => network.filter((i) => i.resourceType === type).reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
    const lcpItem = items('largest-contentful-paint-element')[0] as { items?: { node?: { selector?: string } }[] } | undefined;
    return {
      score: lhr.categories.performance.score,
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      js: bytes('Script'),
      css: bytes('Stylesheet'),
      lcpElement: lcpItem?.items?.[0]?.node?.selector ?? '',
      bootup: items('bootup-time').map((i) => ({ url: shortUrl(String(i.url)), ms: Number(i.total) })),
      longTasks: items('long-tasks').map((i) => ({ url: shortUrl(String(i.url)), ms: Number(i.duration) })),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

async function waitForServer() {
  for (let i = 0; i < 60; i += 1) {
    const up = await fetch(`http://localhost:${PORT}/html/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the preview server did not start');
}

/**
 * What the first page (/html/) needs before it is the app's, as the budget test counts it: the scripts the boot script
 * loads and the CSS and boot script inline in its HTML, gzip -9 (the analytics SDK and web-vitals come after the first
 * paint and are not counted).
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

async function main() {
  if (!existsSync(join(dist, '_shell.html'))) {
    console.log('No pre-rendered build in dist/: running npm run build first.');
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  const server = spawn(process.execPath, [join(root, 'scripts', 'run-ts.cjs'), join(root, 'scripts', 'serve.ts'), '--port', String(PORT)], {
    stdio: 'ignore',
  });
  const loadBefore = load();
  console.log(`Machine load (1 / 5 / 15 min) before: ${loadBefore}`);
  if (loadavg()[0] >= 1)
    console.log('Warning: load is 1 or more; Lighthouse multiplies every task by four, so TBT and LCP mean little now.');
  try {
    await waitForServer();
    const results = new Map<string, Run[]>();
    for (let i = 0; i < RUNS; i += 1) {
      for (const formFactor of formFactors) {
        for (const page of pages) {
          const key = `${formFactor} ${page}`;
          const run = lighthouse(`http://localhost:${PORT}/html${page === '/' ? '/' : page}`, formFactor);
          results.set(key, [...(results.get(key) ?? []), run]);
          console.log(`run ${i + 1}/${RUNS} ${key}: ${run.score.toFixed(2)} (LCP ${s(run.lcp)}, TBT ${run.tbt.toFixed(0)} ms)`);
        }
      }
    }
    const loadAfter = load();

    console.log(`\nLighthouse ${RUNS}× per page (interleaved), medians (JS/CSS: bytes transferred, gzip).`);
    console.log(`Machine load (1 / 5 / 15 min): ${loadBefore} before, ${loadAfter} after.\n`);
    console.log('| form factor | page | score | FCP | LCP | TBT | CLS | JS | CSS |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const [key, runs] of results) {
      const [formFactor, page] = key.split(' ');
      const m = (k: 'score' | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'js' | 'css') => median(runs.map((r) => r[k]));
      console.log(
        `| ${formFactor} | ${page} | ${m('score').toFixed(2)} | ${s(m('fcp'))} | ${s(m('lcp'))} | ${m('tbt').toFixed(0)} ms | ${m('cls').toFixed(3)} | ${kb(m('js'))} | ${kb(m('css'))} |`,
      );
    }

    console.log('\nWhere the main thread goes (mobile, the median run of each page):');
    for (const [key, runs] of results) {
      if (!key.startsWith('mobile')) continue;
      const run = medianRun(runs);
      console.log(`\n${key.slice('mobile '.length)}  (LCP element: ${run.lcpElement || 'unknown'})`);
      console.log(
        `  by script: ${
          run.bootup
            .slice(0, 6)
            .map((b) => `${b.url} ${b.ms.toFixed(0)} ms`)
            .join(', ') || 'none'
        }`,
      );
      console.log(
        `  long tasks: ${
          run.longTasks
            .slice(0, 6)
            .map((t) => `${t.url} ${t.ms.toFixed(0)} ms`)
            .join(', ') || 'none'
        }`,
      );
    }

    console.log(`\n${firstPageSize()}`);
  } finally {
    server.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
