import type { Page } from '@playwright/test';

import type * as API from '@/api';
import { CODE_ANSWER_SUCCESS } from '@/config/successCode';
import { displayErrorCode } from '@/content/errorTexts';
import { pageTitle } from '@/content/firm';
import { TEXTS } from '@/content/messages';
import { MAIN_NAV } from '@/content/navigation';
import { ACTIVE_LIST_PAGE } from '@/content/pages/activeList';
import { EXCEPTION_PAGE } from '@/content/pages/exception';
import { HOME_PAGE } from '@/content/pages/home';
import { TEST_PAGE } from '@/content/pages/test';
import { CONTENT_STATE } from '@/content/ui/components';
import { CASE_HIGHLIGHTS, RESEARCH_HIGHLIGHTS } from '@/content/ui/contentCards';
import { CHUNK_ERROR_BOUNDARY } from '@/content/ui/site';
import { GLOBAL_MODEL } from '@/content/ui/visitor';
import serviceKind from '@/kinds/service';
import { INDUSTRY_FAILURE_ID } from '@/qa/switches';

import { SERVICES } from '../../mock/data/services';
import { appUrl, expect, openPage, routeOf, test } from './support/fixtures';
import { ERROR_DISPLAYS, expectBizError, triggerError } from './support/qaPanel';

/** Whether the pre-rendered page has been taken over by the app (its heading is React's). */
const hydrated = (page: Page) =>
  page.evaluate(() => {
    const h1 = document.querySelector('h1');
    return h1 !== null && Object.keys(h1).some((k) => k.startsWith('__reactFiber'));
  });

/**
 * Opens a page the way a visitor moves on inside the site: the first page is pre-rendered with its data, the next one
 * loads its data from the API (where the test's answers apply).
 */
