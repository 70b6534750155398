import type { Page } from '@playwright/test';

import { appUrl, expect, test } from './support/fixtures';
import { brokenHeadingClauses, HERO_PAGES, measureHeader, TABLET_WIDTHS } from './support/widths';

/**
 * Between phone and desktop (a tablet, a small laptop): the header stays one tidy row, with the firm's name on one
 * line and every navigation entry on one line, and a hero's heading breaks between its clauses, never inside one
 * that fits.
 */

/** Lets the header's transitions (the drawer sliding away) end before measuring. */
const settled = (page: Page) => page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));

test('the header is one row at every width from 768 to 1280 px', async ({ page, consoleErrors }) => {
  await page.goto(appUrl('/'));
  for (const width of TABLET_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await settled(page);
    const header = await page.evaluate(measureHeader);
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
    for (const width of [320, 390, ...TABLET_WIDTHS]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await page.evaluate(brokenHeadingClauses), `${width} px`).toEqual([]);
    }
    expect(consoleErrors).toEqual([]);
  });
}
