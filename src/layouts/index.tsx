import { Link, Outlet, useLocation } from '@umijs/max';
import { useCallback, useState } from 'react';

import Logo from '@/components/Logo';
import { FIRM } from '@/content/firm';
import { LAYOUT } from '@/content/ui/site';
import ChunkErrorBoundary from '@/features/site/ChunkErrorBoundary';
import AskAnalytics from '@/features/visitor/analytics/AskAnalytics';
import { Slice } from '@/prerender';

import SiteFooter from './SiteFooter';
import SiteNav from './SiteNav';

import './index.css';

/**
 * Common layout: header with navigation (a drawer at phone and tablet width), main content, footer. The header and the
 * footer are each taken over on their own (`Slice`), as are the page's bands. The analytics question (a bar fixed to
 * the bottom, from the first paint until the visitor answers) comes right after the skip link, so it is read early.
 */
export default function Layout() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [seenPath, setSeenPath] = useState(pathname);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  // A new page closes the drawer (also after Back or a link elsewhere on the page).
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setMenuOpen(false);
  }

  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {LAYOUT.skipLink}
      </a>
      <AskAnalytics />
      <Slice>
        <header className="site-header">
          <div className="container spread site-header__bar">
            <Link to="/" className="site-header__brand" aria-label={LAYOUT.home(FIRM.name)}>
              <Logo />
            </Link>
            <button
              type="button"
              className="site-header__menu-button"
              aria-expanded={menuOpen}
              aria-controls="site-nav"
              onClick={() => setMenuOpen((open) => !open)}
            >
              <span className="visually-hidden">{menuOpen ? LAYOUT.closeMenu : LAYOUT.openMenu}</span>
              <span className={`burger${menuOpen ? ' burger--open' : ''}`} aria-hidden="true" />
            </button>
            <SiteNav pathname={pathname} drawerOpen={menuOpen} onClose={closeMenu} />
          </div>
        </header>
      </Slice>

      <main id="main" className="site-main">
        <ChunkErrorBoundary resetKey={pathname}>
          <Outlet />
        </ChunkErrorBoundary>
      </main>

      <Slice>
        <SiteFooter />
      </Slice>
    </div>
  );
}
