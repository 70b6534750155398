import type { Page } from '@playwright/test';

import { appUrl, expect, test } from './support/fixtures';

/**
 * Between phone and desktop (a tablet, a small laptop): the header stays one tidy row, with the firm's name on one
 * line and every navigation entry on one line, and a hero's heading breaks between its clauses, never inside one
 * that fits.
 */
const WIDTHS = Array.from({ length: 17 }, (_, i) => 768 + i * 32);
const HERO_PAGES = ['/', '/service', '/industry', '/aboutUs'];

const headerAt = (page: Page) =>
  page.evaluate(() => {
    const box = (el: Element | null) => el?.getBoundingClientRect() ?? null;
    const bar = box(document.querySelector('.site-header__bar'))!;
    const name = document.querySelector('.logo__name')!;
    const lineHeight = parseFloat(getComputedStyle(name).lineHeight);
    const entries = [...document.querySelectorAll('.site-nav__list > li > .site-nav__link, .site-nav__cta')]
      .map((el) => el.getBoundingClientRect())
      .filter(
        (b) =>
          b.width > 0 &&
          b.right > 0 &&
          b.left < window.innerWidth &&
          getComputedStyle(document.querySelector('.site-nav')!).visibility !== 'hidden',
      );
    const texts = [...document.querySelectorAll('.site-nav__list > li > .site-nav__link')].filter(
      (el) => el.getBoundingClientRect().width > 0,
    );
    return {
      barHeight: bar.height,
      nameLines: Math.round(box(name)!.height / lineHeight),
      centres: entries.map((b) => Math.round(b.top + b.height / 2)),
      wrapped: texts.filter((el) => el.getBoundingClientRect().height > 2 * parseFloat(getComputedStyle(el).fontSize) + 24).length,
      pageWidth: document.documentElement.scrollWidth,
    };
  });

/** Clauses of the h1 (its text nodes, cut by <wbr>) that would fit on a line of it yet are broken across two. */
const brokenClauses = (page: Page) =>
  page.evaluate(() => {
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
  });

/** Lets the header's transitions (the drawer sliding away) end before measuring. */
const settled = (page: Page) => page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));

test('the header is one row at every width from 768 to 1280 px', async ({ page, consoleErrors }) => {
  await page.goto(appUrl('/'));
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await settled(page);
    const header = await headerAt(page);
    expect(header.barHeight, `${width} px`).toBe(64);
    expect(header.nameLines, `${width} px: the firm's name`).toBe(1);
    expect(header.wrapped, `${width} px: entries on two lines`).toBe(0);
    expect(new Set(header.centres).size, `${width} px: entries at one height ${header.centres}`).toBeLessThanOrEqual(1);
    expect(header.pageWidth, `${width} px: page width`).toBeLessThanOrEqual(width);
  }
  expect(consoleErrors).toEqual([]);
});

for (const path of HERO_PAGES) {
  test(`${path}: the hero's heading breaks between clauses from 320 to 1280 px`, async ({ page, consoleErrors }) => {
    await page.goto(appUrl(path));
    for (const width of [320, 390, ...WIDTHS]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await brokenClauses(page), `${width} px`).toEqual([]);
    }
    expect(consoleErrors).toEqual([]);
  });
}
