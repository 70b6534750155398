/**
 * What search engines (Baidu first) and link previews (WeChat, DingTalk) read in a page's <head>: title, description,
 * canonical URL, Open Graph, and the structured data the page declared (src/lib/structuredData/); plus sitemap.xml and
 * robots.txt.
 */
import { BASE_PATH } from '../../src/config/basePath';
import { translationsOf } from '../../src/config/editions';
import { LANGUAGE_TAGS, type Locale, LOCALES } from '../../src/config/locales';
import { BRAND_PICTURES, PICTURE_SIZES, type PictureShape } from '../../src/config/sharePictures';

export interface PageSeo {
  title: string;
  description: string;
  /** Path below the router base with its meaningful query ('/activeInfo?id=act-1'). */
  path: string;
  noindex: boolean;
  structuredData: Record<string, unknown>[];
  /** The page's own share pictures (an item's, an industry landing's), by shape; else the firm's. */
  pictures?: Record<PictureShape, string>;
  locale: Locale;
  /** The site's name as the page's language writes it (Open Graph's site name). */
  siteName: string;
}

/**
 * The page in each language, as `hreflang` alternates (in a page's head and in the sitemap): both editions and, for a
 * reader of neither, the Chinese (`x-default`). None for a page with no translation.
 */
function alternates(origin: string, path: string): { hreflang: string; href: string }[] {
  const pair = translationsOf(path);
  if (!pair) return [];
  return [
    ...LOCALES.map((locale) => ({ hreflang: LANGUAGE_TAGS[locale].lang, href: absoluteUrl(origin, pair[locale]) })),
    { hreflang: 'x-default', href: absoluteUrl(origin, pair.zh) },
  ];
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// JSON inside <script type="application/ld+json">: "</" must not close the element.
const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export const absoluteUrl = (origin: string, path: string) => `${origin.replace(/\/+$/, '')}${BASE_PATH.replace(/\/$/, '')}${path}`;

/** A share picture (a path below the router base) as Open Graph names it: its address, type and size. */
const ogImage = (origin: string, path: string, shape: PictureShape) => [
  `<meta property="og:image" content="${escapeAttr(absoluteUrl(origin, `/${path}`))}">`,
  `<meta property="og:image:type" content="image/png">`,
  `<meta property="og:image:width" content="${PICTURE_SIZES[shape].width}">`,
  `<meta property="og:image:height" content="${PICTURE_SIZES[shape].height}">`,
];

/** The <head> tags of a page (besides its stylesheets and scripts). */
export function headTags(origin: string, seo: PageSeo): string[] {
  const url = absoluteUrl(origin, seo.path);
  return [
    `<title>${escapeAttr(seo.title)}</title>`,
    `<meta name="description" content="${escapeAttr(seo.description)}">`,
    `<meta name="robots" content="${seo.noindex ? 'noindex, nofollow' : 'index, follow'}">`,
    ...(seo.noindex ? [] : [`<link rel="canonical" href="${escapeAttr(url)}">`]),
    ...(seo.noindex
      ? []
      : alternates(origin, seo.path).map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeAttr(a.href)}">`)),
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeAttr(seo.siteName)}">`,
    `<meta property="og:locale" content="${LANGUAGE_TAGS[seo.locale].og}">`,
    `<meta property="og:title" content="${escapeAttr(seo.title)}">`,
    `<meta property="og:description" content="${escapeAttr(seo.description)}">`,
    `<meta property="og:url" content="${escapeAttr(url)}">`,
    // The wide picture first (link previews take the first), then the square one (a thumbnail beside a title).
    ...ogImage(origin, seo.pictures?.wide ?? BRAND_PICTURES.wide, 'wide'),
    ...(seo.pictures ? ogImage(origin, seo.pictures.square, 'square') : []),
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:image" content="${escapeAttr(absoluteUrl(origin, `/${seo.pictures?.wide ?? BRAND_PICTURES.wide}`))}">`,
    ...seo.structuredData.map((d) => `<script type="application/ld+json">${jsonForScript(d)}</script>`),
  ];
}

/* ---------- sitemap and robots ---------- */

/** What one sitemap file may hold (sitemaps.org): 50,000 addresses and 50 MB uncompressed. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 };

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const urlset = (entries: readonly string[]) =>
  `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;

/** A page's sitemap entry: its address, and its alternates in the other language (Google's `xhtml:link`). */
const urlEntry = (origin: string, path: string) =>
  `  <url><loc>${escapeAttr(absoluteUrl(origin, path))}</loc>${alternates(origin, path)
    .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeAttr(a.href)}"/>`)
    .join('')}</url>`;

/**
 * The sitemap files, by name: sitemap.xml with every address, or, past the limits, sitemap.xml as an index of
 * sitemap-1.xml, sitemap-2.xml, … (robots.txt names sitemap.xml either way).
 */
export function sitemaps(origin: string, paths: readonly string[], limits = SITEMAP_LIMITS): Record<string, string> {
  const entries = paths.map((p) => urlEntry(origin, p));
  const parts: string[][] = [[]];
  let bytes = Buffer.byteLength(urlset([]));
  for (const entry of entries) {
    const size = Buffer.byteLength(entry) + 1;
    const part = parts[parts.length - 1];
    if (part.length && (part.length >= limits.urls || bytes + size > limits.bytes)) {
      parts.push([]);
      bytes = Buffer.byteLength(urlset([]));
    }
    parts[parts.length - 1].push(entry);
    bytes += size;
  }
  if (parts.length === 1) return { 'sitemap.xml': urlset(parts[0]) };
  const files: Record<string, string> = {};
  parts.forEach((part, i) => {
    files[`sitemap-${i + 1}.xml`] = urlset(part);
  });
  const index = Object.keys(files).map((name) => `  <sitemap><loc>${escapeAttr(absoluteUrl(origin, `/${name}`))}</loc></sitemap>`);
  files['sitemap.xml'] =
    `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${index.join('\n')}\n</sitemapindex>\n`;
  return files;
}

/** robots.txt: the pages kept out of search (personal data, results, QA) and where the sitemap is. */
export function robots(origin: string, hiddenPaths: readonly string[]): string {
  const lines = [
    'User-agent: *',
    ...hiddenPaths.map((p) => `Disallow: ${BASE_PATH.replace(/\/$/, '')}${p}$`),
    `Sitemap: ${absoluteUrl(origin, '/sitemap.xml')}`,
  ];
  return `${lines.join('\n')}\n`;
}
