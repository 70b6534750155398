import { appUrl, expect, test } from '../e2e/support/fixtures';
import { ERROR_DISPLAYS, expectBizError, triggerError } from '../e2e/support/qaPanel';

/** What QA does on the dev server: every error display of the request layer, from the panel /test. */

test.describe('the QA panel on the dev server', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(appUrl('/test'));
    await expect(page.locator('[data-qa="error-0"]')).toBeVisible();
  });

  for (const display of ERROR_DISPLAYS) {
    test(display.title, async ({ page }) => {
      await expectBizError(await triggerError(page, display.kind), display.kind, Number(display.kind));
      await display.shows(page);
    });
  }
});
