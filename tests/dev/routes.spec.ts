import { buildRoutes } from '@/config/routes';
import { DEFAULT_TITLE } from '@/content/firm';

import { appUrl, expect, test } from '../e2e/support/fixtures';

/** `npm start` serves every route of the route table (the QA panel's too), each with its Chinese title and no error. */

const expectedTitle = (title?: string) => (title ? `${title} - ${DEFAULT_TITLE}` : DEFAULT_TITLE);

test.describe('every route on the dev server', () => {
  for (const route of buildRoutes({ qaPanel: true })) {
    test(route.path, async ({ page, consoleErrors }) => {
      const response = await page.goto(appUrl(route.path));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(expectedTitle(route.title));
      expect(await page.title()).toMatch(/[\u4e00-\u9fa5]/);
      await expect(page.locator('h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(consoleErrors).toEqual([]);
    });
  }
});
