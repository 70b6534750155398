import type { Page, Request } from '@playwright/test';

/** WeChat's in-app browser on an iPhone and on Android (the user agents WeChat 8 sends). */
export const WECHAT_UA = {
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.193 Mobile Safari/537.36 XWEB/1160117 MMWEBSDK/20240301 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
} as const;

export type Platform = keyof typeof WECHAT_UA;

export interface BridgeCall {
  name: string;
  args: Record<string, unknown>;
}

/**
 * Fakes WeChat's native side in the page: `WeixinJSBridge`, which the real JS-SDK (weixin-js-sdk) calls.
 * Every call is recorded in `window.__wxCalls`; `preVerifyJSAPI` (wx.config) answers `config:ok`, or
 * `config:invalid signature` while `window.__wxBadSignatures` is above 0 (counted down per answer).
 */
export async function fakeWechatBridge(page: Page, { badSignatures = 0 }: { badSignatures?: number } = {}) {
  await page.addInitScript((bad: number) => {
    const w = window as unknown as Record<string, unknown>;
    w.__wxCalls = [];
    w.__wxBadSignatures = bad;
    w.WeixinJSBridge = {
      invoke(name: string, args: Record<string, unknown>, callback: (res: Record<string, string>) => void) {
        (w.__wxCalls as BridgeCall[]).push({ name, args: JSON.parse(JSON.stringify(args ?? {})) });
        let errMsg = `${name}:ok`;
        if (name === 'preVerifyJSAPI') {
          const left = Number(w.__wxBadSignatures);
          errMsg = left > 0 ? 'config:invalid signature' : 'config:ok';
          w.__wxBadSignatures = Math.max(0, left - 1);
        }
        // The SDK's own usage report needs the network type; answering "fail" keeps it from calling out.
        if (name === 'getNetworkType') errMsg = 'getNetworkType:fail';
        setTimeout(() => callback({ err_msg: errMsg }), 0);
      },
      on() {},
      call() {},
    };
  }, badSignatures);
}

export const bridgeCalls = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __wxCalls?: BridgeCall[] }).__wxCalls ?? []).slice());

/** The `url` each JS-SDK signing request asked the platform to sign, in order. */
export function recordSigningRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/platform/wechat/share') urls.push(url.searchParams.get('url') ?? '');
  });
  return urls;
}

/** A known openid before the page loads (a returning visitor: no sign-in redirect). */
export async function knownVisitor(page: Page, openid = 'oKnownVisitor0001') {
  await page.addInitScript((id: string) => {
    if (!window.localStorage.getItem('openid')) window.localStorage.setItem('openid', id);
  }, openid);
}
