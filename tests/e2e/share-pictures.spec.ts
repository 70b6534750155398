import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { INDUSTRIES, industryLandingHref } from '@/config/industries';

import { ACTIVITIES } from '../../mock/data/activities';
import { INSIGHTS } from '../../mock/data/insights';
import { appUrl, expect, test } from './support/fixtures';

/**
 * What a link preview and a search engine read of each page: its own share pictures (Open Graph, structured data) and
 * Baidu's mobile signals, in the HTML the deployment serves; the pictures themselves in dist/.
 */

const DIST = join(__dirname, '..', '..', 'dist');
const nginx = process.env.E2E_NGINX_ORIGIN ?? 'http://localhost:8081';

interface PageRecord {
  url: string;
  file: string;
  item?: { kind: string; id: string };
  frame?: boolean;
}
const manifest = JSON.parse(readFileSync(join(DIST, '.prerendered.json'), 'utf8')) as { pages: PageRecord[] };
const itemPages = manifest.pages.filter((p) => p.item && !p.frame);

/** Width, height and type of a PNG file (its signature and IHDR chunk). */
function png(file: string) {
  const bytes = readFileSync(file);
  const signature = bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return {
    signature,
    width: bytes.readUInt32BE(16),
    height: bytes.readUInt32BE(20),
    bytes: bytes.length,
    digest: createHash('sha256').update(bytes).digest('hex'),
  };
}

/** The og:image tags of a page, in order, with the size each announces. */
function ogImages(html: string) {
  const metas = [...html.matchAll(/<meta property="og:image(?::(\w+))?" content="([^"]*)">/g)];
  const images: { url: string; type?: string; width?: number; height?: number }[] = [];
  for (const [, field, content] of metas) {
    if (!field) images.push({ url: content });
    else if (field === 'type') images[images.length - 1].type = content;
    else if (field === 'width') images[images.length - 1].width = Number(content);
    else if (field === 'height') images[images.length - 1].height = Number(content);
  }
  return images;
}

/** dist/ file of a picture's absolute address (https://…/html/share/…). */
const fileOf = (url: string) => join(DIST, new URL(url).pathname.replace(/^\/html\//, ''));

test('every item page names its own two pictures, and they are PNG files of the announced sizes in dist/', () => {
  expect(itemPages.length).toBeGreaterThan(80);
  for (const page of itemPages) {
    const html = readFileSync(join(DIST, page.file), 'utf8');
    const [wide, square, ...more] = ogImages(html);
    const own = `/html/share/${page.item!.kind}/${page.item!.id}`;
    expect(new URL(wide.url).pathname, page.url).toBe(`${own}-wide.png`);
    expect(new URL(square.url).pathname, page.url).toBe(`${own}-square.png`);
    expect(more, page.url).toEqual([]);
    for (const [picture, size] of [
      [wide, { width: 1200, height: 630 }],
      [square, { width: 400, height: 400 }],
    ] as const) {
      expect(picture, page.url).toMatchObject({ type: 'image/png', ...size });
      const file = png(fileOf(picture.url));
      expect(file, picture.url).toMatchObject({ signature: true, ...size });
      expect(file.bytes, picture.url).toBeLessThan(100_000);
    }
  }
});

test("two items never share a picture, and no item shows the firm's", () => {
  const brand = new Set([png(join(DIST, 'og-image.png')).digest, png(join(DIST, 'share', 'zhiqiao-share.png')).digest]);
  const byDigest = new Map<string, string>();
  const keys = [...new Set(itemPages.map((p) => `${p.item!.kind}/${p.item!.id}`)), ...INDUSTRIES.map((i) => `industry/${i.slug}`)];
  for (const key of keys) {
    for (const shape of ['square', 'wide']) {
      const { digest } = png(join(DIST, 'share', `${key}-${shape}.png`));
      expect(byDigest.get(digest), `${key}-${shape}`).toBeUndefined();
      expect(brand.has(digest), `${key}-${shape}`).toBe(false);
      byDigest.set(digest, `${key}-${shape}`);
    }
  }
});

test("industry landings name their own pictures; other pages the firm's, drawn by the same pipeline", () => {
  for (const industry of INDUSTRIES) {
    const html = readFileSync(join(DIST, 'industryLanding', industry.slug, '__id', `${industry.id}.html`), 'utf8');
    expect(ogImages(html).map((i) => new URL(i.url).pathname)).toEqual([
      `/html/share/industry/${industry.slug}-wide.png`,
      `/html/share/industry/${industry.slug}-square.png`,
    ]);
  }
  const [wide, ...rest] = ogImages(readFileSync(join(DIST, 'aboutUs', 'index.html'), 'utf8'));
  expect(new URL(wide.url).pathname).toBe('/html/og-image.png');
  expect(rest).toEqual([]);
  expect(png(join(DIST, 'og-image.png'))).toMatchObject({ signature: true, width: 1200, height: 630 });
  expect(png(join(DIST, 'share', 'zhiqiao-share.png'))).toMatchObject({ signature: true, width: 400, height: 400 });
});

test("structured data names the pictures: an activity's Event, an insight's Article", async ({ request }) => {
  const activity = ACTIVITIES.find((a) => a.status === 'open')!;
  for (const [path, type, own] of [
    [`/activeInfo?id=${activity.id}`, 'Event', `share/activity/${activity.id}`],
    [`/deepInsight?id=${INSIGHTS[0].id}`, 'Article', `share/insight/${INSIGHTS[0].id}`],
  ]) {
    const html = await (await request.get(appUrl(path))).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]) as { '@type': string; image?: string[] },
    );
    const data = blocks.find((b) => b['@type'] === type);
    expect(
      data?.image?.map((u) => new URL(u).pathname),
      path,
    ).toEqual([`/html/${own}-wide.png`, `/html/${own}-square.png`]);
  }
});

