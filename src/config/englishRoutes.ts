/**
 * The English pages' entries of the route table (src/config/routes.ts lists them with the rest, for the build, the
 * pre-renderer, the sitemap and the tests). In the browser they are read by the English edition's own chunk
 * (src/layouts/EnglishEdition.tsx), never by the app's entry: Umi has one route for the whole edition (.umirc.ts), so a
 * new English page adds nothing to what a Chinese page loads.
 */
import { ENGLISH_NOT_FOUND_TITLE, ENGLISH_ROUTE_TITLES } from '../content/labels/englishRoutes';
import { ENGLISH_PAGES, type EnglishPath } from './editions';
import { ENGLISH_OWN_PAGES } from './englishOwnPages';
import { ENGLISH_BASE } from './locales';
import type { PageName, RouteEntry } from './routeEntry';
import { sharePicturePath } from './sharePictures';

/** The page component of each English page (src/config/editions.ts lists them). */
export const ENGLISH_PAGE_COMPONENTS = {
  '/en': 'EnglishHome',
  '/en/services': 'EnglishServices',
  '/en/about': 'EnglishAbout',
  '/en/compliance': 'EnglishCompliance',
  '/en/privacy': 'EnglishPrivacy',
  '/en/experts': 'EnglishExperts',
  '/en/research': 'EnglishResearch',
  '/en/events': 'EnglishEvents',
  '/en/contact': 'EnglishLeadForm',
  '/en/contact/result': 'EnglishLeadResult',
  '/en/experts/apply': 'EnglishLeadForm',
  '/en/experts/apply/result': 'EnglishLeadResult',
} as const satisfies Record<EnglishPath, PageName>;

export type EnglishPageName = (typeof ENGLISH_PAGE_COMPONENTS)[EnglishPath] | 'EnglishNotFound';

type EnglishRoute = RouteEntry & { page: EnglishPageName };

/**
 * The id of an English page's own share pictures (drawn in English: scripts/shareImages/subjects.tsx); the others share
 * the English home's.
 */
const ENGLISH_PICTURES: Partial<Record<EnglishPath, string>> = { '/en': 'en-home', '/en/compliance': 'en-compliance' };

/** An English page's entry; one of a visitor's own is kept out of search and not shared. */
const englishRoute = (path: EnglishPath, own: boolean): EnglishRoute => ({
  path,
  page: ENGLISH_PAGE_COMPONENTS[path],
  title: ENGLISH_ROUTE_TITLES[path],
  layout: true,
  locale: 'en',
  ...(own ? { noindex: true, share: false } : { shareImage: sharePicturePath('page', ENGLISH_PICTURES[path] ?? 'en-home', 'square') }),
});

export const ENGLISH_ROUTES: EnglishRoute[] = [
  ...ENGLISH_PAGES.map(({ path }) => englishRoute(path, false)),
  ...ENGLISH_OWN_PAGES.map((path) => englishRoute(path, true)),
];

/**
 * What an English address that names no page shows, and the address it is pre-rendered at (dist/en/404.html, served
 * with status 404 for any such address, by nginx and the preview server).
 */
export const ENGLISH_NOT_FOUND_ROUTE: EnglishRoute = {
  path: `${ENGLISH_BASE}/404`,
  page: 'EnglishNotFound',
  title: ENGLISH_NOT_FOUND_TITLE,
  layout: true,
  locale: 'en',
  noindex: true,
  share: false,
};

/** The one route of Umi's table that serves every English page (and an English address that names none). */
export const ENGLISH_EDITION_PATH = `${ENGLISH_BASE}/*`;

/** The module of that route, below src/: the English frame, which renders the page the address names. */
export const ENGLISH_EDITION_MODULE = 'layouts/EnglishEdition';
