import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

import { expect, openPage, test } from './support/fixtures';

/**
 * JavaScript and CSS that the first page (/html/) loads, gzipped as served: at most 175 kB (171 kB measured; the goal
 * is 150 kB, see README "Budget" for what the rest is).
 */
const BUDGET_BYTES = 175 * 1024;

test('the first page loads at most 175 kB gzip of JavaScript and CSS', async ({ page }) => {
  const files = new Set<string>();
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (/^\/html\/[^/]+\.(js|css)$/.test(path)) files.add(path.slice('/html/'.length));
  });
  await openPage(page, '/');
  const sizes = [...files].map((f) => ({ file: f, gzip: gzipSync(readFileSync(`dist/${f}`), { level: 9 }).length }));
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  console.log(sizes.map((s) => `${(s.gzip / 1024).toFixed(1).padStart(6)} kB  ${s.file}`).join('\n'));
  console.log(`${(total / 1024).toFixed(1).padStart(6)} kB  first page total`);
  expect(files.size).toBeGreaterThan(1);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});
