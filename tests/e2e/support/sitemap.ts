import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every address the built sitemap lists (`dist/sitemap.xml`, or the files it indexes), as a path with its query
 * (`/html/activeInfo?id=…`): read from disk when the tests are collected, after `npm run build`.
 */
export function sitemapAddresses(dist = 'dist'): string[] {
  const files = readdirSync(dist).filter((f) => /^sitemap(-\d+)?\.xml$/.test(f));
  const locs = files.flatMap((f) => [...readFileSync(join(dist, f), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
  return locs
    .map((loc) => new URL(loc.replace(/&amp;/g, '&')))
    .filter((url) => !/\/sitemap(-\d+)?\.xml$/.test(url.pathname))
    .map((url) => `${url.pathname}${url.search}`);
}

/** `items` cut into runs of at most `size`, in order. */
export const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
