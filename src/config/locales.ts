/** The languages a form is read in: Chinese, the site's own, and English for overseas clients (in preparation). */
export const LOCALES = ['zh', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

/** The site's language, and a lead's when it names none (a page loaded before leads named theirs). */
export const DEFAULT_LOCALE: Locale = 'zh';

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);