async function goInApp(page: Page, from: string, linkHref: string) {
  await openPage(page, from);
  await expect.poll(() => hydrated(page)).toBe(true);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page
    .locator(`a[href="${appUrl(linkHref)}"]:visible`)
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${appUrl(linkHref).replace(/[?]/g, '\\?')}$`));
  // Moved in the app, not reloaded.
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
}

/** What QA checks on the panel `/test`: every display type of the request layer, toasts, notices, failures. */

test.describe('QA panel: error displays', () => {
  test.beforeEach(async ({ page }) => openPage(page, '/test'));

  test('the panel is not indexed', async ({ page }) => {
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  for (const display of ERROR_DISPLAYS) {
    test(display.title, async ({ page }) => {
      await expectBizError(await triggerError(page, display.kind), display.kind, Number(display.kind));
      await display.shows(page);
    });
  }

  test('an error without info shows 请求错误，请重试。', async ({ page }) => {
    // The server answered a business error with neither a message nor a display type (not a failed request).
    const answer = await triggerError(page, 'no-info');
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as Record<string, unknown>;
    expect(body.success).toBe(false);
    expect(body).not.toHaveProperty('errorMessage');
    expect(body).not.toHaveProperty('showType');
    await expect(page.locator('.ant-message-error')).toContainText(TEXTS.requestError);
  });

  test.describe('HTTP failure', () => {
    test.use({ allowConsoleErrors: [/status of 500/] });
    test('an HTTP 500 shows a Chinese message naming the status', async ({ page }) => {
      expect((await triggerError(page, 'http-500')).status()).toBe(500);
      await expect(page.locator('.ant-message-error')).toContainText(TEXTS.httpError(500));
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
    await expect(page.getByTestId('qa-global-name')).toHaveText(TEST_PAGE.models.name(GLOBAL_MODEL.testModelName));
    await page.locator('[data-qa="rename-async"]').click();
    await expect(page.getByTestId('qa-global-name')).toHaveText(TEST_PAGE.models.name(TEST_PAGE.models.renameAsync.name));
  });

  test('the industry failure shows 加载失败', async ({ page }) => {
    // The industry service really answered the failing landing id with another code than success.
    const answered = page.waitForResponse(
      (r) => r.url().includes('/api/platform/industry') && new URL(r.url()).searchParams.get('id') === INDUSTRY_FAILURE_ID,
      { timeout: 10_000 },
    );
    await page.locator('[data-qa="industry-failure"]').click();
    const body = (await (await answered).json()) as API.CodeResponse<unknown>;
    expect(body.code).not.toBe(CODE_ANSWER_SUCCESS);
    await expect(page.locator('.ant-message').getByText(TEXTS.loadFailed, { exact: true })).toBeVisible();
  });

  test('the simulated chunk failure shows the reload panel', async ({ page }) => {
    await page.locator('[data-qa="chunk-failure"]').click();
    await expect(page.getByRole('heading', { name: CHUNK_ERROR_BOUNDARY.chunkTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: TEXTS.reload })).toBeVisible();
  });
});

test.describe('chunk failure', () => {
  test.use({ allowConsoleErrors: [/net::ERR_FAILED|Loading chunk|ChunkLoadError|Failed to load resource/] });

  test('a page chunk that fails to load shows a Chinese message with reload, and is reported', async ({ page }) => {
    await openPage(page, '/');
    await page.route(/p__AboutUs__index\.[\w]+\.async\.js/, (r) => r.abort());
    await page
      .locator('.site-footer, .site-header')
      .getByRole('link', { name: MAIN_NAV.find((entry) => 'path' in entry && entry.path === '/aboutUs')!.label })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: CHUNK_ERROR_BOUNDARY.chunkTitle })).toBeVisible();
    await expect(page.getByText(/Loading chunk failed/)).toBeVisible();
    await expect(page.getByRole('button', { name: TEXTS.reload })).toBeVisible();
    await expect(page.locator('header.site-header')).toBeVisible();
    await expect
      .poll(async () => {
        const res = await page.request.get('/api/platform/analysis/monitor');
        const body = (await res.json()) as { data: { type: string; page: string }[] };
        return body.data.some((e) => e.type === 'chunk-error' && e.page.endsWith('/aboutUs'));
      })
      .toBe(true);
    await page.unroute(/p__AboutUs__index/);
    await page.getByRole('button', { name: TEXTS.reload }).click();
    await expect(page).toHaveTitle(pageTitle(routeOf('AboutUs').title));
    await expect(page.getByRole('heading', { name: CHUNK_ERROR_BOUNDARY.chunkTitle })).toHaveCount(0);
  });
});

test.describe('a chunk that fails on a first load', () => {
  test.use({ allowConsoleErrors: [/net::ERR_FAILED|status of 404|Loading chunk|ChunkLoadError|Failed to load resource/] });

  test('a page chunk gone after a deployment shows the Chinese error with 重新加载 within seconds, not after 120 s', async ({ page }) => {
    const chunk = /p__AboutUs__index\.\w+\.async\.js/;
    await page.route(chunk, (r) => r.fulfill({ status: 404, body: 'Not Found' }));
    const start = Date.now();
    await page.goto(appUrl('/aboutUs'));
    await expect(page.getByRole('heading', { name: CHUNK_ERROR_BOUNDARY.chunkTitle })).toBeVisible({ timeout: 8_000 });
    await expect(page.getByRole('button', { name: TEXTS.reload })).toBeVisible();
    expect(Date.now() - start, 'ms until the error shows').toBeLessThan(8_000);

    await page.unroute(chunk);
    await page.getByRole('button', { name: TEXTS.reload }).click();
    await expect(page).toHaveTitle(pageTitle(routeOf('AboutUs').title));
    await expect(page.getByRole('heading', { name: CHUNK_ERROR_BOUNDARY.chunkTitle })).toHaveCount(0);
  });

  test('a chunk lost once on a flaky network is fetched again and the page shows', async ({ page }) => {
    let failed = 0;
    await page.route(/p__AboutUs__index\.\w+\.async\.js/, (r) => (failed++ === 0 ? r.abort('connectionreset') : r.fallback()));
    await page.goto(appUrl('/aboutUs'));
    await expect(page).toHaveTitle(pageTitle(routeOf('AboutUs').title), { timeout: 8_000 });
    await expect(page.locator('main h1, h1').first()).toBeVisible();
    // The page came alive (its chunk arrived on a second request), with no error panel.
    await expect.poll(() => hydrated(page), { timeout: 8_000 }).toBe(true);
    await expect(page.getByRole('heading', { name: CHUNK_ERROR_BOUNDARY.chunkTitle })).toHaveCount(0);
    expect(failed).toBeGreaterThanOrEqual(2);
  });

  test('the entry script gone after a deployment shows the Chinese error with 重新加载, and a reload gets the new page', async ({
    page,
  }) => {
    const entry = /\/html\/umi\.\w+\.js/;
    await page.route(entry, (r) => r.fulfill({ status: 404, body: 'Not Found' }));
    await page.goto(appUrl('/'));
    await expect(page.getByRole('heading', { name: CHUNK_ERROR_BOUNDARY.chunkTitle })).toBeVisible({ timeout: 5_000 });
    await expect(page.getByRole('alert')).toContainText(TEXTS.chunkFailed);
    await page.unroute(entry);
    await page.getByRole('button', { name: TEXTS.reload }).click();
    await expect(page.locator('header.site-header')).toBeVisible();
    await expect(page.getByRole('heading', { name: CHUNK_ERROR_BOUNDARY.chunkTitle })).toHaveCount(0);
  });

  test('HTML is never cached, so a reload after a deployment fetches the new index.html', async ({ request }) => {
    for (const path of ['/', '/aboutUs', '/meetingForm']) {
      const res = await request.get(appUrl(path));
      expect(res.headers()['content-type']).toContain('text/html');
      expect(res.headers()['cache-control'], path).toMatch(/no-cache|no-store/);
    }
  });
});

test.describe('answers that are not the expected JSON show the error state with 重新加载', () => {
  const cutJson = { status: 200, contentType: 'application/json', body: '{"success":true,"data":{"id":"exp' };
  const htmlPage = { status: 200, contentType: 'text/html', body: '<!DOCTYPE html><html><body>网关错误</body></html>' };

  test('a detail page answered with cut-off JSON does not load forever', async ({ page }) => {
    await page.route('**/api/platform/services/detail*', (r) => r.fulfill(cutJson));
    await goInApp(page, '/service', '/serviceContent?id=expert-call');
    await expect(page.getByText(CONTENT_STATE.errorTitle, { exact: true })).toBeVisible({ timeout: 5_000 });
    await expect(page.getByText(serviceKind.copy.item.loadingLabel)).toHaveCount(0);
    await page.unroute('**/api/platform/services/detail*');
    await page.getByRole('button', { name: CONTENT_STATE.retry }).click();
    await expect(page.getByText(CONTENT_STATE.errorTitle, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SERVICES.find((x) => x.id === 'expert-call')!.name);
  });

  test('a list answered with an HTML page says it failed, not that nothing matches', async ({ page }) => {
    await page.route(/\/api\/platform\/activities\?/, (r) => r.fulfill(htmlPage));
    await goInApp(page, '/aboutUs', '/activeList');
    await expect(page.getByText(CONTENT_STATE.errorTitle, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: CONTENT_STATE.retry })).toBeVisible();
    await expect(page.getByText(ACTIVE_LIST_PAGE.empty.title)).toHaveCount(0);
  });

  test('a detail in the wrong shape (a name that is a number, no steps) shows the error state, never a broken page', async ({ page }) => {
    const service = SERVICES.find((x) => x.id === 'expert-call')!;
    const wrong = { ...service, name: 42, steps: undefined };
    await page.route('**/api/platform/services/detail*', (r) => r.fulfill({ json: { success: true, data: wrong } }));
    await goInApp(page, '/service', '/serviceContent?id=expert-call');
    await expect(page.getByText(CONTENT_STATE.errorTitle, { exact: true })).toBeVisible({ timeout: 5_000 });
    await expect(page.locator('.ant-message').getByText(TEXTS.invalidAnswer).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: '42' })).toHaveCount(0);
  });

  test('a list with one item in the wrong shape leaves that item out and shows the others', async ({ page }) => {
    let broken = '';
    await page.route(/\/api\/platform\/activities\?/, async (route) => {
      const answer = (await (await route.fetch()).json()) as API.ResponseStructure<API.Paged<API.Activity>>;
      const [first, ...rest] = answer.data!.list;
      broken = first.title;
      await route.fulfill({ json: { ...answer, data: { ...answer.data, list: [{ ...first, format: 'webinar' }, ...rest] } } });
    });
    await goInApp(page, '/aboutUs', '/activeList');
    const list = page.getByTestId('activity-list');
    await expect(list.getByRole('heading').first()).toBeVisible();
    expect(broken).not.toBe('');
    await expect(list.getByText(broken, { exact: true })).toHaveCount(0);
    await expect(page.getByText(CONTENT_STATE.errorTitle, { exact: true })).toHaveCount(0);
  });

  test('home sections answered with cut-off JSON each show their error state', async ({ page }) => {
    await page.route(/\/api\/platform\/(services|activities|insights|hotTopics|cases)\?/, (r) => r.fulfill(cutJson));
    await goInApp(page, '/aboutUs', '/');
    for (const name of [HOME_PAGE.services.title, HOME_PAGE.activities.title, RESEARCH_HIGHLIGHTS.title, CASE_HIGHLIGHTS.title]) {
      const section = page.getByRole('region', { name });
      await expect(section.getByText(CONTENT_STATE.errorTitle, { exact: true }), name).toBeVisible();
      await expect(section.getByRole('button', { name: CONTENT_STATE.retry })).toBeVisible();
    }
    await expect(page.locator('.ant-message').getByText(TEXTS.invalidAnswer).first()).toBeVisible();
  });
});

test.describe('/exception', () => {
  test("a link from elsewhere cannot make the page say its own text under the firm's name", async ({ page }) => {
    const phishing = '您的账户已冻结，请致电 400-000-0000 解冻';
    await openPage(page, `/exception?errorCode=${encodeURIComponent('ACCOUNT_LOCKED')}&errorMessage=${encodeURIComponent(phishing)}`);
    await expect(page.getByTestId('exception-message')).toHaveText(TEXTS.requestError);
    await expect(page.getByText(/冻结|400-000-0000/)).toHaveCount(0);
    await openPage(page, `/exception?errorCode=${encodeURIComponent('请致电400-000-0000')}&errorMessage=x`);
    await expect(page.getByTestId('exception-code')).toHaveText(EXCEPTION_PAGE.code(displayErrorCode('')));
  });
});
