import type * as API from '@/api';
import { OPENID_COOKIE_MAX_AGE_MS } from '@/config/openidCookie';
import { ROUTES } from '@/config/routes';
import { campaignState } from '@/features/campaigns/definition';

import { publishedCampaigns } from '../../mock/platform/campaigns';
import { appUrl, expect, test } from './support/fixtures';
import { footerLink } from './support/navigation';
import { bridgeCalls, fakeWechatBridge, knownVisitor, type Platform, recordSigningRequests, WECHAT_UA } from './support/wechat';

const GATEWAY = '/api/mock/oauth/authorize';
const PLATFORMS: Platform[] = ['ios', 'android'];
const PERSONAL_CENTRE = footerLink('/user');

for (const platform of PLATFORMS) {
  test.describe(`WeChat on ${platform}`, () => {
    test.use({ userAgent: WECHAT_UA[platform], viewport: { width: 390, height: 844 } });

    test('sign-in goes through the gateway once and lands on the page asked for, signed in', async ({ page, context }) => {
      await fakeWechatBridge(page);
      const gatewayVisits: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === GATEWAY) gatewayVisits.push(r.url());
      });
      await page.goto(appUrl('/activeList?type=online'));
      await page.waitForURL((url) => url.pathname === GATEWAY);
      const asked = new URL(page.url());
      expect(asked.searchParams.get('appId')).toBeTruthy();
      expect(asked.searchParams.get('tenant')).toBeTruthy();
      expect(asked.searchParams.get('redirectUrl')).toBe(`http://localhost:${new URL(asked).port}${appUrl('/activeList?type=online')}`);

      const before = Date.now();
      await page.locator('#allow').click();
      await page.waitForURL((url) => url.pathname === appUrl('/activeList'));
      await expect.poll(() => page.evaluate(() => window.localStorage.getItem('openid'))).toMatch(/^oMock/);
      await expect.poll(() => new URL(page.url()).searchParams.has('token')).toBe(false);
      expect(new URL(page.url()).searchParams.get('type')).toBe('online');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      const openid = await page.evaluate(() => window.localStorage.getItem('openid'));
      const cookie = (await context.cookies()).find((c) => c.name === 'openid8');
      expect(cookie?.value).toBe(openid);
      expect(cookie?.path).toBe('/');
      expect(cookie?.sameSite).toBe('Lax');
      // 432 000 000 ms = 5 days, give or take the test's own duration.
      expect(cookie!.expires * 1000).toBeGreaterThan(before + OPENID_COOKIE_MAX_AGE_MS - 5_000);
      expect(cookie!.expires * 1000).toBeLessThan(Date.now() + OPENID_COOKIE_MAX_AGE_MS + 5_000);

      const industryCall = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/platform/industry');
      await page.goto(appUrl('/industryLanding/two?id=2'));
      expect(new URL((await industryCall).url()).searchParams.get('openid')).toBe(openid);
      expect(gatewayVisits).toHaveLength(1);

      await page.goto(appUrl('/user'));
      await expect(page.getByTestId('uc-identity')).toContainText('微信访客');
    });

    test('a visitor who declines browses on anonymously, with no second redirect', async ({ page }) => {
      await fakeWechatBridge(page);
      let gatewayVisits = 0;
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === GATEWAY) gatewayVisits += 1;
      });
      await page.goto(appUrl('/service'));
      await page.waitForURL((url) => url.pathname === GATEWAY);
      await page.locator('#deny').click();
      await page.waitForURL((url) => url.pathname === appUrl('/service'));
      await expect(page.getByTestId('service-card').first()).toBeVisible();
      await page.goto(appUrl('/aboutUs'));
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe(appUrl('/aboutUs'));
      expect(gatewayVisits).toBe(1);
      expect(await page.evaluate(() => window.localStorage.getItem('openid'))).toBeNull();
    });

    test('a token that fails to exchange is stripped and never leads to a redirect', async ({ page }) => {
      await fakeWechatBridge(page);
      let gatewayVisits = 0;
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === GATEWAY) gatewayVisits += 1;
      });
      const exchange = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/platform/wechat/oauth/user');
      await page.goto(appUrl('/aboutUs?token=forged-token'));
      expect(((await (await exchange).json()) as { success: boolean }).success).toBe(false);
      await expect.poll(() => new URL(page.url()).searchParams.has('token')).toBe(false);
      await page.reload();
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe(appUrl('/aboutUs'));
      expect(gatewayVisits).toBe(0);
      expect(await page.evaluate(() => window.localStorage.getItem('openid'))).toBeNull();
    });
  });
}

