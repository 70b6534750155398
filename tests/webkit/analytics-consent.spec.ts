import { ANALYTICS_CONSENT_KEY } from '@/config/visitor';
import { ANALYTICS_CONSENT_COPY as COPY } from '@/content/analyticsConsent';

import { type Browser, expect, open, stored, takenOver, test } from './support/webkit';

/** A new iPhone visitor is asked before any visitor analytics; the question covers nothing they need to tap. */

const BAR = '[data-testid="analytics-consent"]';
/** The bar is on screen (it is in every page's HTML, shown only on a device not asked yet). */
const barShown = (browser: Browser) =>
  browser.execute((selector: string) => {
    const bar = document.querySelector(selector);
    return bar !== null && getComputedStyle(bar).display !== 'none';
  }, BAR);
/** The bar's top edge, in the window's coordinates. */
const barTop = (browser: Browser) =>
  browser.execute((selector: string) => document.querySelector(`${selector} .analytics-consent__box`)!.getBoundingClientRect().top, BAR);
const errorTexts = (browser: Browser) =>
  browser.execute(() => Array.from(document.querySelectorAll('.ant-form-item-explain-error'), (e) => e.textContent ?? ''));

test('a new iPhone visitor sees the question on /meetingForm with the page; it leaves 提交 uncovered and goes after 同意', async ({
  webkit,
  baseURL,
}) => {
  const phone = await webkit.fresh({ analytics: 'unasked' });
  await open(phone, baseURL, '/meetingForm');
  // Shown with the page (whether or not the app has taken it over yet).
  expect(await barShown(phone)).toBe(true);
  await takenOver(phone);
  expect(await barShown(phone)).toBe(true);
  const text = await (await phone.$(BAR)).getText();
  expect(text).toContain(COPY.bar.recorded);
  expect(text).not.toContain(COPY.bar.wechat); // Safari, not WeChat: no openid
  expect(await phone.execute(() => document.activeElement === document.body)).toBe(true);
  expect(await phone.execute(() => typeof (window as { sensorsDataAnalytic201505?: unknown }).sensorsDataAnalytic201505)).toBe('undefined');

  // 提交 brought to the bottom edge (as WebDriver and a keyboard bring it) stays above the bar, and takes the tap.
  const submit = await phone.$('[data-testid="submit"]');
  await phone.execute((el: HTMLElement) => el.scrollIntoView({ block: 'end' }), submit as unknown as HTMLElement);
  const bottom = await phone.execute((el: HTMLElement) => el.getBoundingClientRect().bottom, submit as unknown as HTMLElement);
  expect(bottom).toBeLessThanOrEqual(await barTop(phone));
  await submit.click();
  await phone.waitUntil(async () => (await errorTexts(phone)).some((t) => t.trim() !== ''), {
    timeout: 10_000,
    timeoutMsg: 'the tap on 提交 did not reach the form',
  });

  // 同意: the bar goes, the answer is kept, the SDK is set up on this page.
  await (await (await phone.$(BAR)).$(`button=${COPY.answers.yes}`)).click();
  await phone.waitUntil(async () => !(await barShown(phone)), { timeout: 5_000, timeoutMsg: 'the bar stayed after 同意' });
  expect(JSON.parse((await stored(phone, ANALYTICS_CONSENT_KEY)) ?? '{}')).toMatchObject({ choice: 'yes', version: COPY.version });
  await phone.waitUntil(
    () => phone.execute(() => (window as { sensorsDataAnalytic201505?: unknown }).sensorsDataAnalytic201505 !== undefined),
    { timeout: 5_000, timeoutMsg: 'no analytics after 同意' },
  );
});
