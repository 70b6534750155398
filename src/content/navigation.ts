/** Main sections in the header navigation (desktop bar and phone drawer) and the footer. */
import { CONTENT_KINDS, type ItemKind } from '../kinds';

export interface NavItem {
  label: string;
  path: string;
  /** Analytics item key of the link (`data-item-key`). */
  trackKey?: string;
}

/** A header entry that opens a group of pages (a disclosure menu on desktop, a section of the phone drawer). */
export interface NavGroup {
  label: string;
  /** Identifies the group (its menu's id). */
  key: string;
  items: readonly NavItem[];
}

export type NavEntry = NavItem | NavGroup;

export const isNavGroup = (entry: NavEntry): entry is NavGroup => 'items' in entry;

/** A kind's list page, by its name (src/kinds/index.ts). */
const kindLink = (kind: ItemKind, place: 'nav' | 'footer'): NavItem => {
  const { name, parent } = CONTENT_KINDS[kind];
  return { label: name, path: parent, trackKey: `${place}-${parent.slice(1)}` };
};

/** The firm's research: long reads, short expert comments, the library and client cases. */
export const RESEARCH_NAV: NavGroup = {
  label: '研究洞察',
  key: 'research',
  items: [
    kindLink('insight', 'nav'),
    kindLink('hotTopic', 'nav'),
    { label: '知识库', path: '/newActive', trackKey: 'nav-newActive' },
    kindLink('case', 'nav'),
  ],
};

export const MAIN_NAV: readonly NavEntry[] = [
  { label: '首页', path: '/', trackKey: 'nav-home' },
  kindLink('service', 'nav'),
  RESEARCH_NAV,
  kindLink('activity', 'nav'),
  kindLink('material', 'nav'),
  { label: '行业解决方案', path: '/industry', trackKey: 'nav-industry' },
  { label: '关于我们', path: '/aboutUs', trackKey: 'nav-aboutUs' },
  { label: '联系我们', path: '/contactUs', trackKey: 'nav-contactUs' },
];

export const FOOTER_LINKS: readonly NavItem[] = [
  { label: '知识库', path: '/newActive', trackKey: 'footer-newActive' },
  kindLink('case', 'footer'),
  kindLink('hotTopic', 'footer'),
  kindLink('insight', 'footer'),
  kindLink('campaign', 'footer'),
  { label: '个人中心', path: '/user', trackKey: 'footer-user' },
  { label: '个人信息保护说明', path: '/privacy', trackKey: 'footer-privacy' },
  { label: '合规中心', path: '/compliance', trackKey: 'footer-compliance' },
  { label: '成为知桥专家', path: '/expertNetwork', trackKey: 'footer-expertNetwork' },
];

/** The primary call to action in the header: an expert call, and it opens the expert-call form. */
export const HEADER_CTA: NavItem = { label: '预约专家访谈', path: '/expertCallForm', trackKey: 'nav-cta' };
