import { DEFAULT_TITLE } from '@/config/site';
import { expect, openPage, test } from './support/fixtures';

/** What QA checks on the panel `/test`: every display type of the request layer, toasts, notices, failures. */

test.describe('QA panel: error displays', () => {
  test.beforeEach(async ({ page }) => openPage(page, '/test'));

  test('the panel is not indexed', async ({ page }) => {
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  test('0 is silent', async ({ page }) => {
    await page.locator('[data-qa="error-0"]').click();
    await expect(page.getByTestId('qa-last')).toHaveText(/已由请求层处理/);
    await page.waitForTimeout(500);
    await expect(page.locator('.ant-message-notice, .ant-notification-notice')).toHaveCount(0);
  });

  test('1 shows a warning message', async ({ page }) => {
    await page.locator('[data-qa="error-1"]').click();
    await expect(page.locator('.ant-message-warning')).toContainText('QA 模拟错误（展示类型 1）');
  });

  test('2 shows an error message', async ({ page }) => {
    await page.locator('[data-qa="error-2"]').click();
    await expect(page.locator('.ant-message-error')).toContainText('QA 模拟错误（展示类型 2）');
  });

  test('4 shows a notification', async ({ page }) => {
    await page.locator('[data-qa="error-4"]').click();
    const notice = page.locator('.ant-notification-notice');
    await expect(notice).toContainText('错误代码 QA-4');
    await expect(notice).toContainText('QA 模拟错误（展示类型 4）');
  });

  test('9 redirects to /exception with the code and message, shown as text', async ({ page }) => {
    await page.locator('[data-qa="error-9"]').click();
    await expect(page).toHaveURL(/\/html\/exception\?errorCode=QA-9&errorMessage=/);
    await expect(page.getByTestId('exception-message')).toHaveText('QA 模拟错误（展示类型 9）');
    await expect(page.getByTestId('exception-code')).toHaveText('错误代码：QA-9');
  });

  test('an error without info shows 请求错误，请重试。', async ({ page }) => {
    await page.locator('[data-qa="error-no-info"]').click();
    await expect(page.locator('.ant-message-error')).toContainText('请求错误，请重试。');
  });

  test.describe('HTTP failure', () => {
    test.use({ allowConsoleErrors: [/status of 500/] });
    test('an HTTP 500 shows a Chinese message naming the status', async ({ page }) => {
      await page.locator('[data-qa="error-http-500"]').click();
      await expect(page.locator('.ant-message-error')).toContainText('服务暂时不可用（500）');
    });
  });

  test('toasts close after 3 s', async ({ page }) => {
    await page.locator('[data-qa="toast-success"]').click();
    const toast = page.locator('.ant-message-success');
    await expect(toast).toBeVisible();
    await page.waitForTimeout(2_000);
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 3_000 });
  });

  test('notices close after 1.5 s but stay while hovered', async ({ page }) => {
    await page.locator('[data-qa="notice"]').click();
    const notice = page.locator('.ant-notification-notice');
    await expect(notice).toBeVisible();
    await notice.hover();
    await page.waitForTimeout(2_500);
    await expect(notice).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(notice).toBeHidden({ timeout: 3_000 });
  });

  test('the dva sample operations rename', async ({ page }) => {
    await expect(page.getByTestId('qa-global-name')).toHaveText('global.name：测试模型使用中');
    await page.locator('[data-qa="rename-async"]').click();
    await expect(page.getByTestId('qa-global-name')).toHaveText('global.name：QA 异步改名');
  });

  test('the industry failure shows 加载失败', async ({ page }) => {
    await page.locator('[data-qa="industry-failure"]').click();
    await expect(page.locator('.ant-message').getByText('加载失败', { exact: true })).toBeVisible();
  });

  test('the simulated chunk failure shows the reload panel', async ({ page }) => {
    await page.locator('[data-qa="chunk-failure"]').click();
    await expect(page.getByRole('heading', { name: '页面加载失败' })).toBeVisible();
    await expect(page.getByRole('button', { name: '重新加载' })).toBeVisible();
  });
});

test.describe('chunk failure', () => {
  test.use({ allowConsoleErrors: [/net::ERR_FAILED|Loading chunk|ChunkLoadError|Failed to load resource/] });

  test('a page chunk that fails to load shows a Chinese message with reload, and is reported', async ({ page }) => {
    await openPage(page, '/');
    await page.route(/p__AboutUs__index\.[\w]+\.async\.js/, (r) => r.abort());
    await page.locator('.site-footer, .site-header').getByRole('link', { name: '关于我们' }).first().click();
    await expect(page.getByRole('heading', { name: '页面加载失败' })).toBeVisible();
    await expect(page.getByText(/Loading chunk failed/)).toBeVisible();
    await expect(page.getByRole('button', { name: '重新加载' })).toBeVisible();
    await expect(page.locator('header.site-header')).toBeVisible();
    await expect
      .poll(async () => {
        const res = await page.request.get('/api/platform/analysis/monitor');
        const body = (await res.json()) as { data: { type: string; page: string }[] };
        return body.data.some((e) => e.type === 'chunk-error' && e.page.endsWith('/aboutUs'));
      })
      .toBe(true);
    await page.unroute(/p__AboutUs__index/);
    await page.getByRole('button', { name: '重新加载' }).click();
    await expect(page).toHaveTitle(`关于我们 - ${DEFAULT_TITLE}`);
    await expect(page.getByRole('heading', { name: '页面加载失败' })).toHaveCount(0);
  });
});
