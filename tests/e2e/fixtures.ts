import { test as base, expect, type Page } from '@playwright/test';
import { BASE_PATH } from '../../src/config/site';

/** App URL of a route path under the router base ('/aboutUs' -> '/html/aboutUs'). */
export const appUrl = (path: string) => `${BASE_PATH.replace(/\/$/, '')}${path}`;

/**
 * Every test collects console errors and uncaught exceptions and fails if there were any.
 * A test that expects errors (a forced failure) lists their text in `allowConsoleErrors`.
 */
export const test = base.extend<{ consoleErrors: string[]; allowConsoleErrors: RegExp[] }>({
  allowConsoleErrors: [[], { option: true }],
  consoleErrors: async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && !allowConsoleErrors.some((re) => re.test(m.text()))) errors.push(m.text());
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
