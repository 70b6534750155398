/** @jest-environment node */
import { sitemaps } from '../../../scripts/prerender/seo';

const ORIGIN = 'https://www.example.cn';
const paths = (n: number) => Array.from({ length: n }, (_, i) => `/activeInfo?id=act-${i}`);
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('sitemap.xml', () => {
  it('lists every address in one file within the limits', () => {
    const files = sitemaps(ORIGIN, paths(3));
    expect(Object.keys(files)).toEqual(['sitemap.xml']);
    expect(files['sitemap.xml']).toContain('<urlset');
    expect(locs(files['sitemap.xml'])).toEqual(paths(3).map((p) => `${ORIGIN}/html${p}`));
  });

  it('becomes an index of parts past the address limit, every address in exactly one part', () => {
    const files = sitemaps(ORIGIN, paths(25), { urls: 10, bytes: 50 * 1024 * 1024 });
    expect(Object.keys(files).sort()).toEqual(['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml', 'sitemap.xml']);
    expect(files['sitemap.xml']).toContain('<sitemapindex');
    expect(locs(files['sitemap.xml'])).toEqual([1, 2, 3].map((n) => `${ORIGIN}/html/sitemap-${n}.xml`));
    const listed = ['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml'].flatMap((name) => locs(files[name]));
    expect(listed).toEqual(paths(25).map((p) => `${ORIGIN}/html${p}`));
    expect(locs(files['sitemap-1.xml'])).toHaveLength(10);
  });

  it('splits by size too: no part passes the byte limit', () => {
    const limit = 2_000;
    const files = sitemaps(ORIGIN, paths(60), { urls: 50_000, bytes: limit });
    const parts = Object.keys(files).filter((n) => n !== 'sitemap.xml');
    expect(parts.length).toBeGreaterThan(1);
    for (const name of parts) expect(Buffer.byteLength(files[name])).toBeLessThanOrEqual(limit);
    expect(parts.flatMap((name) => locs(files[name]))).toHaveLength(60);
  });
});

describe('the editions in the sitemap', () => {
  it('pairs a page with its translation (hreflang), the Chinese for readers of neither, and leaves a page without one alone', () => {
    const xml = sitemaps(ORIGIN, ['/', '/en', '/industry'])['sitemap.xml'];
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = (path: string) => new RegExp(`<url><loc>${ORIGIN}/html${path}</loc>(.*?)</url>`).exec(xml)?.[1];
    const pairs = `<xhtml:link rel="alternate" hreflang="zh-CN" href="${ORIGIN}/html/"/><xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/html/en"/><xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/html/"/>`;
    expect(entry('/')).toBe(pairs);
    expect(entry('/en')).toBe(pairs);
    expect(entry('/industry')).toBe('');
  });
});
