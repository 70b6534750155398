/**
 * What search engines (Baidu first) and link previews (WeChat, DingTalk) read in a page's <head>: title, description,
 * canonical URL, Open Graph, and schema.org structured data where it fits; plus sitemap.xml and robots.txt.
 */
import { BASE_PATH } from '../../src/config/basePath';
import { FOUNDED_YEAR } from '../../src/content/company';
import { FIRM } from '../../src/content/firm';

export interface PageSeo {
  title: string;
  description: string;
  /** Path below the router base with its meaningful query ('/activeInfo?id=act-1'). */
  path: string;
  noindex: boolean;
  structuredData: Record<string, unknown>[];
}

export const SHARE_IMAGE = 'og-image.png';

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// JSON inside <script type="application/ld+json">: "</" must not close the element.
const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export const absoluteUrl = (origin: string, path: string) => `${origin.replace(/\/+$/, '')}${BASE_PATH.replace(/\/$/, '')}${path}`;

/** The <head> tags of a page (besides its stylesheets and scripts). */
export function headTags(origin: string, seo: PageSeo): string[] {
  const url = absoluteUrl(origin, seo.path);
  return [
    `<title>${escapeAttr(seo.title)}</title>`,
    `<meta name="description" content="${escapeAttr(seo.description)}">`,
    `<meta name="robots" content="${seo.noindex ? 'noindex, nofollow' : 'index, follow'}">`,
    ...(seo.noindex ? [] : [`<link rel="canonical" href="${escapeAttr(url)}">`]),
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeAttr(FIRM.name)}">`,
    `<meta property="og:locale" content="zh_CN">`,
    `<meta property="og:title" content="${escapeAttr(seo.title)}">`,
    `<meta property="og:description" content="${escapeAttr(seo.description)}">`,
    `<meta property="og:url" content="${escapeAttr(url)}">`,
    `<meta property="og:image" content="${escapeAttr(absoluteUrl(origin, `/${SHARE_IMAGE}`))}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    ...seo.structuredData.map((d) => `<script type="application/ld+json">${jsonForScript(d)}</script>`),
  ];
}

/* ---------- schema.org ---------- */

export const organization = (origin: string) => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: FIRM.name,
  legalName: FIRM.fullName,
  url: absoluteUrl(origin, '/'),
  logo: absoluteUrl(origin, '/favicon.svg'),
  foundingDate: String(FOUNDED_YEAR),
  telephone: FIRM.phone,
  email: FIRM.email,
  address: { '@type': 'PostalAddress', streetAddress: FIRM.address, addressCountry: 'CN' },
});

const publisher = (origin: string) => ({
  '@type': 'Organization',
  name: FIRM.name,
  logo: { '@type': 'ImageObject', url: absoluteUrl(origin, '/favicon.svg') },
});

export function breadcrumbs(origin: string, trail: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: absoluteUrl(origin, step.path),
    })),
  };
}

export function event(origin: string, path: string, a: API.Activity) {
  const online = a.format !== 'offline';
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: a.title,
    description: a.summary,
    startDate: a.startTime,
    endDate: a.endTime,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location: online
      ? { '@type': 'VirtualLocation', url: absoluteUrl(origin, path) }
      : { '@type': 'Place', name: a.place, address: { '@type': 'PostalAddress', streetAddress: a.place, addressCountry: 'CN' } },
    organizer: { '@type': 'Organization', name: FIRM.name, url: absoluteUrl(origin, '/') },
    url: absoluteUrl(origin, path),
  };
}

export function article(origin: string, path: string, a: { title: string; date: string; summary: string; author: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.title,
    description: a.summary,
    datePublished: a.date,
    author: { '@type': 'Person', name: a.author },
    publisher: publisher(origin),
    mainEntityOfPage: absoluteUrl(origin, path),
    inLanguage: 'zh-CN',
  };
}

/* ---------- sitemap and robots ---------- */

export function sitemap(origin: string, paths: readonly string[]): string {
  const urls = paths.map((p) => `  <url><loc>${escapeAttr(absoluteUrl(origin, p))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
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
