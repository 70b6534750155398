/**
 * The words of the site's frame (skip link, header, navigation, footer, the language switch) as one object, so that
 * the frame (src/layouts/SiteFrame.tsx) reads one edition's: the Chinese here, the English in src/content/en/frame.ts
 * (loaded only by the English pages, so the Chinese pages do not carry them).
 */
import type { Locale } from '../../config/locales';
import { FIRM } from '../firm';
import { FOOTER_LINKS, HEADER_CTA, MAIN_NAV, type NavEntry, type NavItem } from '../navigation';
import { LAYOUT, PAGE_FAILURE, type PageFailureWords, SITE_FOOTER, SITE_NAV } from './site';

export interface FrameWords {
  locale: Locale;
  firm: { name: string; fullName: string; slogan: string; address: string };
  layout: { skipLink: string; home: (firm: string) => string; closeMenu: string; openMenu: string };
  nav: { label: string; entries: readonly NavEntry[]; cta: NavItem };
  footer: typeof SITE_FOOTER & { links: readonly NavItem[] };
  failure: PageFailureWords;
  /** The link to the other edition, in the other edition's language (so it carries that language's tag). */
  otherEdition: { locale: Locale; label: string };
}

export const CHINESE_FRAME: FrameWords = {
  locale: 'zh',
  firm: { name: FIRM.name, fullName: FIRM.fullName, slogan: FIRM.slogan, address: FIRM.address },
  layout: LAYOUT,
  nav: { label: SITE_NAV.label, entries: MAIN_NAV, cta: HEADER_CTA },
  footer: { ...SITE_FOOTER, links: FOOTER_LINKS },
  failure: PAGE_FAILURE,
  otherEdition: { locale: 'en', label: 'English' },
};
