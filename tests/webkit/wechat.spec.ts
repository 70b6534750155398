import { type BridgeCall, WECHAT_UA } from '../e2e/support/wechat';
import { addressOf, appUrl, type Browser, expect, fetched, open, pageHeading, stored, takenOver, test } from './support/webkit';

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
  await pageHeading(browser);
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

/**
 * Fakes WeChat's native side (`WeixinJSBridge`, which the JS-SDK calls) in the page open now, as
 * tests/e2e/support/wechat.ts does before a page loads. WebDriver has no init scripts: it is put in right after the
 * load, and `WeixinJSBridgeReady` (the event the SDK waits for when it finds no bridge) tells the SDK it is there.
 */
async function fakeBridgeNow(browser: Browser) {
  await browser.execute(() => {
    const w = window as unknown as Record<string, unknown>;
    if (w.WeixinJSBridge) return;
    w.__wxCalls = [];
    w.WeixinJSBridge = {
      invoke(name: string, args: Record<string, unknown>, callback: (res: Record<string, string>) => void) {
        (w.__wxCalls as BridgeCall[]).push({ name, args: JSON.parse(JSON.stringify(args ?? {})) as Record<string, unknown> });
        const errMsg = name === 'preVerifyJSAPI' ? 'config:ok' : name === 'getNetworkType' ? 'getNetworkType:fail' : `${name}:ok`;
        setTimeout(() => callback({ err_msg: errMsg }), 0);
      },
      on() {},
      call() {},
    };
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
  });
}

const bridgeCalls = (browser: Browser) =>
  browser.execute(() => ((window as unknown as { __wxCalls?: BridgeCall[] }).__wxCalls ?? []).slice());

/** The `url` of each JS-SDK signing request the page made (Resource Timing: WebDriver sees no network). */
const signingRequests = async (browser: Browser) =>
  (await fetched(browser))
    .map((url) => new URL(url))
    .filter((url) => url.pathname === '/api/platform/wechat/share')
    .map((url) => url.searchParams.get('url') ?? '');

test('WeChat on iOS: the JS-SDK signs the address landed on, and the share card follows the page', async ({ webkit, baseURL }) => {
  const browser = await webkit.fresh({ userAgent: WECHAT_UA.ios });
  // A returning visitor: the openid is known before the page loads, so nothing redirects.
  await browser.url(`${baseURL}/api/platform/analysis/monitor`);
  await browser.execute(() => window.localStorage.setItem('openid', 'oKnownVisitor0001'));

  await open(browser, baseURL, '/service?utm_source=newsletter&utm_campaign=autumn');
  await fakeBridgeNow(browser);
  const landed = (await browser.getUrl()).split('#')[0];
  expect(new URL(landed).pathname).toBe(appUrl('/service'));
  await browser.waitUntil(async () => (await signingRequests(browser)).length > 0, {
    timeout: 10_000,
    timeoutMsg: 'no signing request (GET /api/platform/wechat/share) was made',
  });
  expect(await signingRequests(browser)).toEqual([landed]);
  expect((await fetched(browser)).some((url) => /sdk-wechat/.test(url))).toBe(true);
  await browser.waitUntil(async () => (await bridgeCalls(browser)).some((c) => c.name === 'updateAppMessageShareData'), {
    timeout: 10_000,
    timeoutMsg: 'the JS-SDK never set the share card',
  });
  const config = (await bridgeCalls(browser)).find((c) => c.name === 'preVerifyJSAPI')!.args;
  expect(String(config.verifySignature)).toContain('mock-signature-for-');

  // In the app, to a service: iOS keeps the first signature; the card names the service.
  await takenOver(browser);
  const listHeading = await pageHeading(browser);
  await (await browser.$('.service-card__link')).click();
  await browser.waitUntil(async () => (await addressOf(browser)).pathname === appUrl('/serviceContent'), {
    timeout: 10_000,
    timeoutMsg: 'the service card did not open the service',
  });
  await browser.waitUntil(async () => (await pageHeading(browser)) !== listHeading, {
    timeout: 10_000,
    timeoutMsg: 'the service page never showed its own heading',
  });
  const title = await pageHeading(browser);
  await browser.waitUntil(
    async () => (await bridgeCalls(browser)).some((c) => c.name === 'updateAppMessageShareData' && String(c.args.title).includes(title)),
    { timeout: 10_000, timeoutMsg: `the share card never named the service (${title})` },
  );
  expect(await signingRequests(browser)).toEqual([landed]);
  const card = (await bridgeCalls(browser)).filter((c) => c.name === 'updateAppMessageShareData').at(-1)!.args;
  const link = new URL(String(card.link));
  expect(link.pathname).toBe(appUrl('/serviceContent'));
  expect(link.searchParams.get('utm_source')).toBe('wechat_share');
  expect(link.searchParams.has('utm_campaign')).toBe(false);
  expect(String(card.imgUrl)).toBe(`${link.origin}/html/share/service/${link.searchParams.get('id')}-square.png`);
});