test.describe('outside WeChat', () => {
  test('nothing redirects and the JS-SDK is not loaded', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto(appUrl('/activeList'));
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe(appUrl('/activeList'));
    expect(asked).not.toContain(GATEWAY);
    expect(asked).not.toContain('/api/platform/wechat/share');
    expect(asked.some((p) => /sdk-wechat/.test(p))).toBe(false);
  });
});

test.describe('JS-SDK signing and share cards', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('iOS signs the address the visitor landed on, for the whole visit', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: WECHAT_UA.ios });
    const page = await context.newPage();
    await knownVisitor(page);
    await fakeWechatBridge(page);
    const signed = recordSigningRequests(page);
    await page.goto(appUrl('/service?utm_source=newsletter&utm_campaign=autumn'));
    const landed = page.url();
    await expect.poll(() => signed.length).toBe(1);
    expect(signed[0]).toBe(landed);
    await expect.poll(async () => (await bridgeCalls(page)).some((c) => c.name === 'updateAppMessageShareData')).toBe(true);

    await page.locator('.service-card__link').first().click();
    await expect(page.getByTestId('service-form-cta')).toBeVisible();
    const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    await expect
      .poll(async () => (await bridgeCalls(page)).filter((c) => c.name === 'updateAppMessageShareData').map((c) => String(c.args.title)))
      .toContainEqual(expect.stringContaining(title));
    expect(signed).toEqual([landed]);
    const card = (await bridgeCalls(page)).filter((c) => c.name === 'updateAppMessageShareData').at(-1)!.args;
    const link = new URL(String(card.link));
    expect(link.pathname).toBe(appUrl('/serviceContent'));
    expect(link.searchParams.get('id')).toBeTruthy();
    expect(link.searchParams.get('utm_source')).toBe('wechat_share');
    expect(link.searchParams.has('utm_campaign')).toBe(false);
    // The service's own square picture (src/config/sharePictures.ts), not the firm's.
    expect(String(card.imgUrl)).toBe(`${link.origin}/html/share/service/${link.searchParams.get('id')}-square.png`);
    expect(String(card.desc).length).toBeGreaterThan(4);
    await context.close();
  });

  test("an activity's card, to a chat and to Moments, carries the activity's own square picture", async ({ browser }) => {
    const context = await browser.newContext({ userAgent: WECHAT_UA.android });
    const page = await context.newPage();
    await knownVisitor(page);
    await fakeWechatBridge(page);
    const activity = 'act-2612-pharma';
    await page.goto(appUrl(`/activeInfo?id=${activity}&from=singlemessage&isappinstalled=0`));
    const cards = async () =>
      (await bridgeCalls(page)).filter((c) => c.name === 'updateAppMessageShareData' || c.name === 'updateTimelineShareData');
    await expect
      .poll(async () => (await cards()).map((c) => c.name).sort())
      .toEqual(expect.arrayContaining(['updateAppMessageShareData', 'updateTimelineShareData']));
    const picture = `${new URL(page.url()).origin}/html/share/activity/${activity}-square.png`;
    await expect
      .poll(async () => {
        const calls = await cards();
        const last = (name: string) => calls.filter((c) => c.name === name).at(-1)?.args.imgUrl;
        return [last('updateAppMessageShareData'), last('updateTimelineShareData')];
      })
      .toEqual([picture, picture]);
    // The picture is there: a 400 x 400 PNG, not the firm's.
    const res = await page.request.get(picture);
    expect(res.headers()['content-type']).toBe('image/png');
    const body = await res.body();
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([400, 400]);
    const brand = await (await page.request.get('/html/share/zhiqiao-share.png')).body();
    expect(body.equals(brand)).toBe(false);
    await context.close();
  });

  test("a campaign's card carries its own share title, description and square picture", async ({ browser }) => {
    const context = await browser.newContext({ userAgent: WECHAT_UA.android });
    const page = await context.newPage();
    await knownVisitor(page);
    await fakeWechatBridge(page);
    const campaign = publishedCampaigns().find((c) => campaignState(c, Date.now()) === 'live')!;
    await page.goto(appUrl(`/campaign?id=${campaign.id}&from=timeline`));
    const origin = new URL(page.url()).origin;
    await expect
      .poll(async () => (await bridgeCalls(page)).filter((c) => c.name === 'updateAppMessageShareData').at(-1)?.args)
      .toMatchObject({
        title: expect.stringContaining(campaign.share.title),
        desc: campaign.share.description,
        imgUrl: `${origin}/html/share/campaign/${campaign.id}-square.png`,
      });
    await context.close();
  });

  test('Android signs the current address again after each in-app navigation', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: WECHAT_UA.android });
    const page = await context.newPage();
    await knownVisitor(page);
    await fakeWechatBridge(page);
    const signed = recordSigningRequests(page);
    await page.goto(appUrl('/service'));
    await expect.poll(() => signed.length).toBe(1);
    expect(signed[0]).toBe(page.url());
    await page.locator('.service-card__link').first().click();
    await expect(page.getByTestId('service-form-cta')).toBeVisible();
    await expect.poll(() => signed.length).toBe(2);
    expect(signed[1]).toBe(page.url());
    expect(signed[1]).toContain('/html/serviceContent?id=');
    await context.close();
  });

  test('personal and result pages hide the share entries; the activity offers the mini program', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: WECHAT_UA.android });
    const page = await context.newPage();
    await knownVisitor(page);
    await fakeWechatBridge(page);
    await page.goto(appUrl('/activeInfo?id=act-2612-pharma'));
    const entry = page.getByTestId('mini-program-entry');
    await expect(entry).toBeVisible();
    await expect(entry.locator('wx-open-launch-weapp')).toHaveAttribute('path', /\?id=act-2612-pharma$/);
    const config = (await bridgeCalls(page)).find((c) => c.name === 'preVerifyJSAPI')!.args;
    expect(config.verifyOpenTagList).toEqual(['wx-open-launch-weapp']);
    expect(config.verifyJsApiList).toEqual(
      expect.arrayContaining(['updateTimelineShareData', 'updateAppMessageShareData', 'hideMenuItems']),
    );

    const before = (await bridgeCalls(page)).length;
    await page.locator('.site-footer').getByRole('link', { name: PERSONAL_CENTRE }).click();
    const hideCall = async () => (await bridgeCalls(page)).slice(before).find((c) => c.name === 'hideMenuItems');
    await expect.poll(hideCall).toBeTruthy();
    const hidden = (await hideCall())!.args.menuList as string[];
    expect(hidden).toEqual(expect.arrayContaining(['menuItem:share:appMessage', 'menuItem:share:timeline']));
    await context.close();
  });

  test('a bad signature is signed once more with the current address, then reported', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: WECHAT_UA.ios });
    const page = await context.newPage();
    await knownVisitor(page);
    await fakeWechatBridge(page, { badSignatures: 2 });
    const signed = recordSigningRequests(page);
    await page.goto(appUrl('/aboutUs'));
    await expect.poll(() => signed.length).toBe(2);
    await expect
      .poll(async () => {
        const res = await page.request.get('/api/platform/analysis/monitor');
        return ((await res.json()) as { data: API.MonitorEvent[] }).data.some(
          (e) => e.type === 'wechat-signature' && e.page === appUrl('/aboutUs'),
        );
      })
      .toBe(true);
    await page.waitForTimeout(500);
    expect(signed).toHaveLength(2);
    await context.close();
  });
});

test.describe('every route inside WeChat', () => {
  test.use({ userAgent: WECHAT_UA.android, viewport: { width: 390, height: 844 } });

  test('opens with its heading, configures the JS-SDK once and logs no console error', async ({ page, consoleErrors }) => {
    // About 3 s a route on a quiet machine; a loaded CI machine took up to 5.5 s (a retry at 2.1 min).
    test.setTimeout(ROUTES.length * 10_000);
    await knownVisitor(page);
    await fakeWechatBridge(page);
    const signed = recordSigningRequests(page);
    // QA tools (/test) exist only in QA_PANEL=1 builds; every other route is checked.
    for (const route of ROUTES.filter((r) => !r.qaOnly)) {
      await page.goto(appUrl(route.path));
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname, `${route.path} stays where it was asked for`).toBe(appUrl(route.path.split('?')[0]));
      await expect(page.locator('h1').first(), route.path).toBeVisible();
    }
    // Every page load signed its own address (Android: the current URL); none failed.
    await expect.poll(() => signed.length).toBeGreaterThanOrEqual(ROUTES.filter((r) => !r.qaOnly).length);
    expect(consoleErrors).toEqual([]);
  });
});
