import { brokenHeadingClauses, HERO_PAGES, measureHeader, TABLET_WIDTHS } from '../e2e/support/widths';
import { type Browser, expect, open, takenOver, test } from './support/webkit';

/**
 * Tablets and small laptops in WebKit (an iPad's Safari, a Mac's): the header is one row with the firm's name on one
 * line, and a hero's heading breaks between its clauses, as in Chromium (tests/e2e/tablet-widths.spec.ts).
 */

/** The window's inner width once it has stopped changing: on a busy machine a new size arrives a moment later. */
async function settledInnerWidth(browser: Browser): Promise<number> {
  let last = -1;
  for (let i = 0; i < 20; i += 1) {
    const now = await browser.execute(() => window.innerWidth);
    if (now === last) return now;
    last = now;
    await browser.pause(100);
  }
  return last;
}

/** The window made `width` CSS px wide inside (MiniBrowser's frame and toolbar take their share of the outer size). */
async function widen(browser: Browser, width: number) {
  let outer = width;
  for (let tries = 0; tries < 3; tries += 1) {
    await browser.setWindowSize(outer, 900);
    const inner = await settledInnerWidth(browser);
    if (inner === width) break;
    outer += width - inner;
  }
  // The drawer's slide (a transition) ends before anything is measured.
  await browser.executeAsync((done: () => void) => {
    void Promise.all(document.getAnimations().map((a) => a.finished)).then(() => done());
  });
}

test('the header is one row at every width from 768 to 1280 px', async ({ phone, baseURL }) => {
  await open(phone, baseURL, '/');
  await takenOver(phone);
  for (const width of TABLET_WIDTHS) {
    await widen(phone, width);
    const header = await phone.execute(measureHeader);
    expect(header.nameLines, `${width} px: the firm's name`).toBe(1);
    expect(header.wrapped, `${width} px: entries on two lines`).toBe(0);
    expect(new Set(header.centres).size, `${width} px: entries at one height ${header.centres}`).toBeLessThanOrEqual(1);
    expect(header.pageWidth, `${width} px: page width`).toBeLessThanOrEqual(width);
  }
});

for (const path of HERO_PAGES) {
  test(`${path}: the hero's heading breaks between clauses from 768 to 1280 px`, async ({ phone, baseURL }) => {
    await open(phone, baseURL, path);
    await takenOver(phone);
    for (const width of TABLET_WIDTHS) {
      await widen(phone, width);
      expect(await phone.execute(brokenHeadingClauses), `${width} px`).toEqual([]);
    }
  });
}
