/** The site's languages: Chinese, its own, and English for overseas clients (the English edition, below /en). */
export const LOCALES = ['zh', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** The site's language, and a lead's when it names none (a page loaded before leads named theirs). */
export const DEFAULT_LOCALE: Locale = 'zh';

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** Where the English edition's pages are, below the router base: /html/en, /html/en/… */
export const ENGLISH_BASE = '/en';

/** The language of a page, by its path below the router base. */
export const localeOfPath = (path: string): Locale => (path === ENGLISH_BASE || path.startsWith(`${ENGLISH_BASE}/`) ? 'en' : 'zh');

/** Each edition's home page. */
export const HOME_OF: Record<Locale, string> = { zh: '/', en: ENGLISH_BASE };

/** How a page names its language: `<html lang>`, `hreflang`, and Open Graph's `og:locale`. */
export const LANGUAGE_TAGS: Record<Locale, { lang: string; og: string }> = {
  zh: { lang: 'zh-CN', og: 'zh_CN' },
  en: { lang: 'en', og: 'en_GB' },
};

export const isEditionHome = (path: string) => (Object.values(HOME_OF) as string[]).includes(path);
