/**
 * The edition a visitor chose with the language switch, remembered on the device: a page that exists in that language
 * offers it on arrival (src/layouts/EditionOffer.tsx). Nothing redirects by it, nor by the browser's language.
 */
import { isLocale, type Locale } from '@/config/locales';
import { STORAGE_KEYS } from '@/config/storage';
import { readText, writeStorage } from '@/lib/storage';

export const rememberEdition = (locale: Locale) => writeStorage(STORAGE_KEYS.edition, locale);

export function rememberedEdition(): Locale | null {
  const stored = readText(STORAGE_KEYS.edition, isLocale);
  return isLocale(stored) ? stored : null;
}
