import type { Page } from '@playwright/test';

import type * as API from '@/api';
import { PRIVACY_REQUEST_FORMS, PRIVACY_REQUEST_LABELS } from '@/config/forms/privacyRequests';
import { findRoute } from '@/config/routes';
import { ANALYTICS_CONSENT_COPY as COPY } from '@/content/analyticsConsent';
import { ENGLISH_FRAME } from '@/content/en/frame';
import { pageTitle } from '@/content/firm';
import { CONFIRM_COPY } from '@/content/rightsRequests';
import { VISITOR_QA_PANEL } from '@/content/ui/qaPanel';
import { SITE_FOOTER } from '@/content/ui/site';
import { CONTENT_KINDS } from '@/kinds';

import { anonymousIdAfterLogin, type Beacon, beaconsOf, countImageBeacons, distinctId, sdkCookie } from './support/beacons';
import { anyOf } from './support/catalogue';
import { appUrl, expect, openPage, test } from './support/fixtures';
import { headerLink } from './support/navigation';
import { fakeWechatBridge, WECHAT_UA } from './support/wechat';

const HEARTBEAT_LEAVE_MIN_S = 7;
const HOME = headerLink('/');
const CONTACT_US = headerLink('/contactUs');
const SUBMIT_REQUEST = PRIVACY_REQUEST_FORMS.privacyRequest.submitLabel;

const ofEvent = (beacons: Beacon[], event: string) => beacons.filter((b) => b.event === event);

