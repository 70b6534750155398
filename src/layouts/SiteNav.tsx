import { useEffect, useRef, useState } from 'react';

import PageLink from '@/components/PageLink';
import { isEditionHome } from '@/config/locales';
import { isNavGroup, type NavGroup, type NavItem } from '@/content/navigation';
import type { FrameWords } from '@/content/ui/frame';

/**
 * Whether a navigation path is the current page or one under it ('/down' marks '/downPdf' too). An edition's home is
 * only itself, and a section of a page (`/en#services`) is no page of its own.
 */
export const isActivePath = (current: string, path: string) =>
  path.includes('#') ? false : isEditionHome(path) ? current === path : current.startsWith(path);

interface Props {
  pathname: string;
  /** The phone and tablet drawer is open. */
  drawerOpen: boolean;
  onClose: () => void;
  words: FrameWords['nav'];
}

function NavLink({ item, pathname, onNavigate }: { item: NavItem; pathname: string; onNavigate: () => void }) {
  const active = isActivePath(pathname, item.path);
  return (
    <PageLink
      to={item.path}
      className={`site-nav__link${active ? ' site-nav__link--active' : ''}`}
      aria-current={active ? 'page' : undefined}
      data-item-key={item.trackKey}
      onClick={onNavigate}
    >
      {item.label}
    </PageLink>
  );
}

/** A group of pages: a disclosure button and its menu on desktop; a titled section of the drawer on phones. */
function NavGroupEntry({
  group,
  pathname,
  open,
  onToggle,
  onNavigate,
}: {
  group: NavGroup;
  pathname: string;
  open: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}) {
  const active = group.items.some((item) => isActivePath(pathname, item.path));
  const menuId = `site-nav-${group.key}`;
  return (
    <li className={`site-nav__group${open ? ' site-nav__group--open' : ''}`}>
      <button
        type="button"
        className={`site-nav__link site-nav__group-button${active ? ' site-nav__link--active' : ''}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={onToggle}
      >
        {group.label}
        <span className="site-nav__chevron" aria-hidden="true" />
      </button>
      <p className="site-nav__group-label" aria-hidden="true">
        {group.label}
      </p>
      <ul id={menuId} className="site-nav__sub" aria-label={group.label}>
        {group.items.map((item) => (
          <li key={item.path}>
            <NavLink item={item} pathname={pathname} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The main navigation. From 961 px up a bar (a group opens a menu under its button); below, a drawer from the
 * right with large rows and every group's pages listed. Escape, a tap outside or choosing a page closes either.
 */
export default function SiteNav({ pathname, drawerOpen, onClose, words }: Props) {
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const [seenPath, setSeenPath] = useState(pathname);
  const navRef = useRef<HTMLElement>(null);

  // A new page closes the group menu (the layout closes the drawer likewise).
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpenGroup(null);
  }

  const closeAll = () => {
    setOpenGroup(null);
    onClose();
  };

  // Escape and a click outside close an open group menu or the drawer.
  useEffect(() => {
    if (!openGroup && !drawerOpen) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpenGroup(null);
      if (drawerOpen) {
        onClose();
        document.querySelector<HTMLButtonElement>('.site-header__menu-button')?.focus();
      }
    };
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (navRef.current?.contains(target)) return;
      if ((target as Element).closest?.('.site-header__menu-button')) return;
      setOpenGroup(null);
      if (drawerOpen) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [openGroup, drawerOpen, onClose]);

  // The open drawer holds the page still behind it and takes the focus.
  useEffect(() => {
    if (!drawerOpen) return undefined;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    navRef.current?.querySelector<HTMLElement>('a, button')?.focus({ preventScroll: true });
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [drawerOpen]);

  return (
    <>
      <nav ref={navRef} id="site-nav" className={`site-nav${drawerOpen ? ' site-nav--open' : ''}`} aria-label={words.label}>
        <ul className="site-nav__list">
          {words.entries.map((entry) =>
            isNavGroup(entry) ? (
              <NavGroupEntry
                key={entry.key}
                group={entry}
                pathname={pathname}
                open={openGroup === entry.key}
                onToggle={() => setOpenGroup((key) => (key === entry.key ? null : entry.key))}
                onNavigate={closeAll}
              />
            ) : (
              <li key={entry.path}>
                <NavLink item={entry} pathname={pathname} onNavigate={closeAll} />
              </li>
            ),
          )}
        </ul>
        <PageLink to={words.cta.path} className="btn btn--primary site-nav__cta" data-item-key={words.cta.trackKey} onClick={closeAll}>
          {words.cta.label}
        </PageLink>
      </nav>
      {drawerOpen && <div className="site-nav__scrim" aria-hidden="true" />}
    </>
  );
}
