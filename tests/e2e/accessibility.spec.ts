import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

import { ROUTES } from '@/config/routes';

import { ACTIVITIES } from '../../mock/data/activities';
import { CASES } from '../../mock/data/cases';
import { HOT_TOPICS } from '../../mock/data/hotTopics';
import { INSIGHTS } from '../../mock/data/insights';
import { MATERIALS } from '../../mock/data/materials';
import { SERVICES } from '../../mock/data/services';
import { appUrl, expect, test } from './support/fixtures';

/**
 * WCAG 2.2 AA on a phone, on every route of the route table and on one detail page of each collection:
 * no serious or critical axe-core violation, every control at least 24 x 24 px, the main actions at least 44 px
 * tall, and a visible focus ring on every control reached by keyboard. One page and one axe run per address.
 */

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const DETAIL_PAGES = [
  `/activeInfo?id=${ACTIVITIES[0].id}`,
  `/serviceContent?id=${SERVICES[0].id}`,
  `/downPdf?id=${MATERIALS[0].id}`,
  `/case?id=${CASES[0].id}`,
  `/deepInsight?id=${INSIGHTS[0].id}`,
  `/hotspot?id=${HOT_TOPICS[0].id}`,
];

const ADDRESSES = [...ROUTES.map((r) => r.path), ...DETAIL_PAGES];

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const result = await page.evaluate(
    () =>
      (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResult> } }).axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        resultTypes: ['violations'],
      }) as Promise<AxeResult>,
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Controls smaller than 24 x 24 px (links inside a line of text are exempt, as WCAG 2.5.8 says). */
const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const selector = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab]';
    const inText = (el: Element) =>
      el.tagName === 'A' &&
      getComputedStyle(el).display === 'inline' &&
      [...(el.parentElement?.childNodes ?? [])].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
    const small: string[] = [];
    for (const el of document.querySelectorAll(selector)) {
      if (el.closest('[aria-hidden="true"]') || inText(el)) continue;
      // antd draws its radio and checkbox over a larger label, and a multiple select's search field inside the
      // select box: the label and the box are the targets. A card's title link stretches over the card (its ::after,
      // absolute over the nearest positioned box): the card is.
      const after = getComputedStyle(el, '::after');
      const stretched = el.tagName === 'A' && after.content !== 'none' && after.position === 'absolute' && after.top === '0px';
      const target = el.matches('.ant-radio-input, .ant-checkbox-input')
        ? el.closest('label')
        : el.matches('.ant-select-input')
          ? el.closest('.ant-select')
          : stretched
            ? ((el as HTMLElement).offsetParent ?? el)
            : el;
      if (!target) continue;
      const box = target.getBoundingClientRect();
      const style = getComputedStyle(target);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      if (box.width < 24 || box.height < 24) {
        small.push(
          `${target.tagName.toLowerCase()}.${target.className} "${(target.textContent ?? '').trim().slice(0, 20)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });

/** Primary actions (brand buttons, form submits) under 44 px tall. */
const lowPrimaryActions = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.btn--primary, .ant-btn-primary, button[type=submit]')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.height > 0 && box.height < 44;
      })
      .map((el) => `"${(el.textContent ?? '').trim()}" ${Math.round(el.getBoundingClientRect().height)} px`),
  );

test.describe('accessibility on a phone, every address', () => {
  // One page for every address (a failure starts a new worker, which opens a new one): fast, and every address runs.
  test.use({ viewport: { width: 390, height: 844 } });

  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
  });
  test.afterAll(async () => {
    await page.close();
  });

  for (const address of ADDRESSES) {
    test(`${address}: no serious axe violation, 24 px targets, 44 px main actions`, async () => {
      const errors: string[] = [];
      const onError = (e: Error) => errors.push(e.message);
      page.on('pageerror', onError);
      await page.goto(appUrl(address));
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await smallTargets(page)).toEqual([]);
      expect(await lowPrimaryActions(page)).toEqual([]);
      page.off('pageerror', onError);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('keyboard focus', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Tabs through the page and returns every control reached whose focus draws no ring (outline or shadow). */
  async function controlsWithoutFocusRing(page: Page, presses: number) {
    const missing: string[] = [];
    for (let i = 0; i < presses; i += 1) {
      await page.keyboard.press('Tab');
      const state = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
        // antd draws the focus of a text field as a shadow around the field (or the box around it).
        const box = el.closest('.ant-input-affix-wrapper, .ant-select, .ant-picker') ?? (el.matches('.ant-input') ? el : null);
        const boxRing = box ? getComputedStyle(box).boxShadow !== 'none' : false;
        // An antd checkbox or radio: the native input is invisible, the ring is on the box drawn around it.
        const drawn = el.matches('.ant-checkbox-input, .ant-radio-input') ? el.closest('.ant-checkbox, .ant-radio') : null;
        const drawnStyle = drawn ? getComputedStyle(drawn) : null;
        const drawnRing = drawnStyle ? drawnStyle.outlineStyle !== 'none' && parseFloat(drawnStyle.outlineWidth) >= 2 : false;
        return {
          ring: ring || boxRing || drawnRing,
          name: `${el.tagName.toLowerCase()} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 20)}"`,
        };
      });
      if (state && !state.ring) missing.push(state.name);
    }
    return missing;
  }

  for (const path of ['/', '/expertCallForm', '/down', '/industry']) {
    test(`${path}: every control reached with Tab shows a focus ring`, async ({ page, consoleErrors }) => {
      await page.goto(appUrl(path));
      await page.waitForLoadState('networkidle');
      expect(await controlsWithoutFocusRing(page, 25)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});
