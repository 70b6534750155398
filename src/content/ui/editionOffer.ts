/**
 * The note offering a page in the edition its visitor chose before (src/layouts/EditionOffer.tsx), in that edition's
 * language, by the language offered. Loaded only with the note.
 */
import type { Locale } from '../../config/locales';

export interface EditionOfferWords {
  /** Names the note for a screen reader. */
  title: string;
  text: string;
  link: string;
  /** The close button: staying on the page in its language. */
  close: string;
}

export const EDITION_OFFER: Record<Locale, EditionOfferWords> = {
  en: {
    title: 'This page in English',
    text: 'This page is also in English.',
    link: 'Read it in English',
    close: 'Stay on the Chinese page',
  },
  zh: { title: '本页中文版', text: '本页有中文版。', link: '阅读中文版', close: '继续阅读英文版' },
};
