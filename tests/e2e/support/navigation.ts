import { FOOTER_LINKS, isNavGroup, MAIN_NAV, type NavItem } from '@/content/navigation';

/** A link's label by the path it goes to; a path the links do not have is a mistake in the test, not an empty name. */
const labelOf = (links: readonly NavItem[], path: string) => {
  const link = links.find((l) => l.path === path);
  if (!link) throw new Error(`No navigation link to ${path}`);
  return link.label;
};

/** The label of the header's link to a path (src/content/navigation.ts; a kind's list page: CONTENT_KINDS.<kind>.name). */
export const headerLink = (path: string) =>
  labelOf(
    MAIN_NAV.flatMap((entry) => (isNavGroup(entry) ? entry.items : [entry])),
    path,
  );

/** The label of the footer's link to a path (src/content/navigation.ts). */
export const footerLink = (path: string) => labelOf(FOOTER_LINKS, path);
