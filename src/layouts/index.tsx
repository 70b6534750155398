import { Link, Outlet, useLocation } from '@umijs/max';
import { useState } from 'react';

import Logo from '@/components/Logo';
import { FOOTER_LINKS, HEADER_CTA, MAIN_NAV } from '@/config/navigation';
import { FIRM } from '@/config/site';
import ChunkErrorBoundary from '@/features/site/ChunkErrorBoundary';

import './index.css';

/** Fixed at build time (.umirc.ts): the pre-rendered footer and the hydrating script show the same year. */
const COPYRIGHT_YEAR = process.env.BUILD_YEAR ?? String(new Date().getFullYear());

const isActive = (current: string, path: string) => (path === '/' ? current === '/' : current.startsWith(path));

/** Common layout: header with navigation (a menu button at phone width), main content, footer. */
export default function Layout() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <div className="site">
      <a className="skip-link" href="#main">
        跳到正文
      </a>
      <header className="site-header">
        <div className="container spread site-header__bar">
          <Link to="/" className="site-header__brand" aria-label={`${FIRM.name}首页`}>
            <Logo />
          </Link>
          <button
            type="button"
            className="site-header__menu-button"
            aria-expanded={menuOpen}
            aria-controls="site-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="visually-hidden">{menuOpen ? '关闭菜单' : '打开菜单'}</span>
            <span className={`burger${menuOpen ? ' burger--open' : ''}`} aria-hidden="true" />
          </button>
          <nav id="site-nav" className={`site-nav${menuOpen ? ' site-nav--open' : ''}`} aria-label="主导航">
            <ul className="site-nav__list">
              {MAIN_NAV.map((item) => (
                <li key={item.path}>
                  <Link
                    to={item.path}
                    className={`site-nav__link${isActive(pathname, item.path) ? ' site-nav__link--active' : ''}`}
                    aria-current={isActive(pathname, item.path) ? 'page' : undefined}
                    data-item-key={item.trackKey}
                    onClick={() => setMenuOpen(false)}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
            <Link
              to={HEADER_CTA.path}
              className="btn btn--primary site-nav__cta"
              data-item-key={HEADER_CTA.trackKey}
              onClick={() => setMenuOpen(false)}
            >
              {HEADER_CTA.label}
            </Link>
          </nav>
        </div>
      </header>

      <main id="main" className="site-main">
        <ChunkErrorBoundary resetKey={pathname}>
          <Outlet />
        </ChunkErrorBoundary>
      </main>

      <footer className="site-footer">
        <div className="container site-footer__grid">
          <div className="site-footer__about">
            <Logo light />
            <p>{FIRM.slogan}</p>
          </div>
          <address className="site-footer__contact">
            <strong>联系我们</strong>
            <span>
              电话：<a href={`tel:${FIRM.phone}`}>{FIRM.phone}</a>
            </span>
            <span>
              邮箱：<a href={`mailto:${FIRM.email}`}>{FIRM.email}</a>
            </span>
            <span>地址：{FIRM.address}</span>
          </address>
          <nav className="site-footer__links" aria-label="更多内容">
            <strong>更多内容</strong>
            <ul>
              {FOOTER_LINKS.map((item) => (
                <li key={item.path}>
                  <Link to={item.path} data-item-key={item.trackKey}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <div className="container site-footer__legal">
          <span>
            © {COPYRIGHT_YEAR} {FIRM.fullName} 版权所有
          </span>
          <span>{FIRM.icp}</span>
          <span>专家不提供任何重大非公开信息或保密信息</span>
        </div>
      </footer>
    </div>
  );
}
