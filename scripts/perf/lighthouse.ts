/**
 * One Lighthouse run (the pinned dev dependency, in Debian's Chromium) of one address, read into the figures the
 * benchmark prints: score, paint times, TBT, CLS, bytes, and where the main thread went.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

export type FormFactor = 'mobile' | 'desktop';

export interface ScriptCost {
  url: string;
  ms: number;
}

export interface Run {
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
    return u.hostname === 'localhost' ? u.pathname + u.search : url;
  } catch {
    return url;
  }
};

/** One run; a run whose browser failed to start or crashed (seen now and then on a busy machine) is tried once more. */
export function lighthouse(root: string, url: string, formFactor: FormFactor): Run {
  try {
    return lighthouseOnce(root, url, formFactor);
  } catch {
    return lighthouseOnce(root, url, formFactor);
  }
}

function lighthouseOnce(root: string, url: string, formFactor: FormFactor): Run {
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
