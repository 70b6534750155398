import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

import { ENGLISH_ROUTES } from '@/config/englishRoutes';
import { ENGLISH_BASE } from '@/config/locales';
import { ENGLISH_FRAME } from '@/content/en/frame';

import { COMPILE_HINT } from '../../scripts/bundle/compileHint';
import { expect, openPage, test } from './support/fixtures';

/**
 * JavaScript and CSS that the first page (/html/) loads, gzipped as served, the CSS and boot script inline in its HTML
 * included: at most 150 kB (see docs/speed.md, "Budget", for what it is made of).
 */
const BUDGET_BYTES = 150 * 1024;

/**
 * What loads with import() after the first paint, when the page is idle, is listed and checked to start after it, not
 * counted in the budget: the third-party SDKs (Sensors analytics and its loader, web-vitals; the WeChat JS-SDK only
 * inside WeChat), the HTTP client (its `request` chunk and axios), which brings the page's content up to date, with
 * the schemas it checks the answers by (the `answers` chunk, the `schemas` chunk with valibot, the kinds' modules in
 * the `kinds` chunk), and the chores of a woken page (`later-*` chunks: old drafts swept from the device).
 */
const isDeferredSdk = (file: string) =>
  !file.endsWith('(inline)') &&
  (/^(sdk-[\w-]+|web-vitals|request|answers|schemas|kinds|later-[\w-]+)\./.test(file) ||
    /sensorsdata2015jssdkcross|preVerifyJSAPI|AxiosError|vendor:"valibot"/.test(readFileSync(`dist/${file}`, 'utf8')));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(6)} kB`;

test('the first page loads at most 150 kB gzip of JavaScript and CSS', async ({ page }) => {
  const files = new Set<string>();
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (/^\/html\/[^/]+\.(js|css)$/.test(path)) files.add(path.slice('/html/'.length));
  });
  await openPage(page, '/');
  // The pre-rendered page paints before the app takes over; the SDKs follow once it has painted and is idle.
  await expect.poll(() => [...files].filter(isDeferredSdk).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(6);
  // The page's own CSS and the boot script are inline in its HTML: they count as they are, gzipped apart.
  const inline = await page.evaluate(() => [
    ...[...document.querySelectorAll('style[data-href]')].map((s) => ({
      file: `${s.getAttribute('data-href')} (inline)`,
      text: s.textContent ?? '',
    })),
    ...[...document.querySelectorAll('script[data-load]')].map((s) => ({ file: 'boot script (inline)', text: s.textContent ?? '' })),
  ]);
  const sizes = [
    ...[...files].map((f) => ({ file: f, gzip: gzipSync(readFileSync(`dist/${f}`), { level: 9 }).length })),
    ...inline.map((i) => ({ file: i.file, gzip: gzipSync(Buffer.from(i.text), { level: 9 }).length })),
  ];
  expect(inline.length, 'the page carries its CSS and the boot script inline').toBeGreaterThan(1);
  const first = sizes.filter((s) => !isDeferredSdk(s.file));
  const deferred = sizes.filter((s) => isDeferredSdk(s.file));
  const total = first.reduce((sum, s) => sum + s.gzip, 0);
  console.log(first.map((s) => `${kb(s.gzip)}  ${s.file}`).join('\n'));
  console.log(`${kb(total)}  first page total`);
  console.log(deferred.map((s) => `${kb(s.gzip)}  ${s.file} (after first paint)`).join('\n'));

  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    starts: performance
      .getEntriesByType('resource')
      .map((e) => ({ file: new URL(e.name).pathname.slice('/html/'.length), start: e.startTime })),
  }));
  expect(timing.paint).toBeGreaterThan(0);
  for (const { file } of deferred) {
    const started = timing.starts.find((s) => s.file === file)?.start ?? -1;
    console.log(`${file} starts at ${Math.round(started)} ms, first contentful paint at ${Math.round(timing.paint)} ms`);
    expect(started, `${file} starts after the first paint`).toBeGreaterThan(timing.paint);
  }
  expect(deferred.length, 'the analytics SDK, web-vitals and the HTTP client load on the first page').toBeGreaterThanOrEqual(4);
  expect(first.length).toBeGreaterThan(1);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});

test("the app's entry asks V8 to compile it on a background thread as it arrives, not on the main thread as it runs", () => {
  const html = readFileSync('dist/index.html', 'utf8');
  const scripts = (/<script data-load="([^"]*)"/.exec(html)?.[1] ?? '').split(/\s+/).filter(Boolean);
  const entry = scripts.at(-1) ?? '';
  expect(entry, 'the boot script loads the entry last').toMatch(/\/umi\.[0-9a-f]{8}\.js$/);
  const code = readFileSync(`dist/${entry.slice('/html/'.length)}`, 'utf8');
  // The hint counts only as the file's first line; the page's route chunks run only in part and go without it.
  expect(code.split('\n', 1)[0]).toBe(COMPILE_HINT);
  for (const chunk of scripts.slice(0, -1))
    expect(readFileSync(`dist/${chunk.slice('/html/'.length)}`, 'utf8')).not.toContain(COMPILE_HINT);
});

test("the app's entry, which every Chinese page loads, names no English page: the English edition is one route", () => {
  const html = readFileSync('dist/index.html', 'utf8');
  const entry = (/<script data-load="([^"]*)"/.exec(html)?.[1] ?? '').split(/\s+/).filter(Boolean).at(-1) ?? '';
  const code = readFileSync(`dist/${entry.slice('/html/'.length)}`, 'utf8');
  for (const { path, title } of ENGLISH_ROUTES) {
    expect(code, `the title of ${path}`).not.toContain(title);
    if (path !== ENGLISH_BASE) expect(code, path).not.toContain(`"${path}"`);
  }
  expect(code, 'the English frame').not.toContain(ENGLISH_FRAME.layout.skipLink);
});
