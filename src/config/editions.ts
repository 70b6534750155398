/**
 * The English edition's pages, each with the Chinese page it translates: the route table makes their routes
 * (src/config/routes.ts), the language switch, `hreflang` and the sitemap pair them. A Chinese page with no English
 * one has the English home as its counterpart, and the other way round.
 */
import { ENGLISH_BASE, HOME_OF, type Locale } from './locales';
import { pagePath } from './pagePath';

/** The English services page: the header, the home's service cards and each service's anchor lead to it. */
export const ENGLISH_SERVICES_PATH = `${ENGLISH_BASE}/services`;

/** The English enquiry form, and the page its submission ends on (src/config/forms/englishForms.ts). */
export const ENGLISH_CONTACT_PATH = `${ENGLISH_BASE}/contact`;
export const ENGLISH_CONTACT_RESULT_PATH = `${ENGLISH_CONTACT_PATH}/result`;
/** The English expert application, and its result. */
export const ENGLISH_EXPERT_APPLY_PATH = `${ENGLISH_BASE}/experts/apply`;
export const ENGLISH_EXPERT_APPLY_RESULT_PATH = `${ENGLISH_EXPERT_APPLY_PATH}/result`;

export const ENGLISH_PAGES = [
  { path: ENGLISH_BASE, translates: '/' },
  { path: ENGLISH_SERVICES_PATH, translates: '/service' },
  { path: `${ENGLISH_BASE}/about`, translates: '/aboutUs' },
  { path: `${ENGLISH_BASE}/compliance`, translates: '/compliance' },
  { path: `${ENGLISH_BASE}/privacy`, translates: '/privacy' },
  { path: `${ENGLISH_BASE}/experts`, translates: '/expertNetwork' },
  { path: `${ENGLISH_BASE}/research`, translates: '/down' },
  { path: `${ENGLISH_BASE}/events`, translates: '/activeList' },
  { path: ENGLISH_CONTACT_PATH, translates: '/contactUs' },
  // A submission's result: no Chinese page says the same (each Chinese form has its own), and no search lists it.
  { path: ENGLISH_CONTACT_RESULT_PATH, translates: null, noindex: true },
  { path: ENGLISH_EXPERT_APPLY_PATH, translates: '/expertApplyForm' },
  { path: ENGLISH_EXPERT_APPLY_RESULT_PATH, translates: null, noindex: true },
] as const satisfies readonly {
  path: string;
  /** The Chinese page it translates; null: none (its counterpart is the Chinese home). */
  translates: string | null;
  /** A page of one visitor's own (a result): kept out of search and of the sitemap, not shared. */
  noindex?: true;
}[];

export type EnglishPath = (typeof ENGLISH_PAGES)[number]['path'];

/** The same page in the other language, if it has one: `{ zh, en }` by language, or nothing. */
export function translationsOf(path: string): Record<Locale, string> | undefined {
  const at = pagePath(path);
  const pair = ENGLISH_PAGES.find((p) => p.path === at || p.translates === at);
  return pair?.translates ? { zh: pair.translates, en: pair.path } : undefined;
}

/** Where the language switch leads from a page: its translation, else the other language's home. */
export const counterpartOf = (path: string, to: Locale) => translationsOf(path)?.[to] ?? HOME_OF[to];

/** A service's section on the English services page (`/en/services#expert-call`). */
export const englishServiceAnchor = (id: string) => `${ENGLISH_SERVICES_PATH}#${id}`;
