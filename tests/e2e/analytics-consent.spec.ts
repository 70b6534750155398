import type { BrowserContext, Page } from '@playwright/test';

import type * as API from '@/api';
import { ANALYTICS_CONSENT_KEY, ANALYTICS_OFF_KEY, ANALYTICS_QUESTION_SHOWN_CLASS } from '@/config/visitor';
import { ANALYTICS_CONSENT_COPY as COPY } from '@/content/analyticsConsent';
import { pageTitle } from '@/content/firm';
import { SITE_FOOTER } from '@/content/ui/site';
import { storedConsent } from '@/features/visitor/analytics/consent';
import { CONTENT_KINDS } from '@/kinds';
import { MONITOR_PATH } from '@/services/monitor';

import { anonymousIdAfterLogin, type Beacon, beaconsOf, distinctId, sdkCookie } from './support/beacons';
import { appUrl, expect, openPage, test } from './support/fixtures';
import { footerLink, headerLink } from './support/navigation';
import { takeover, watchTakeover } from './support/takeover';
import { fakeWechatBridge, knownVisitor, WECHAT_UA } from './support/wechat';

/**
 * The analytics question (PIPL Art. 13–14): a device that was never asked sees a bar from the first paint, and nothing
 * of the analytics SDK loads, runs, stores or sends before the visitor says 同意. 不同意 keeps it so on every page.
 */

test.use({ analyticsAnswer: null });

const ABOUT_US = headerLink('/aboutUs');
const SDK_CHUNK = /\/sdk-sensors\.[0-9a-f]+\.async\.js$/;
/** The mock analytics receiver: image beacons (GET …/sa.gif) and sendBeacon posts (POST …/sa). */
const isBeacon = (url: string) => /^\/api\/mock\/sa(\.gif)?$/.test(new URL(url).pathname);

/** Every request of the context (pages left included) for the SDK's chunk or to the analytics receiver. */
function watchAnalytics(context: BrowserContext) {
  const seen = { chunk: 0, beacons: 0 };
  context.on('request', (r) => {
    if (SDK_CHUNK.test(r.url())) seen.chunk += 1;
    else if (isBeacon(r.url()) && (r.method() === 'POST' || r.url().includes('data='))) seen.beacons += 1;
  });
  return seen;
}

/** Web Vitals of `page` (the path) the site's own monitor received since `since`: not analytics, sent whatever the answer. */
async function vitalsReceived(page: Page, path: string, since: number) {
  const res = await page.request.get(MONITOR_PATH);
  const reports = ((await res.json()) as API.ResponseStructure<API.MonitorEvent[]>).data!;
  return reports.filter((r) => r.type === 'web-vital' && r.page === path && r.time >= since).map((r) => r.name);
}

const bar = (page: Page) => page.getByRole('region', { name: COPY.bar.title });
const answer = (page: Page, choice: 'yes' | 'no') => bar(page).getByRole('button', { name: COPY.answers[choice], exact: true }).click();
const takenOver = (page: Page) => page.locator('#root[data-zq-live]').waitFor({ state: 'attached' });
const sdkRan = (page: Page) =>
  page.evaluate(() => (window as { sensorsDataAnalytic201505?: unknown }).sensorsDataAnalytic201505 !== undefined);
const storedChoice = (page: Page) =>
  page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as { choice: string }).choice;
  }, ANALYTICS_CONSENT_KEY);
const ofEvent = (beacons: Beacon[], event: string) => beacons.filter((b) => b.event === event);
const APP_SCRIPT = /\/html\/[^/?]+\.[0-9a-f]{8}(\.async)?\.js(\?|$)/;

