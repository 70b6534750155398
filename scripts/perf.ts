/**
 * Speed benchmark (npm run perf): the production build, served like the deployment (scripts/serve.ts, gzip), measured
 * with Lighthouse (pinned dev dependency, Debian's Chromium) three times per key page, mobile and desktop.
 * Prints the medians (score, FCP, LCP, TBT, CLS, JS and CSS bytes) and the first page's JS+CSS gzip total.
 * A benchmark, not a test: it reports and never fails on a number (see README, "Speed").
 *   node scripts/run-ts.cjs scripts/perf.ts [--runs 3] [--only /,/service] [--mobile-only]
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = join(__dirname, '..');
const dist = join(root, 'dist');
const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const RUNS = Number(arg('--runs') ?? 3);
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

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  js: number;
  css: number;
  files: string[];
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

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
    const items: NetworkItem[] = lhr.audits['network-requests']?.details?.items ?? [];
    const bytes = (type: string) => items.filter((i) => i.resourceType === type).reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
    return {
      score: lhr.categories.performance.score,
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      js: bytes('Script'),
      css: bytes('Stylesheet'),
      files: items.map((i) => new URL(i.url).pathname).filter((p) => /^\/html\/[^/]+\.(js|css)$/.test(p)),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  if (!existsSync(join(dist, '_shell.html'))) {
    console.log('No pre-rendered build in dist/: running npm run build first.');
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  const server = spawn(process.execPath, [join(root, 'scripts', 'run-ts.cjs'), join(root, 'scripts', 'serve.ts'), '--port', String(PORT)], {
    stdio: 'ignore',
  });
  try {
    for (let i = 0; i < 60; i += 1) {
      const up = await fetch(`http://localhost:${PORT}/html/`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const rows: string[] = [];
    let firstPageFiles: string[] = [];
    for (const formFactor of formFactors) {
      for (const page of pages) {
        const runs: Run[] = [];
        for (let i = 0; i < RUNS; i += 1) runs.push(lighthouse(`http://localhost:${PORT}/html${page === '/' ? '/' : page}`, formFactor));
        if (page === '/' && formFactor === 'mobile') firstPageFiles = runs[0].files;
        const m = (k: keyof Omit<Run, 'files'>) => median(runs.map((r) => r[k]));
        rows.push(
          `| ${formFactor} | ${page} | ${m('score').toFixed(2)} | ${s(m('fcp'))} | ${s(m('lcp'))} | ${m('tbt').toFixed(0)} ms | ${m('cls').toFixed(3)} | ${kb(m('js'))} | ${kb(m('css'))} |`,
        );
        console.log(rows[rows.length - 1]);
      }
    }
    console.log(`\nLighthouse ${RUNS}× per page, medians (JS/CSS: bytes transferred, gzip):\n`);
    console.log('| form factor | page | score | FCP | LCP | TBT | CLS | JS | CSS |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const row of rows) console.log(row);
    if (firstPageFiles.length) {
      const total = [...new Set(firstPageFiles)].reduce(
        (sum, f) => sum + gzipSync(readFileSync(join(dist, f.slice('/html/'.length))), { level: 9 }).length,
        0,
      );
      console.log(`\nFirst page (/html/) JS + CSS: ${(total / 1024).toFixed(1)} kB gzip -9 (${firstPageFiles.length} files)`);
    }
  } finally {
    server.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