test('every page carries the signals Baidu reads: one address for phones and computers, no transcoding, no siteapp', () => {
  const pages = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
  expect(pages.length).toBeGreaterThan(250);
  for (const file of pages) {
    const head = readFileSync(join(DIST, file), 'utf8').split('</head>')[0];
    expect(head, file).toContain('<meta name="applicable-device" content="pc,mobile">');
    expect(head, file).toContain('<meta http-equiv="Cache-Control" content="no-transform">');
    expect(head, file).toContain('<meta http-equiv="Cache-Control" content="no-siteapp">');
  }
});

test.describe('behind nginx', () => {
  test.use({ baseURL: nginx });

  test("a picture is served as a PNG; one not drawn yet (an item newer than the build) is the firm's of the same shape", async ({
    request,
  }) => {
    const activity = ACTIVITIES[0];
    const own = await request.get(`/html/share/activity/${activity.id}-square.png`);
    expect(own.status()).toBe(200);
    expect(own.headers()['content-type']).toBe('image/png');
    expect(own.headers()['cache-control']).toBe('no-cache, no-transform');
    expect(Buffer.compare(await own.body(), readFileSync(join(DIST, 'share', 'activity', `${activity.id}-square.png`)))).toBe(0);
    for (const [path, brand] of [
      ['/html/share/activity/act-newer-than-the-build-square.png', 'share/zhiqiao-share.png'],
      ['/html/share/material/rpt-newer-than-the-build-wide.png', 'og-image.png'],
    ]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['content-type'], path).toBe('image/png');
      expect(Buffer.compare(await res.body(), readFileSync(join(DIST, brand))), path).toBe(0);
    }
    expect(existsSync(join(DIST, 'share', 'activity', 'act-newer-than-the-build-square.png'))).toBe(false);
    expect((await request.get('/html/share/activity/..%2F..%2Fog-image-wide.png')).status()).toBe(404);
  });

  test('a landing page and an item page name their pictures in the HTML nginx serves', async ({ request }) => {
    const landing = await (await request.get(`/html${industryLandingHref(INDUSTRIES[0])}&utm_source=baidu`)).text();
    expect(ogImages(landing)[0].url).toMatch(new RegExp(`/html/share/industry/${INDUSTRIES[0].slug}-wide\\.png$`));
    const activity = ACTIVITIES[1];
    const item = await (await request.get(`/html/activeInfo?id=${activity.id}&from=singlemessage`)).text();
    expect(ogImages(item)[1].url).toMatch(new RegExp(`/html/share/activity/${activity.id}-square\\.png$`));
  });
});