/** The app's scripts wait until `release()`: the page as it is before the app runs. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_SCRIPT, async (route) => {
    await released;
    await route.fallback();
  });
  return { release };
}

test.describe('a new visitor is asked first', () => {
  test('the question shows from the first paint, takes no focus, and nothing of analytics happens before an answer', async ({
    page,
    context,
  }) => {
    const seen = watchAnalytics(context);
    // The site's own Web Vitals start once the page has woken up (src/features/visitor/start.ts).
    const vitalsArrived = page.waitForResponse((r) => /\/web-vitals\.[0-9a-f]+\.async\.js$/.test(r.url()));
    const app = await holdScripts(page);
    await page.goto(appUrl('/aboutUs'), { waitUntil: 'commit' });
    // On screen with the page, before any of the app's scripts has arrived.
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText(COPY.bar.recorded);
    await expect(bar(page)).not.toContainText(COPY.bar.wechat); // outside WeChat there is no openid
    await expect(bar(page).getByRole('link', { name: COPY.noticeLink })).toHaveAttribute('href', appUrl(COPY.noticePath));
    await expect(bar(page).getByRole('button')).toHaveText([COPY.answers.yes, COPY.answers.no]);
    expect(await page.evaluate(() => document.getElementById('root')!.hasAttribute('data-zq-live'))).toBe(false);
    app.release();
    await takenOver(page);
    await expect(bar(page)).toBeVisible();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    // The page wakes up (a tap on its text) and goes quiet: still nothing.
    await page.locator('h1').first().click();
    await page.waitForTimeout(1500);
    expect(seen).toEqual({ chunk: 0, beacons: 0 });
    expect(await sdkRan(page)).toBe(false);
    expect(await sdkCookie(page)).toBeUndefined();
    expect(await storedChoice(page)).toBeNull();
    // Leaving sends nothing either (the SDK never came); the site's own monitor, running by now, still hears the page's
    // Web Vitals (sent as the page goes, read where they arrived: a beacon of a page being left is not seen here).
    await vitalsArrived;
    const leftAt = Date.now();
    await page.goto('about:blank');
    await expect.poll(() => vitalsReceived(page, appUrl('/aboutUs'), leftAt)).toContain('LCP');
    expect(seen).toEqual({ chunk: 0, beacons: 0 });
  });

  test('同意: the page the visitor is on counts as a page view, and later clicks and pages go out', async ({ page, context }) => {
    const seen = watchAnalytics(context);
    await page.goto(appUrl('/service'));
    await takenOver(page);
    await expect(page.getByTestId('service-card').first()).toBeVisible();
    await answer(page, 'yes');
    await expect(bar(page)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: COPY.bar.answered.yes })).toBeAttached();
    expect(await storedChoice(page)).toBe('yes');

    const id = await distinctId(page);
    await expect
      .poll(async () => ofEvent(await beaconsOf(page, id), '$pageview').map((b) => [b.properties.$url_path, b.properties.$title]))
      .toEqual([[appUrl('/service'), pageTitle(CONTENT_KINDS.service.name)]]);
    await page.locator('.site-header').getByRole('link', { name: ABOUT_US }).click();
    await expect(page).toHaveURL(/\/aboutUs$/);
    await expect
      .poll(async () => ofEvent(await beaconsOf(page, id), '$pageview').map((b) => b.properties.$url_path))
      .toEqual([appUrl('/service'), appUrl('/aboutUs')]);
    const click = ofEvent(await beaconsOf(page, id), '$WebClick').find((b) => b.properties.element_item_key === 'nav-aboutUs');
    expect(click?.properties.$url_path).toBe(appUrl('/service'));
    // The answer itself is not a click the SDK saw.
    expect(ofEvent(await beaconsOf(page, id), '$WebClick').filter((b) => b.properties.$element_content === COPY.answers.yes)).toEqual([]);
    expect(seen.chunk).toBe(1);
  });

  test('不同意: nothing is loaded or sent, on this page and the next ones, and nothing asks again', async ({ page, context }) => {
    const seen = watchAnalytics(context);
    await page.goto(appUrl('/'));
    await takenOver(page);
    await answer(page, 'no');
    await expect(bar(page)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: COPY.bar.answered.no })).toBeAttached();
    expect(await storedChoice(page)).toBe('no');

    await page.locator('.site-header').getByRole('link', { name: CONTENT_KINDS.service.name }).click();
    await expect(page.getByTestId('service-card').first()).toBeVisible();
    await page.locator('.service-card__link').first().click();
    await expect(page.getByTestId('service-form-cta')).toBeVisible();
    await openPage(page, '/aboutUs');
    await page.reload();
    await takenOver(page);
    await page.locator('h1').first().click();
    await page.waitForTimeout(1500);
    await expect(bar(page)).toHaveCount(0);
    await page.goto('about:blank');
    expect(seen).toEqual({ chunk: 0, beacons: 0 });
    expect(await sdkCookie(page)).toBeUndefined();
  });

  test('the answer stays on the device after a reload, and /user shows it and changes it at once', async ({ page, context }) => {
    const seen = watchAnalytics(context);
    // Not asked yet: /user says so, with neither answer chosen, below the same question.
    await openPage(page, '/user');
    const choice = page.getByRole('group', { name: COPY.choice.legend });
    await expect(choice).toContainText(COPY.choice.recorded);
    await expect(page.getByTestId('analytics-state')).toHaveText(COPY.choice.state.unasked);
    await expect(choice.getByRole('radio', { name: COPY.answers.yes, exact: true })).not.toBeChecked();
    await expect(choice.getByRole('radio', { name: COPY.answers.no, exact: true })).not.toBeChecked();
    await expect(bar(page)).toBeVisible();

    // 同意 on the bar: /user follows at once; after a reload the answer holds and the SDK is set up on arrival.
    await answer(page, 'yes');
    await expect(choice.getByRole('radio', { name: COPY.answers.yes, exact: true })).toBeChecked();
    await expect(page.getByTestId('analytics-state')).toHaveText(COPY.choice.state.yes);
    await page.reload();
    await takenOver(page);
    await expect(page.getByRole('radio', { name: COPY.answers.yes, exact: true })).toBeChecked();
    await expect(bar(page)).toHaveCount(0);
    await expect.poll(() => sdkRan(page)).toBe(true);
    await distinctId(page);

    // 不同意 on /user: at once, and on the next pages.
    await page.getByRole('radio', { name: COPY.answers.no, exact: true }).check();
    await expect(page.getByRole('status').filter({ hasText: COPY.choice.changed.no })).toBeVisible();
    await expect(page.getByTestId('analytics-state')).toHaveText(COPY.choice.state.no);
    expect(await storedChoice(page)).toBe('no');
    expect(await sdkCookie(page)).toBeUndefined();
    const chunks = seen.chunk;
    await openPage(page, '/aboutUs');
    await expect(bar(page)).toHaveCount(0);
    expect(await sdkRan(page)).toBe(false);
    expect(seen.chunk).toBe(chunks);

    // 同意 again on /user: the SDK starts on that page, at once.
    await openPage(page, '/user');
    expect(await sdkRan(page)).toBe(false);
    await page.getByRole('radio', { name: COPY.answers.yes, exact: true }).check();
    await expect(page.getByRole('status').filter({ hasText: COPY.choice.changed.yes })).toBeVisible();
    await expect(page.getByTestId('analytics-state')).toHaveText(COPY.choice.state.yes);
    await expect.poll(() => seen.chunk).toBeGreaterThan(chunks);
    await distinctId(page);
  });

  test('never inside the QA panel /test', async ({ page }) => {
    await page.goto(appUrl('/test'));
    await takenOver(page);
    await expect(page.locator('h1, h2').first()).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByTestId('analytics-consent')).toHaveCount(0);
    // Nor is room kept for it at the end of the page.
    expect(await page.evaluate((mark) => document.documentElement.classList.contains(mark), ANALYTICS_QUESTION_SHOWN_CLASS)).toBe(false);
  });
});

test.describe('what the device keeps decides before the first paint', () => {
  const cases: { kept: string; stored: Record<string, string>; asked: boolean }[] = [
    { kept: "no to today's words", stored: { [ANALYTICS_CONSENT_KEY]: JSON.stringify(storedConsent('no')) }, asked: false },
    { kept: "yes to today's words", stored: { [ANALYTICS_CONSENT_KEY]: JSON.stringify(storedConsent('yes')) }, asked: false },
    {
      kept: 'yes to earlier words',
      stored: { [ANALYTICS_CONSENT_KEY]: JSON.stringify({ ...storedConsent('yes'), version: '2025-01-01' }) },
      asked: true,
    },
    { kept: "an earlier version's opt-out", stored: { [ANALYTICS_OFF_KEY]: '1' }, asked: false },
    { kept: 'an answer of another shape', stored: { [ANALYTICS_CONSENT_KEY]: '{"choice":"maybe"}' }, asked: true },
  ];
  for (const { kept, stored, asked } of cases) {
    test(`${kept}: ${asked ? 'asked from the first paint' : "never asked, and the question's code never loads"}`, async ({ page }) => {
      await page.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
      }, stored);
      const questionCode: string[] = [];
      page.on('request', (r) => {
        if (/\/analytics-question\.[0-9a-f]+\.async\.js$/.test(r.url())) questionCode.push(r.url());
      });
      const app = await holdScripts(page);
      await page.goto(appUrl('/meetingForm'), { waitUntil: 'commit' });
      await expect(page.locator('.site-header')).toBeVisible();
      if (asked) await expect(bar(page)).toBeVisible();
      else await expect(bar(page)).toBeHidden();
      app.release();
      await takenOver(page);
      await page.waitForLoadState('networkidle');
      if (asked) {
        await expect(bar(page)).toBeVisible();
        expect(questionCode).toHaveLength(1);
      } else {
        await expect(page.getByTestId('analytics-consent')).toHaveCount(0);
        expect(questionCode).toEqual([]);
      }
    });
  }
});

test.describe('the bar moves nothing and covers nothing', () => {
  for (const viewport of [
    { width: 320, height: 568 },
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`${viewport.width} px: no layout shift as it appears, the page beside and above it takes the first tap`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await watchTakeover(page);
      await page.goto(appUrl('/aboutUs'), { waitUntil: 'domcontentloaded' });
      await expect(bar(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const { shift, moved } = await takeover(page);
      expect(moved).toEqual([]);
      expect(shift).toBe(0);

      const box = (await page.locator('.analytics-consent__box').boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(viewport.width);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      // Only the box takes taps: beside it (wide screens) and just above it, the page is what a tap reaches.
      const hit = (x: number, y: number) =>
        page.evaluate(([px, py]) => Boolean(document.elementFromPoint(px, py)?.closest('.analytics-consent')), [x, y]);
      expect(await hit(box.x + box.width / 2, box.y - 2)).toBe(false);
      if (box.x > 8) expect(await hit(box.x / 2, box.y + box.height / 2)).toBe(false);

      // The visitor's first tap: a link just above the bar opens its page.
      const link = page.locator('.site-footer').getByRole('link', { name: footerLink('/user') });
      await link.evaluate((el) => el.scrollIntoView({ block: 'end' }));
      const at = (await link.boundingBox())!;
      expect(at.y + at.height).toBeLessThanOrEqual(box.y);
      await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
      await expect(page).toHaveURL(/\/user$/);
      await expect(bar(page)).toBeVisible();
    });
  }

  test('同意 tapped before the app has run is kept: the answer is given once the question runs', async ({ page }) => {
    const app = await holdScripts(page);
    await page.goto(appUrl('/meetingForm'), { waitUntil: 'commit' });
    await answer(page, 'yes');
    expect(await storedChoice(page)).toBeNull();
    app.release();
    await expect(bar(page)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: COPY.bar.answered.yes })).toBeAttached();
    expect(await storedChoice(page)).toBe('yes');
    await expect.poll(() => sdkRan(page)).toBe(true);
  });

  test('a tap before the app has run opens the page, which then asks', async ({ page }) => {
    await page.route(APP_SCRIPT, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.fallback();
    });
    await page.goto(appUrl('/aboutUs'), { waitUntil: 'commit' });
    await page.locator('.site-footer').getByRole('link', { name: CONTENT_KINDS.case.name }).click();
    await expect(page).toHaveURL(/\/case$/);
    await expect(bar(page)).toBeVisible({ timeout: 15_000 });
  });

  for (const viewport of [
    { width: 320, height: 568 },
    { width: 390, height: 844 },
  ]) {
    test(`${viewport.width} px: /meetingForm's 提交 and the footer's last line can be brought above the bar`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(appUrl('/meetingForm'));
      await expect(bar(page)).toBeVisible();
      const top = async () => (await page.locator('.analytics-consent__box').boundingBox())!.y;

      // As WebDriver and a keyboard bring it into view: to the bottom edge, which stops above the bar.
      const submit = page.getByTestId('submit');
      await submit.evaluate((el) => el.scrollIntoView({ block: 'end' }));
      const button = (await submit.boundingBox())!;
      expect(button.y + button.height).toBeLessThanOrEqual(await top());
      await page.mouse.click(button.x + button.width / 2, button.y + button.height / 2);
      await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const last = (await page.locator('.site-footer__legal > :last-child').boundingBox())!;
      expect(last.y + last.height).toBeLessThanOrEqual(await top());
    });
  }

  test('after an answer the page is as before: no room kept for the bar', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, '/aboutUs');
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    await expect(bar(page)).toBeVisible();
    const withBar = await height();
    await answer(page, 'no');
    await expect.poll(height).toBeLessThan(withBar);
    expect(await page.evaluate(() => document.documentElement.className)).not.toContain('analytics-consent');
  });
});

test.describe('inside WeChat', () => {
  test.use({ userAgent: WECHAT_UA.android, viewport: { width: 390, height: 844 } });

  test('the question says the records are linked to the openid, and after 同意 they are', async ({ page }) => {
    const openid = `oConsent${Date.now()}`;
    await fakeWechatBridge(page);
    await knownVisitor(page, openid);
    await page.goto(appUrl('/activeList'));
    await takenOver(page);
    await expect(bar(page)).toContainText(`${COPY.bar.recorded}${COPY.bar.wechat}${COPY.bar.purpose}`);
    await answer(page, 'yes');
    // The page the visitor is on counts, under the anonymous id the login then took over; the next one under the openid.
    const anonymous = await anonymousIdAfterLogin(page);
    await expect
      .poll(async () => ofEvent(await beaconsOf(page, anonymous), '$pageview').map((b) => b.properties.$url_path))
      .toEqual([appUrl('/activeList')]);
    await page.getByRole('navigation', { name: SITE_FOOTER.more }).getByRole('link', { name: CONTENT_KINDS.case.name }).click();
    await expect(page).toHaveURL(/\/case$/);
    await expect
      .poll(async () => ofEvent(await beaconsOf(page, openid), '$pageview').find((b) => b.login_id === openid)?.properties.$url_path)
      .toBe(appUrl('/case'));
  });
});
