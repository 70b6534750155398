import { type BrowserContext, expect, type Locator, type Page, test as base } from '@playwright/test';

import { BASE_PATH } from '@/config/basePath';
import { type PageName, type RouteEntry, ROUTES } from '@/config/routes';
import { ANALYTICS_CONSENT_KEY } from '@/config/visitor';
import { type AnalyticsAnswer, storedConsent } from '@/features/visitor/analytics/consent';
import { ITEM_PAGES } from '@/kinds';

/** App URL of a route path under the router base ('/aboutUs' -> '/html/aboutUs'). */
export const appUrl = (path: string) => `${BASE_PATH.replace(/\/$/, '')}${path}`;

/**
 * A device that has answered the analytics question: before any page's script, on every origin, unless the device
 * holds an answer already (a test that changes it keeps its change across pages). For a spec that makes its own
 * context or page; the `page` of `test` has it already (`analyticsAnswer`).
 */
export async function answeredAnalytics(target: BrowserContext | Page, answer: AnalyticsAnswer = 'yes') {
  await target.addInitScript(
    ([key, value]) => {
      try {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
      } catch {
        // a document without storage (about:blank, an opaque origin)
      }
    },
    [ANALYTICS_CONSENT_KEY, JSON.stringify(storedConsent(answer))] as const,
  );
}

/** An item page's own address with an `?id=` (its frame answers 404 for an id no pre-rendered page has). */
const isItemFrameAddress = (url: string) => {
  const address = new URL(url, 'http://localhost');
  return (address.searchParams.get('id') ?? '') !== '' && ITEM_PAGES.some((p) => address.pathname === `${BASE_PATH}${p.path.slice(1)}`);
};

/**
 * Every test collects console errors and uncaught exceptions and fails if there were any.
 * A test that expects errors (a forced failure) lists their text in `allowConsoleErrors`.
 * Its browser has answered the analytics question with yes (the tests of analytics keep their meaning, the others see
 * no question); `test.use({ analyticsAnswer: null })` starts from a device that was never asked
 * (tests/e2e/analytics-consent.spec.ts).
 */

export const test = base.extend<{ consoleErrors: string[]; allowConsoleErrors: RegExp[]; analyticsAnswer: AnalyticsAnswer | null }>({
  analyticsAnswer: ['yes', { option: true }],
  context: async ({ context, analyticsAnswer }, use) => {
    if (analyticsAnswer) await answeredAnalytics(context, analyticsAnswer);
    await use(context);
  },
  allowConsoleErrors: [[], { option: true }],
  consoleErrors: async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() !== 'error' || allowConsoleErrors.some((re) => re.test(m.text()))) return;
      // An item page's ?id= that no pre-rendered page answers is served its frame with status 404 on purpose
      // (scripts/lib/pageFile.ts), which Chromium reports of the document; the page itself must still load cleanly.
      if (/status of 404/.test(m.text()) && isItemFrameAddress(m.location().url)) return;
      errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await use(errors);
    expect(errors, 'console errors on the page').toEqual([]);
  },
});

export { expect };

export async function openPage(page: Page, path: string) {
  await page.goto(appUrl(path));
  await page.waitForLoadState('networkidle');
}

/** The first route the table serves with a page component. */
export function routeOf(page: PageName): RouteEntry {
  const route = ROUTES.find((r) => r.page === page);
  if (!route) throw new Error(`No route for ${page}`);
  return route;
}

export interface OwnContentCase {
  path: string;
  /** What proves the page shows its own content (not an empty shell). */
  content: (p: Page) => Locator;
}

/** One test per page: its own content shows, it has exactly one h1, and the console stays clean. */
export function ownContentTests(title: string, cases: readonly OwnContentCase[]) {
  test.describe(title, () => {
    for (const { path, content } of cases) {
      test(path, async ({ page, consoleErrors }) => {
        await openPage(page, path);
        await expect(content(page).first()).toBeVisible();
        await expect(page.locator('h1')).toHaveCount(1);
        expect(consoleErrors).toEqual([]);
      });
    }
  });
}
