// Screenshots of pages at phone (390 px) and desktop (1440 px) width, for looking at them.
// Usage: node scripts/screenshot.mjs [--base http://localhost:8000/html] [--out DIR] [--routes] /path1 /path2 ...
// Files land in screenshots/<name>-<width>.png (or DIR). Console errors are printed.
// --routes: one address per route of the build (read from dist/.prerendered.json), for comparing a change with
// scripts/screenshotDiff.mjs.
import { mkdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const args = process.argv.slice(2);
// --fold: only the first screen (what a visitor sees before scrolling), instead of the full page.
const foldAt = args.indexOf('--fold');
const fullPage = foldAt < 0;
if (!fullPage) args.splice(foldAt, 1);
let base = 'http://localhost:8000/html';
const baseAt = args.indexOf('--base');
if (baseAt >= 0) base = args.splice(baseAt, 2)[1];
let out = 'screenshots';
const outAt = args.indexOf('--out');
if (outAt >= 0) out = args.splice(outAt, 2)[1];
const routesAt = args.indexOf('--routes');
if (routesAt >= 0) {
  args.splice(routesAt, 1);
  const { pages } = JSON.parse(readFileSync('dist/.prerendered.json', 'utf8'));
  const firstOfRoute = new Map();
  for (const { url, route } of pages) if (!firstOfRoute.has(route) && !url.includes('__q')) firstOfRoute.set(route, url);
  args.push(...firstOfRoute.values());
}
const paths = args.length ? args : ['/'];
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width < 500 ? 844 : 900 } });
  page.on('console', (m) => m.type() === 'error' && console.log(`[console ${width}] ${m.text()}`));
  page.on('pageerror', (e) => console.log(`[pageerror ${width}] ${e.message}`));
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(400);
    const name = path.replace(/[^a-zA-Z0-9]+/g, '_').replace(/^_|_$/g, '') || 'home';
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage, animations: 'disabled' });
    console.log(`${out}/${name}-${width}.png  ${await page.title()}`);
  }
  await page.close();
}
await browser.close();