test.describe('visitor analytics', () => {
  test('an English page view carries its language and its English title, on arrival, after a link inside the edition and after the switch', async ({
    page,
  }) => {
    await openPage(page, '/en');
    const id = await distinctId(page);
    await expect
      .poll(async () => ofEvent(await beaconsOf(page, id), '$pageview').map((b) => [b.properties.page_locale, b.properties.$title]))
      .toEqual([['en', findRoute('/en')!.title]]);
    // A link inside the English edition: the page view names the page it leads to, by its English title.
    const research = ENGLISH_FRAME.nav.entries.find((entry) => 'path' in entry && entry.path === '/en/research')!;
    await page.locator('#site-nav').getByRole('link', { name: research.label, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(async () => ofEvent(await beaconsOf(page, id), '$pageview').map((b) => [b.properties.page_locale, b.properties.$title]))
      .toEqual([
        ['en', findRoute('/en')!.title],
        ['en', findRoute('/en/research')!.title],
      ]);
    await page.getByTestId('language-switch').click();
    await expect
      .poll(async () => ofEvent(await beaconsOf(page, id), '$pageview').map((b) => [b.properties.$url_path, b.properties.page_locale]))
      .toEqual([
        [appUrl('/en'), 'en'],
        [appUrl('/en/research'), 'en'],
        [appUrl('/down'), 'zh'],
      ]);
  });

  test('page views go out as image beacons on the first page and on every in-app navigation; marked clicks carry their item key', async ({
    page,
  }) => {
    const images = countImageBeacons(page);
    await openPage(page, '/');
    const id = await distinctId(page);
    await expect.poll(async () => ofEvent(await beaconsOf(page, id), '$pageview').length).toBe(1);
    const first = ofEvent(await beaconsOf(page, id), '$pageview')[0];
    expect(first.properties.$url_path).toBe(appUrl('/'));
    expect(first.properties.tenant).toBeTruthy();
    expect(first.properties.$title).toBe(pageTitle(findRoute('/')!.title));
    expect(first.properties.page_locale).toBe('zh');
    expect(images.count).toBeGreaterThan(0);

    await page.locator('.site-header').getByRole('link', { name: CONTENT_KINDS.service.name }).click();
    await expect(page.getByTestId('service-card').first()).toBeVisible();
    await expect
      .poll(async () => ofEvent(await beaconsOf(page, id), '$pageview').map((b) => b.properties.$url_path))
      .toEqual([appUrl('/'), appUrl('/service')]);
    const views = ofEvent(await beaconsOf(page, id), '$pageview');
    expect(views[1].properties.$title).toBe(pageTitle(CONTENT_KINDS.service.name));
    expect(views[1].properties.page_locale).toBe('zh');
    const navClick = ofEvent(await beaconsOf(page, id), '$WebClick').find((b) => b.properties.element_item_key === 'nav-service');
    expect(navClick?.properties.$url_path).toBe(appUrl('/'));

    await page.locator('.service-card__link').first().click();
    await expect(page.getByTestId('service-form-cta')).toBeVisible();
    await expect
      .poll(
        async () =>
          ofEvent(await beaconsOf(page, id), '$WebClick').find((b) => b.properties.element_item_key === 'service-card')?.properties
            .element_tag,
      )
      .toMatch(/^\/serviceContent\?id=/);
    await expect.poll(async () => ofEvent(await beaconsOf(page, id), '$pageview').length).toBe(3);
  });

  test('form fields send no click, the submit button carries its key', async ({ page }) => {
    await openPage(page, '/meetingForm');
    const id = await distinctId(page);
    const field = page.locator('.lead-form__grid input[type="text"], .lead-form__grid input:not([type])').first();
    await field.click();
    await field.fill('张三');
    await page.getByTestId('submit').click();
    await expect
      .poll(
        async () =>
          ofEvent(await beaconsOf(page, id), '$WebClick').find((b) => b.properties.element_item_key === 'lead-submit')?.properties
            .element_tag,
      )
      .toBe('meeting');
    const clicks = ofEvent(await beaconsOf(page, id), '$WebClick');
    expect(clicks.filter((b) => b.properties.$element_type === 'input')).toEqual([]);
    expect(clicks).toHaveLength(1);
  });

  test('a rights request from /user sends no click: what a visitor asks about their own information is not counted', async ({ page }) => {
    await openPage(page, '/user');
    const id = await distinctId(page);
    const rights = page.getByTestId('rights-requests');
    await rights.locator('.ant-radio-wrapper', { hasText: PRIVACY_REQUEST_LABELS.delete }).click();
    await rights.getByTestId('submit').click();
    await expect(rights.locator('.ant-form-item-explain-error')).toHaveText(CONFIRM_COPY.missing.address.sms);
    // A click outside it still counts, so the clicks inside were not merely late.
    await page.locator('.site-header').getByRole('link', { name: CONTACT_US }).click();
    await expect
      .poll(async () =>
        ofEvent(await beaconsOf(page, id), '$WebClick').some((b) => String(b.properties.$element_content).includes(CONTACT_US)),
      )
      .toBe(true);
    const clicks = ofEvent(await beaconsOf(page, id), '$WebClick');
    expect(
      clicks.filter(
        (b) => b.properties.element_item_key === 'privacy-request-submit' || String(b.properties.$element_content).includes(SUBMIT_REQUEST),
      ),
    ).toEqual([]);
  });

  test('a page left after 7 s sends its page-leave event with that duration', async ({ page }) => {
    await openPage(page, '/aboutUs');
    const id = await distinctId(page);
    await page.waitForTimeout(HEARTBEAT_LEAVE_MIN_S * 1000);
    await page.locator('.site-header').getByRole('link', { name: CONTACT_US }).click();
    await expect(page).toHaveURL(/\/contactUs$/);
    await expect.poll(async () => ofEvent(await beaconsOf(page, id), '$WebPageLeave').length).toBeGreaterThan(0);
    const leave = ofEvent(await beaconsOf(page, id), '$WebPageLeave').find((b) => String(b.properties.$url).endsWith('/aboutUs'));
    expect(Number(leave?.properties.event_duration)).toBeGreaterThanOrEqual(HEARTBEAT_LEAVE_MIN_S);
    expect(Number(leave?.properties.event_duration)).toBeLessThan(HEARTBEAT_LEAVE_MIN_S + 5);
    // The heartbeat kept the page's time current in storage (what a killed page is reported from on the next visit).
    expect(await page.evaluate(() => Object.keys(window.localStorage).some((k) => k.startsWith('sawebjssdkpageleave-')))).toBe(true);
  });

  test("turning analytics off on /user stops every beacon and removes the SDK's id from the device", async ({ page }) => {
    await openPage(page, '/user');
    const id = await distinctId(page);
    await expect.poll(async () => ofEvent(await beaconsOf(page, id), '$pageview').length).toBe(1);
    const images = countImageBeacons(page);
    const choice = page.getByRole('group', { name: COPY.choice.legend });
    await expect(choice.getByRole('radio', { name: COPY.answers.yes, exact: true })).toBeChecked();
    await choice.getByRole('radio', { name: COPY.answers.no, exact: true }).check();
    await expect(page.getByRole('status').filter({ hasText: COPY.choice.changed.no })).toBeVisible();
    expect(await sdkCookie(page)).toBeUndefined();
    const sent = (await beaconsOf(page, id)).length;

    await page.locator('.site-header').getByRole('link', { name: CONTENT_KINDS.activity.name }).click();
    await expect(page.getByTestId('activity-card').first()).toBeVisible();
    await page.locator('.activity-card__link').first().click();
    await expect(page.getByTestId('activity-detail')).toBeVisible();
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.locator('.site-header').getByRole('link', { name: HOME, exact: true }).click();
    await page.waitForTimeout(1500);
    expect(images.count).toBe(0);
    expect(await beaconsOf(page, id)).toHaveLength(sent);

    await page.goto(appUrl('/user'));
    await expect(page.getByRole('radio', { name: COPY.answers.no, exact: true })).toBeChecked();
    await expect(page.getByTestId('analytics-state')).toHaveText(COPY.choice.state.no);
    // The page-leave plugin keeps no heartbeat for a later visit to send.
    expect(await page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.startsWith('sawebjssdk')))).toEqual([]);
    expect(images.count).toBe(0);
  });
});

