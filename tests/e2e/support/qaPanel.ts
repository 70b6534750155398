import type { Page, Response } from '@playwright/test';

import { EXCEPTION_PAGE } from '@/content/pages/exception';
import { TEST_PAGE } from '@/content/pages/test';
import { QA_SWITCHES } from '@/content/ui/qaSwitches';
import { REQUEST_ERRORS } from '@/content/ui/requestErrors';

import { expect } from './fixtures';

/** The QA panel `/test`: its error buttons, each answered by the mocked GET /api/platform/qa/error. */

const QA_ERROR_PATH = '/api/platform/qa/error';

/**
 * Clicks the panel's button for one kind of error and returns the answer to the request it made, so that each
 * display test first proves that the server really answered that error. Fails if no such answer comes.
 */
export async function triggerError(page: Page, kind: string): Promise<Response> {
  const answered = page.waitForResponse(
    (r) => {
      const url = new URL(r.url());
      return r.request().method() === 'GET' && url.pathname === QA_ERROR_PATH && url.searchParams.get('kind') === kind;
    },
    { timeout: 10_000 },
  );
  await page.locator(`[data-qa="error-${kind}"]`).click();
  return answered;
}

/** The business error a display test is about, as the server answered it. */
export async function expectBizError(answer: Response, kind: string, showType: number) {
  expect(answer.status(), `HTTP status of the answer to kind=${kind}`).toBe(200);
  expect(await answer.json()).toMatchObject({ success: false, errorCode: `QA-${kind}`, showType });
}

/**
 * What each display type of the request layer shows once the server answered its error (checked on the production
 * build in tests/e2e/error-displays.spec.ts and on the dev server in tests/dev/qa-panel.spec.ts).
 */
export const ERROR_DISPLAYS: { kind: '0' | '1' | '2' | '4' | '9'; title: string; shows: (page: Page) => Promise<void> }[] = [
  {
    kind: '0',
    title: '0 is silent',
    async shows(page) {
      // The silent error reached the request layer's error handling ...
      await expect(page.getByTestId('qa-last')).toHaveText(new RegExp(TEST_PAGE.errors.handled(QA_SWITCHES.errorCases['0'])));
      // Control: a toast asked for afterwards goes through the same lazily loaded antd, queued after anything the
      // error would have shown, so once the control is on screen a message or notice of the error would be too.
      await page.locator('[data-qa="toast-info"]').click();
      await expect(page.locator('.ant-message-notice').filter({ hasText: TEST_PAGE.toasts.info.text })).toBeVisible();
      await page.waitForTimeout(500);
      // Read once, not retried: a retried "none" would pass as soon as a wrongly shown toast (3 s) or notice (1.5 s) closed.
      expect(await page.locator('.ant-message-notice').count(), 'messages on screen: only the control toast').toBe(1);
      expect(await page.locator('.ant-notification-notice').count(), 'notifications on screen').toBe(0);
      expect(await page.getByText('QA 模拟错误（展示类型 0）').count(), 'the error text anywhere on the page').toBe(0);
      expect(new URL(page.url()).pathname, 'no redirect').toBe('/html/test');
    },
  },
  {
    kind: '1',
    title: '1 shows a warning message',
    shows: (page) => expect(page.locator('.ant-message-warning')).toContainText('QA 模拟错误（展示类型 1）'),
  },
  {
    kind: '2',
    title: '2 shows an error message',
    shows: (page) => expect(page.locator('.ant-message-error')).toContainText('QA 模拟错误（展示类型 2）'),
  },
  {
    kind: '4',
    title: '4 shows a notification',
    async shows(page) {
      const notice = page.locator('.ant-notification-notice');
      await expect(notice).toContainText(REQUEST_ERRORS.notice.code('QA-4'));
      await expect(notice).toContainText('QA 模拟错误（展示类型 4）');
    },
  },
  {
    kind: '9',
    title: '9 redirects to /exception with the code and message, shown as text',
    async shows(page) {
      await expect(page).toHaveURL(/\/html\/exception\?errorCode=QA-9&errorMessage=/);
      await expect(page.getByTestId('exception-message')).toHaveText('QA 模拟错误（展示类型 9）');
      await expect(page.getByTestId('exception-code')).toHaveText(EXCEPTION_PAGE.code('QA-9'));
    },
  },
];
