import type { Page } from '@playwright/test';

import { ANALYTICS_OFF_KEY } from '@/config/visitor';
import { LIVE_ATTR } from '@/prerender/earlyEvents';

import { expect, test } from './support/fixtures';
import { chunks, sitemapAddresses } from './support/sitemap';

/**
 * Every address of the sitemap on the phones visitors hold: nothing wider than the screen, nothing standing past its
 * right edge. A phone's browser zooms out to show a wider page (its innerWidth grows with it), so each width is
 * measured against the width set here, never against the window. The sweep runs once today and once on each of a
 * few later dates: which activity comes first, and so what a card must fit, depends on the day.
 */
const WIDTHS = [320, 360, 390, 414] as const;
const DAY_MS = 86_400_000;
const LATER_DAYS = [12, 47, 89];
const ADDRESSES = sitemapAddresses();

test.use({ viewport: { width: WIDTHS[0], height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

/** What stands past the right edge of a screen `width` px wide, as far as no ancestor clips it (at most five). */
const overflowAt = (page: Page, width: number) =>
  page.evaluate((screen) => {
    const found: string[] = [];
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > screen) found.push(`the page is ${pageWidth} px wide`);
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`;
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (!box.width || !box.height || box.right <= screen + 0.5) continue;
      const style = getComputedStyle(el);
      if (style.visibility !== 'visible' || style.opacity === '0') continue;
      let right = box.right;
      for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement)
        if (getComputedStyle(a).overflowX !== 'visible') right = Math.min(right, a.getBoundingClientRect().right);
      if (right > screen + 0.5)
        found.push(`${describe(el)} ends at ${Math.round(right)} px: "${(el.textContent ?? '').trim().slice(0, 40)}"`);
      if (found.length >= 5) break;
    }
    return found;
  }, width);

async function sweep(page: Page, addresses: readonly string[]) {
  const problems: string[] = [];
  for (const address of addresses) {
    await page.setViewportSize({ width: WIDTHS[0], height: 740 });
    await page.goto(address);
    // Once the app has taken the page over: what depends on the day (lists, statuses) is rendered by then.
    await page.locator(`#root[${LIVE_ATTR}]`).waitFor({ state: 'attached' });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      for (const found of await overflowAt(page, width)) problems.push(`${address} at ${width} px: ${found}`);
    }
  }
  expect(problems, 'what stands past the screen').toEqual([]);
}

const runs = chunks(ADDRESSES, 24);

test('the sitemap lists the site (the sweep has addresses to open)', () => {
  expect(ADDRESSES.length).toBeGreaterThan(100);
});

for (const [i, run] of runs.entries()) {
  test(`today: addresses ${i * 24 + 1}–${i * 24 + run.length} fit 320–414 px`, async ({ page, consoleErrors }) => {
    await sweep(page, run);
    expect(consoleErrors).toEqual([]);
  });
}

for (const days of LATER_DAYS) {
  for (const [i, run] of runs.entries()) {
    test(`in ${days} days: addresses ${i * 24 + 1}–${i * 24 + run.length} fit 320–414 px`, async ({ page, consoleErrors }) => {
      // The browser's clock only: the day's lists, statuses and dates as a visitor then sees them; timers keep running.
      await page.clock.setFixedTime(new Date(Date.now() + days * DAY_MS));
      // Analytics off: the Sensors SDK makes its ids by waiting for the clock to move, which a held clock never does
      // (it would start as each page is left, and hang it).
      await page.addInitScript((key) => window.localStorage.setItem(key, '1'), ANALYTICS_OFF_KEY);
      await sweep(page, run);
      expect(consoleErrors).toEqual([]);
    });
  }
}
