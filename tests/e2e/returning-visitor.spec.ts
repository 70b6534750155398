import type { BrowserContext, Page } from '@playwright/test';

import { BASE_PATH } from '@/config/basePath';
import { buildRoutes } from '@/config/routes';
import { type DownloadRecord, STORAGE_KEYS, type SubmissionRecord } from '@/config/storage';
import { ITEM_PAGES } from '@/kinds';

import { appUrl, expect, test } from './support/fixtures';
import { sitemapAddresses } from './support/sitemap';
import { fakeWechatBridge, WECHAT_UA } from './support/wechat';

/**
 * A visitor who comes back: signed in through the WeChat gateway, with saved and downloaded materials, a past
 * submission and a draft. Every route and one item of each collection takes over its pre-rendered HTML cleanly
 * (no hydration mismatch: React's #418, #423, #425), in WeChat and in a plain phone browser, with no page error.
 */
const GATEWAY = '/api/mock/oauth/authorize';
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

const base = BASE_PATH.replace(/\/$/, '');
const fixedPaths = buildRoutes({ qaPanel: true })
  .map((r) => r.path)
  .filter((p) => !p.includes('*'));
const itemAddresses = [...new Set(ITEM_PAGES.map((p) => p.path))].map((path) => {
  const kind = ITEM_PAGES.find((p) => p.path === path)!.kind;
  const listed = sitemapAddresses().find((a) => ITEM_PAGES.some((p) => p.kind === kind && a.startsWith(`${base}${p.path}?id=`)));
  if (!listed) throw new Error(`No ${kind} in the sitemap`);
  return `${path}${listed.slice(listed.indexOf('?'))}`;
});
const ADDRESSES = [...fixedPaths, ...itemAddresses];

/** Signs in through the mock gateway (允许), then saves a material, starts a form and leaves records of the past. */
async function becomeReturningVisitor(context: BrowserContext) {
  const page = await context.newPage();
  await fakeWechatBridge(page);
  await page.goto(appUrl('/'));
  await page.waitForURL((url) => url.pathname === GATEWAY);
  await page.locator('#allow').click();
  await page.waitForURL((url) => url.pathname === appUrl('/') && !url.searchParams.has('token'));
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('openid'))).toBeTruthy();

  await page.goto(appUrl(itemAddresses.find((a) => a.startsWith('/downPdf?'))!));
  await page.getByTestId('save-button').click();
  await expect(page.getByTestId('save-button')).toHaveAttribute('aria-pressed', 'true');

  await page.goto(appUrl('/meetingForm'));
  await page.locator('#name').pressSequentially('韦验收', { delay: 60 });
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('zq.draft.')))).toBe(true);

  const now = new Date().toISOString();
  const submission: SubmissionRecord = {
    formKey: 'specialContactUs',
    topic: 'general',
    title: '专题咨询',
    kind: 'special',
    submittedAt: now,
    resultPath: '/resultPage',
  };
  const download: DownloadRecord = { id: 'rpt-returning', title: '一份下载过的报告', downloadedAt: now };
  await page.evaluate(
    ([keys, s, d]) => {
      localStorage.setItem(keys.submissions, JSON.stringify([s]));
      localStorage.setItem(keys.downloads, JSON.stringify([d]));
    },
    [STORAGE_KEYS, submission, download] as const,
  );
  await page.close();
}

/** Opens each address as a visitor would and lists what went wrong while the page was taken over. */
async function visitAll(page: Page) {
  const problems: string[] = [];
  let at = '';
  page.on('pageerror', (e) => problems.push(`${at}: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`${at}: ${m.text()}`);
  });
  for (const address of ADDRESSES) {
    at = address;
    await page.goto(appUrl(address));
    await page.waitForLoadState('networkidle');
  }
  return problems;
}

for (const [name, userAgent] of [
  ['in WeChat', WECHAT_UA.ios],
  ['in a plain phone browser', PHONE_UA],
] as const) {
  test(`a returning visitor ${name}: every route and an item of each collection take over cleanly`, async ({ browser }) => {
    test.setTimeout(180_000);
    const wechat = await browser.newContext({
      userAgent: WECHAT_UA.ios,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await becomeReturningVisitor(wechat);
    const context =
      userAgent === WECHAT_UA.ios
        ? wechat
        : await browser.newContext({
            userAgent,
            viewport: { width: 390, height: 844 },
            isMobile: true,
            storageState: await wechat.storageState(),
          });
    const page = await context.newPage();
    if (userAgent === WECHAT_UA.ios) await fakeWechatBridge(page);
    expect(await visitAll(page)).toEqual([]);

    // The personal centre shows this visitor and what the device keeps, after its HTML was taken over.
    await page.goto(appUrl('/user'));
    await expect(page.getByTestId('uc-identity')).toContainText('微信访客');
    await expect(page.getByText('一份下载过的报告')).toBeVisible();
    await context.close();
    if (context !== wechat) await wechat.close();
  });
}
