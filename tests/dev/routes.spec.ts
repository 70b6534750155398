import { buildRoutes, findRoute, type RouteEntry } from '@/config/routes';
import { DEFAULT_TITLE } from '@/content/firm';
import { describeRoute } from '@/content/pageMeta';

import { appUrl, expect, test } from '../e2e/support/fixtures';

/**
 * `npm start` serves every route of the route table (the QA panel's too), each with its title (in Chinese, an English
 * page's in English) and no error, and a link followed inside the app.
 */

const expectedTitle = (route: RouteEntry) =>
  route.locale === 'en' ? route.title : route.title ? `${route.title} - ${DEFAULT_TITLE}` : DEFAULT_TITLE;

test.describe('every route on the dev server', () => {
  for (const route of buildRoutes({ qaPanel: true })) {
    test(route.path, async ({ page, consoleErrors }) => {
      const response = await page.goto(appUrl(route.path));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(expectedTitle(route)!);
      if (!route.locale) expect(await page.title()).toMatch(/[\u4e00-\u9fa5]/);
      await expect(page.locator('h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(consoleErrors).toEqual([]);
    });
  }
});

test('a link followed inside the app shows the next page, its title and description, with no error', async ({ page, consoleErrors }) => {
  await page.goto(appUrl('/'));
  await expect(page.locator('h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const about = findRoute('/aboutUs')!;
  await page
    .locator(`.site-footer a[href="${appUrl(about.path)}"], .site-nav a[href="${appUrl(about.path)}"]`)
    .first()
    .click();
  await expect(page).toHaveTitle(expectedTitle(about)!);
  // The description comes from its own chunk after the navigation: mako once wrote it as no valid script.
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', describeRoute(about));
  expect(consoleErrors).toEqual([]);
});
