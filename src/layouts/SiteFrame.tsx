import { Link, useLocation } from '@umijs/max';
import { type ReactNode, useCallback, useState } from 'react';

import Logo from '@/components/Logo';
import { HOME_OF } from '@/config/locales';
import type { FrameWords } from '@/content/ui/frame';
import ChunkErrorBoundary from '@/features/site/ChunkErrorBoundary';
import AskAnalytics from '@/features/visitor/analytics/AskAnalytics';
import { Slice } from '@/prerender';

import EditionOfferSlot from './EditionOfferSlot';
import LanguageSwitch from './LanguageSwitch';
import SiteFooter from './SiteFooter';
import SiteNav from './SiteNav';

import './index.css';

/**
 * The site's frame in one edition's words: header with navigation (a drawer at phone and tablet width) and the
 * language switch, main content, footer. The header and the footer are each taken over on their own (`Slice`), as are
 * the page's bands. The analytics question (a bar fixed to the bottom, from the first paint until the visitor answers)
 * comes right after the skip link, so it is read early. The Chinese pages get it from the common layout (index.tsx),
 * an English page wraps itself in it with the English words.
 */
export default function SiteFrame({ words, children }: { words: FrameWords; children: ReactNode }) {
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
        {words.layout.skipLink}
      </a>
      <AskAnalytics />
      <Slice>
        <header className="site-header">
          <div className="container spread site-header__bar">
            <Link to={HOME_OF[words.locale]} className="site-header__brand" aria-label={words.layout.home(words.firm.name)}>
              <Logo name={words.firm.name} />
            </Link>
            <SiteNav pathname={pathname} drawerOpen={menuOpen} onClose={closeMenu} words={words.nav} />
            <LanguageSwitch pathname={pathname} to={words.otherEdition} />
            <button
              type="button"
              className="site-header__menu-button"
              aria-expanded={menuOpen}
              aria-controls="site-nav"
              onClick={() => setMenuOpen((open) => !open)}
            >
              <span className="visually-hidden">{menuOpen ? words.layout.closeMenu : words.layout.openMenu}</span>
              <span className={`burger${menuOpen ? ' burger--open' : ''}`} aria-hidden="true" />
            </button>
          </div>
          <EditionOfferSlot pathname={pathname} other={words.otherEdition.locale} />
        </header>
      </Slice>

      <main id="main" className="site-main">
        <ChunkErrorBoundary resetKey={pathname} words={words.failure}>
          {children}
        </ChunkErrorBoundary>
      </main>

      <Slice>
        <SiteFooter words={words} />
      </Slice>
    </div>
  );
}
