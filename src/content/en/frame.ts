/**
 * The English edition's frame: skip link, header, navigation, footer (src/content/ui/frame.ts has the Chinese and the
 * shape). The header leads to the home, its industries band, the services, research, about and expert network pages;
 * the footer to those and the events, the compliance centre and the privacy notice (the header has no room for more). A
 * page only in Chinese is marked as such where it is linked.
 */
import type { FrameWords } from '../ui/frame';
import { ENGLISH_CONTACT } from './contact';
import { ENGLISH_FIRM } from './firm';

export const ENGLISH_FRAME: FrameWords = {
  locale: 'en',
  firm: ENGLISH_FIRM,
  layout: {
    skipLink: 'Skip to content',
    home: (firm) => `${firm} home`,
    closeMenu: 'Close menu',
    openMenu: 'Open menu',
  },
  nav: {
    label: 'Main',
    entries: [
      { label: 'Home', path: '/en', trackKey: 'en-nav-home' },
      { label: 'Services', path: '/en/services', trackKey: 'en-nav-services' },
      { label: 'Industries', path: '/en#industries', trackKey: 'en-nav-industries' },
      { label: 'Research', path: '/en/research', trackKey: 'en-nav-research' },
      { label: 'About us', path: '/en/about', trackKey: 'en-nav-about' },
      { label: 'For experts', path: '/en/experts', trackKey: 'en-nav-experts' },
    ],
    cta: { label: 'Talk to us', path: ENGLISH_CONTACT.form.path, trackKey: 'en-nav-cta' },
  },
  footer: {
    qrLabel: (account) => `QR code of the WeChat official account “${account}”`,
    qrPlaceholder: 'QR code to come (build variable WECHAT_OA_URL)',
    scan: 'Scan in WeChat',
    // The account's name is Chinese: it stays in the code's label, not in the caption.
    account: () => 'to follow our official account',
    contact: 'Contact',
    phone: 'Phone: ',
    email: 'Email: ',
    address: (address) => address,
    more: 'More',
    copyright: (year, firm) => `© ${year} ${firm}. All rights reserved.`,
    disclaimer: 'Our experts never share material non-public or confidential information.',
    links: [
      { label: 'Services', path: '/en/services', trackKey: 'en-footer-services' },
      { label: 'Industries', path: '/en#industries', trackKey: 'en-footer-industries' },
      { label: 'Research', path: '/en/research', trackKey: 'en-footer-research' },
      { label: 'Events', path: '/en/events', trackKey: 'en-footer-events' },
      { label: 'About us', path: '/en/about', trackKey: 'en-footer-about' },
      { label: 'For experts', path: '/en/experts', trackKey: 'en-footer-experts' },
      { label: 'Contact', path: ENGLISH_CONTACT.form.path, trackKey: 'en-footer-contact' },
      { label: 'Compliance', path: '/en/compliance', trackKey: 'en-footer-compliance' },
      { label: 'Privacy', path: '/en/privacy', trackKey: 'en-footer-privacy' },
    ],
  },
  failure: {
    chunkTitle: 'The page did not load',
    chunkText: 'Part of this page did not arrive. Please check your connection and reload.',
    errorTitle: 'Something went wrong',
    errorText: 'An error occurred while showing this page. Please reload and try again.',
    reload: 'Reload',
  },
  otherEdition: { locale: 'zh', label: '中文' },
};

/** While an English page's code arrives after a link inside the edition (shown after a moment only). */
export const ENGLISH_PAGE_LOADING = 'Loading…';
