import type { Page } from '@playwright/test';

import { appUrl, expect } from './fixtures';

/** How the app took over a pre-rendered page. */
export interface Takeover {
  /** The very <h1> of the HTML is the one on screen (and the hero's lead paragraph, where the page has one). */
  sameHeading: boolean;
  sameLead: boolean;
  /** The heading is React's: the page was hydrated, not rendered again. */
  hydrated: boolean;
  /** Elements removed from #root itself (the page thrown away). */
  removed: number;
  /** Cumulative layout shift, without input. */
  shift: number;
  /** What moved, when something did (element, class, its top and height before and after): a failure names it. */
  moved: string[];
}

interface Watched {
  __removed: number;
  __shift: number;
  __moved: string[];
  __h1?: Element | null;
  __lead?: Element | null;
}

/** Records, from before the first script, the heading and lead of the HTML, what #root loses and how much moves. */
export async function watchTakeover(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Watched;
    w.__removed = 0;
    w.__shift = 0;
    w.__moved = [];
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] })[]) {
        if (e.hadRecentInput) continue;
        w.__shift += e.value;
        for (const { node, previousRect: a, currentRect: b } of e.sources ?? []) {
          const name =
            node instanceof Element ? `${node.tagName.toLowerCase()}.${String(node.className).split(' ')[0]}` : String(node?.nodeName);
          w.__moved.push(
            `${name} at ${Math.round(e.startTime)} ms: top ${Math.round(a.y)}→${Math.round(b.y)}, height ${Math.round(a.height)}→${Math.round(b.height)}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('readystatechange', () => {
      const root = document.getElementById('root');
      if (!root || w.__h1 !== undefined) return;
      w.__h1 = root.querySelector('h1');
      w.__lead = root.querySelector('.page-hero__lead');
      new MutationObserver((records) => {
        for (const r of records) w.__removed += r.removedNodes.length;
      }).observe(root, { childList: true });
    });
  });
}

export const takeover = (page: Page): Promise<Takeover> =>
  page.evaluate(() => {
    const w = window as unknown as Watched;
    const h1 = document.querySelector('#root h1');
    return {
      sameHeading: h1 !== null && w.__h1 === h1,
      sameLead: w.__lead === document.querySelector('#root .page-hero__lead'),
      hydrated: h1 !== null && Object.keys(h1).some((k) => k.startsWith('__reactFiber')),
      removed: w.__removed,
      shift: w.__shift,
      moved: w.__moved,
    };
  });

/** What a page taken over as it should be reports. */
export const TAKEN_OVER: Takeover = { sameHeading: true, sameLead: true, hydrated: true, removed: 0, shift: 0, moved: [] };

/**
 * Opens an address as a visitor does (acting as soon as the HTML is there), waits for what this measures, the take-over
 * (the heading becomes React's), lets the page settle, and reports.
 */
export async function arrive(page: Page, path: string): Promise<Takeover> {
  await watchTakeover(page);
  await page.goto(appUrl(path), { waitUntil: 'domcontentloaded' });
  await expect.poll(async () => (await takeover(page)).hydrated, { timeout: 10_000 }).toBe(true);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  return takeover(page);
}
