/**
 * Measurements taken inside the page (self-contained functions: Playwright's `evaluate` and WebDriver's `execute` both
 * send them to the browser), shared by the Chromium and WebKit width checks.
 */

export interface HeaderMeasure {
  barHeight: number;
  /** Lines the firm's name takes beside the logo. */
  nameLines: number;
  /** Vertical centres of the visible navigation entries and the call to action, rounded. */
  centres: number[];
  /** Navigation entries whose text wrapped. */
  wrapped: number;
  pageWidth: number;
}

export function measureHeader(): HeaderMeasure {
  const bar = document.querySelector('.site-header__bar')!.getBoundingClientRect();
  const name = document.querySelector('.logo__name')!;
  const nav = document.querySelector('.site-nav')!;
  const shown = getComputedStyle(nav).visibility !== 'hidden';
  const entries = [...document.querySelectorAll('.site-nav__list > li > .site-nav__link, .site-nav__cta')].filter((el) => {
    const box = el.getBoundingClientRect();
    return shown && box.width > 0 && box.right > 0 && box.left < window.innerWidth;
  });
  return {
    barHeight: bar.height,
    nameLines: Math.round(name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight)),
    centres: entries.map((el) => {
      const box = el.getBoundingClientRect();
      return Math.round(box.top + box.height / 2);
    }),
    wrapped: entries.filter((el) => el.getBoundingClientRect().height > 2 * parseFloat(getComputedStyle(el).fontSize) + 24).length,
    pageWidth: document.documentElement.scrollWidth,
  };
}

/** Clauses of the h1 (its text nodes, cut by <wbr>) that would fit on a line of it yet are broken across two. */
export function brokenHeadingClauses(): string[] {
  const title = document.querySelector('h1')!;
  const width = title.getBoundingClientRect().width;
  const probe = document.createElement('span');
  probe.style.whiteSpace = 'nowrap';
  title.append(probe);
  const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
  const broken: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentNode === probe || !node.textContent?.trim()) continue;
    probe.textContent = node.textContent;
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    if (probe.getBoundingClientRect().width <= width && lines > 1) broken.push(node.textContent);
  }
  probe.remove();
  return broken;
}

/** From 768 to 1280 px every 32 px: tablets and small laptops. */
export const TABLET_WIDTHS = Array.from({ length: 17 }, (_, i) => 768 + i * 32);

/** Pages whose hero heading the width checks read. */
export const HERO_PAGES = ['/', '/service', '/industry', '/aboutUs'];