test.describe("analytics out of the page's wake-up", () => {
  const sdkChunk = (page: Page) => page.waitForResponse((r) => /\/sdk-sensors\.[0-9a-f]+\.async\.js$/.test(r.url()));
  /** The chunk's code is present: webpack removes its script element in the same moment it hands the chunk over. */
  const sdkChunkRan = (page: Page) => page.waitForFunction(() => !document.querySelector('script[src*="sdk-sensors"]'));
  const sdkRan = (page: Page) =>
    page.evaluate(() => typeof (window as { sensorsDataAnalytic201505?: unknown }).sensorsDataAnalytic201505 === 'object');

  test("the SDK does not run while the page wakes up; once the page is quiet it sends the landing page's view", async ({ page }) => {
    const chunk = sdkChunk(page);
    await page.goto(appUrl('/service'));
    await page.locator('#root[data-zq-live]').waitFor({ state: 'attached' });
    await chunk;
    expect(await sdkRan(page)).toBe(false);
    const id = await distinctId(page); // the SDK's cookie: it ran, unasked
    await expect
      .poll(async () => ofEvent(await beaconsOf(page, id), '$pageview').map((b) => b.properties.$url_path))
      .toEqual([appUrl('/service')]);
    expect(ofEvent(await beaconsOf(page, id), '$pageview')[0].properties.$title).toBe(pageTitle(CONTENT_KINDS.service.name));
  });

  test("the SDK never runs inside the visitor's first tap: the click's own handler is done before it, and it still records that click", async ({
    page,
  }) => {
    const chunk = sdkChunk(page);
    await page.goto(appUrl('/'));
    await page.locator('#root[data-zq-live]').waitFor({ state: 'attached' });
    await chunk;
    await sdkChunkRan(page);
    // What a handler of the click sees, where the page's own would run (React's, on the root, after the capture phase).
    await page.evaluate(() => {
      const seen: boolean[] = [];
      (window as { clickSawSdk?: boolean[] }).clickSawSdk = seen;
      document.getElementById('root')?.addEventListener('click', () => {
        seen.push(typeof (window as { sensorsDataAnalytic201505?: unknown }).sensorsDataAnalytic201505 === 'object');
      });
    });
    await page.locator('.site-header').getByRole('link', { name: CONTENT_KINDS.service.name }).click();
    await expect(page.getByTestId('service-card').first()).toBeVisible();
    expect(await page.evaluate(() => (window as { clickSawSdk?: boolean[] }).clickSawSdk)).toEqual([false]);
    await expect.poll(() => sdkRan(page)).toBe(true);
    const id = await distinctId(page);
    await expect
      .poll(
        async () =>
          ofEvent(await beaconsOf(page, id), '$WebClick').find((b) => b.properties.element_item_key === 'nav-service')?.properties,
      )
      .toMatchObject({ $url_path: appUrl('/'), $element_content: CONTENT_KINDS.service.name });
    await expect
      .poll(async () => ofEvent(await beaconsOf(page, id), '$pageview').map((b) => b.properties.$url_path))
      .toEqual([appUrl('/'), appUrl('/service')]);
  });

  test("a tap before the SDK's chunk has arrived: the pages opened meanwhile are counted once it runs", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/sdk-sensors\.[0-9a-f]+\.async\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(appUrl('/'));
    await page.locator('#root[data-zq-live]').waitFor({ state: 'attached' });
    await page.locator('.site-header').getByRole('link', { name: CONTENT_KINDS.service.name }).click();
    await expect(page.getByTestId('service-card').first()).toBeVisible();
    release();
    const id = await distinctId(page);
    await expect
      .poll(async () => ofEvent(await beaconsOf(page, id), '$pageview').map((b) => [b.properties.$url_path, b.properties.$title]))
      .toEqual([
        [appUrl('/'), pageTitle(findRoute('/')!.title)],
        [appUrl('/service'), pageTitle(CONTENT_KINDS.service.name)],
      ]);
  });

  test.describe('signed in by WeChat', () => {
    test.use({ userAgent: WECHAT_UA.android, viewport: { width: 390, height: 844 } });

    test("one page view for the landing page, at the address the visitor sees: the sign-in's one-time token is not in it", async ({
      page,
    }) => {
      await fakeWechatBridge(page);
      await page.goto(appUrl('/activeList?type=online'));
      await page.locator('#allow').click();
      await expect.poll(() => new URL(page.url()).searchParams.has('token')).toBe(false);
      await expect.poll(() => page.evaluate(() => window.localStorage.getItem('openid'))).toMatch(/^oMock/);
      const openid = (await page.evaluate(() => window.localStorage.getItem('openid'))) ?? '';
      await page.getByRole('navigation', { name: SITE_FOOTER.more }).getByRole('link', { name: CONTENT_KINDS.case.name }).click();
      await page.waitForURL((url) => url.pathname !== appUrl('/activeList'));
      const next = new URL(page.url()).pathname;
      // Sent before the sign-in was known, the landing page's view carries the anonymous id the login took over.
      const anonymous = await anonymousIdAfterLogin(page);
      const views = async () =>
        ofEvent([...(await beaconsOf(page, anonymous)), ...(await beaconsOf(page, openid))], '$pageview')
          .sort((a, b) => Number(a.properties.$time ?? a.time) - Number(b.properties.$time ?? b.time))
          .map((b) => new URL(String(b.properties.$url)));
      await expect.poll(async () => (await views()).some((url) => url.pathname === next)).toBe(true);
      expect((await views()).map((url) => `${url.pathname}${url.search}`)).toEqual([appUrl('/activeList?type=online'), next]);
    });
  });

  test('a visitor who leaves within the first seconds still sends the page view, with sendBeacon', async ({ page }) => {
    const images = countImageBeacons(page);
    const chunk = sdkChunk(page);
    await page.goto(appUrl('/aboutUs'));
    await page.locator('#root[data-zq-live]').waitFor({ state: 'attached' });
    await chunk;
    // The SDK's own code is in a chunk of its own beside that stand-in, larger and compressed on the way: arrived too.
    await page.waitForLoadState('networkidle');
    expect(images.count).toBe(0);
    await page.goto('about:blank');
    const id = await distinctId(page);
    await expect
      .poll(async () => ofEvent(await beaconsOf(page, id), '$pageview').map((b) => b.properties.$url_path))
      .toEqual([appUrl('/aboutUs')]);
    expect(ofEvent(await beaconsOf(page, id), '$pageview')[0].sentWith).toBe('beacon');
  });
});

