import { WECHAT_UA } from '../e2e/support/wechat';
import { addressOf, appUrl, expect, fetched, open, stored, takenOver, test } from './support/webkit';

/** WeChat on an iPhone: its in-app browser is WebKit, whatever the phone. */

const GATEWAY = '/api/mock/oauth/authorize';

test('a new WeChat browser on iOS goes through the gateway, and 允许 brings it back signed in', async ({ webkit, baseURL }) => {
  const browser = await webkit.fresh({ userAgent: WECHAT_UA.ios });
  await open(browser, baseURL, '/activeList?type=online');
  await browser.waitUntil(async () => (await addressOf(browser)).pathname === GATEWAY, {
    timeout: 15_000,
    timeoutMsg: 'a new WeChat browser was not sent to the sign-in gateway',
  });
  const asked = await addressOf(browser);
  expect(asked.searchParams.get('appId')).toBeTruthy();
  expect(asked.searchParams.get('tenant')).toBeTruthy();
  expect(asked.searchParams.get('redirectUrl')).toBe(`${baseURL}${appUrl('/activeList?type=online')}`);

  await (await browser.$('#allow')).click();
  await browser.waitUntil(async () => (await addressOf(browser)).pathname === appUrl('/activeList'), {
    timeout: 15_000,
    timeoutMsg: '允许 did not bring the visitor back to the page asked for',
  });
  await browser.waitUntil(async () => /^oMock/.test((await stored(browser, 'openid')) ?? ''), {
    timeout: 10_000,
    timeoutMsg: 'no openid was kept after the sign-in',
  });
  await browser.waitUntil(async () => !(await addressOf(browser)).searchParams.has('token'), {
    timeout: 10_000,
    timeoutMsg: 'the token stayed in the address bar',
  });
  const back = await addressOf(browser);
  expect(back.searchParams.get('type')).toBe('online');
  await takenOver(browser);
  expect(await (await browser.$('h1')).getText()).toMatch(/[\u4e00-\u9fa5]/);
  const openid = await stored(browser, 'openid');
  const cookie = (await browser.getCookies()).find((c) => c.name === 'openid8');
  expect(cookie?.value).toBe(openid);
  expect(cookie?.path).toBe('/');
  expect(cookie?.sameSite).toBe('Lax');

  // A later page asks nothing again, and /user shows the visitor signed in (filled in once the page is the app's).
  await open(browser, baseURL, '/user');
  await takenOver(browser);
  expect((await addressOf(browser)).pathname).toBe(appUrl('/user'));
  const identity = await browser.$('[data-testid="uc-identity"]');
  await browser.waitUntil(async () => (await identity.getText()).includes('微信访客'), {
    timeout: 10_000,
    timeoutMsg: '/user does not show the WeChat visitor',
  });
  expect((await fetched(browser)).some((url) => new URL(url).pathname === GATEWAY)).toBe(false);
});
