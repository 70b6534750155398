/**
 * The English edition's pages, each with the Chinese page it translates: the route table makes their routes
 * (src/config/routes.ts), the language switch, `hreflang` and the sitemap pair them. A Chinese page with no English
 * one has the English home as its counterpart, and the other way round.
 */
import type { EnglishOwnPath } from './englishOwnPages';
import { ENGLISH_BASE, HOME_OF, type Locale } from './locales';
import { pagePath } from './pagePath';

/** The English services page: the header, the home's service cards and each service's anchor lead to it. */
export const ENGLISH_SERVICES_PATH = `${ENGLISH_BASE}/services`;

/** The English enquiry form and the expert application (src/config/forms/englishForms.ts; their results: ./englishOwnPages.ts). */
export const ENGLISH_CONTACT_PATH = `${ENGLISH_BASE}/contact`;
export const ENGLISH_EXPERT_APPLY_PATH = `${ENGLISH_BASE}/experts/apply`;

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
  { path: ENGLISH_EXPERT_APPLY_PATH, translates: '/expertApplyForm' },
] as const satisfies readonly {
  path: string;
  /** The Chinese page it translates. */
  translates: string;
}[];

/** Every English page: the translations, and a visitor's own (./englishOwnPages.ts). */
export type EnglishPath = (typeof ENGLISH_PAGES)[number]['path'] | EnglishOwnPath;

/** The same page in the other language, if it has one: `{ zh, en }` by language, or nothing. */
export function translationsOf(path: string): Record<Locale, string> | undefined {
  const at = pagePath(path);
  const pair = ENGLISH_PAGES.find((p) => p.path === at || p.translates === at);
  return pair && { zh: pair.translates, en: pair.path };
}

/** Where the language switch leads from a page: its translation, else the other language's home. */
export const counterpartOf = (path: string, to: Locale) => translationsOf(path)?.[to] ?? HOME_OF[to];

/** A service's section on the English services page (`/en/services#expert-call`). */
export const englishServiceAnchor = (id: string) => `${ENGLISH_SERVICES_PATH}#${id}`;