test.describe('error monitoring', () => {
  const forced = anyOf(VISITOR_QA_PANEL.uncaughtError, VISITOR_QA_PANEL.rejectionError);
  test.use({ allowConsoleErrors: [forced] });

  test('a forced uncaught error and an unhandled rejection reach the monitor with the page path', async ({ page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    await openPage(page, '/test?from=qa');
    await page.locator('[data-qa="uncaught-error"]').click();
    await page.locator('[data-qa="unhandled-rejection"]').click();
    const reported = async () => {
      const res = await page.request.get('/api/platform/analysis/monitor');
      return ((await res.json()) as { data: API.MonitorEvent[] }).data;
    };
    await expect
      .poll(async () => (await reported()).some((e) => e.type === 'runtime-error' && e.message.includes(VISITOR_QA_PANEL.uncaughtError)))
      .toBe(true);
    await expect
      .poll(async () =>
        (await reported()).some((e) => e.type === 'unhandled-rejection' && e.message.includes(VISITOR_QA_PANEL.rejectionError)),
      )
      .toBe(true);
    const mine = (await reported()).filter((e) => forced.test(e.message));
    expect(mine.every((e) => e.page === appUrl('/test'))).toBe(true);
    await expect(page.getByTestId('qa-monitor-feed')).toContainText(VISITOR_QA_PANEL.uncaughtError);
    expect(pageErrors.some((m) => m.includes(VISITOR_QA_PANEL.uncaughtError))).toBe(true);
  });
});
