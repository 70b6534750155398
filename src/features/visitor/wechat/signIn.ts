/**
 * WeChat sign-in (openid). Inside WeChat, a visitor with no known openid is sent once per browser session
 * to the OAuth tenant gateway; it comes back to the page asked for with `token=` appended, which is exchanged
 * for the visitor. Whatever goes wrong, the visitor browses on anonymously: never a second redirect.
 */
import type * as API from '@/api';
import { OAUTH_TOKEN_PARAM, OAUTH_TRIED_KEY, type OAuthSettings } from '@/config/visitor';
import { restoreOpenid } from '@/lib/visitor';
import { exchangeWechatToken } from '@/services/wechat';

/** The gateway address that comes back to `redirectUrl` (the page asked for, with its query). */
export function gatewayUrl(settings: OAuthSettings, redirectUrl: string): string {
  const query = new URLSearchParams({ appId: settings.appId, redirectUrl, tenant: settings.tenant });
  return `${settings.gateway}${settings.gateway.includes('?') ? '&' : '?'}${query.toString()}`;
}

const parse = (href: string) => new URL(href, 'http://localhost');

/** The `token=` the gateway appended, or null. */
export const tokenOf = (href: string): string | null => parse(href).searchParams.get(OAUTH_TOKEN_PARAM)?.trim() || null;

/** The same address without `token=` and without the `#` part (what the gateway must come back to). */
export function withoutToken(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(OAUTH_TOKEN_PARAM);
  url.hash = '';
  return url.toString();
}

/** The query string (with '?', or '') of an address without its `token=`. */
export function searchWithoutToken(search: string): string {
  const query = new URLSearchParams(search);
  query.delete(OAUTH_TOKEN_PARAM);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}

export type SignInStep = 'known' | 'exchange' | 'redirect' | 'anonymous';

export interface SignInFacts {
  inWechat: boolean;
  /** Sign-in configured (a gateway, or the mock one). */
  enabled: boolean;
  openid: string | null;
  token: string | null;
  /** The redirect was already tried in this browser session. */
  tried: boolean;
  /** sessionStorage works (without it a loop could not be ruled out, so nothing redirects). */
  canRemember: boolean;
}

/** What to do on arrival. A token is exchanged wherever it comes from; only WeChat ever redirects, and only once. */
export function signInStep(f: SignInFacts): SignInStep {
  if (f.token && f.enabled) return 'exchange';
  if (f.openid) return 'known';
  if (f.enabled && f.inWechat && !f.tried && f.canRemember) return 'redirect';
  return 'anonymous';
}

export interface SignInDeps {
  href: string;
  inWechat: boolean;
  settings: OAuthSettings | null;
  session: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Leaves for the gateway (location.assign). */
  leave: (url: string) => void;
  /** Removes `token` from the address bar without a reload. */
  stripToken: () => void;
  exchange?: typeof exchangeWechatToken;
  now?: () => number;
}

export type SignInResult =
  | { kind: 'signed-in'; visitor: API.WechatVisitor }
  | { kind: 'known'; openid: string }
  | { kind: 'redirected' }
  | { kind: 'anonymous'; reason?: 'exchange-failed' | 'no-token' | 'not-wechat' | 'off' };

const tried = (session: SignInDeps['session']) => {
  try {
    return session?.getItem(OAUTH_TRIED_KEY) === '1';
  } catch {
    return true;
  }
};

const remember = (session: SignInDeps['session']) => {
  try {
    session?.setItem(OAUTH_TRIED_KEY, '1');
    return session?.getItem(OAUTH_TRIED_KEY) === '1';
  } catch {
    return false;
  }
};

/** Runs the sign-in step for the current address. */
export async function signIn(deps: SignInDeps): Promise<SignInResult> {
  const { href, inWechat, settings, session, exchange = exchangeWechatToken, now = Date.now } = deps;
  const token = tokenOf(href);
  const step = signInStep({
    inWechat,
    enabled: Boolean(settings),
    openid: restoreOpenid(now()),
    token,
    tried: tried(session),
    canRemember: Boolean(session),
  });
  if (token) deps.stripToken();
  switch (step) {
    case 'exchange': {
      remember(session); // a failed exchange must not lead to another round trip
      try {
        const res = await exchange(token ?? '');
        const visitor = res.data;
        if (!visitor?.openid) return { kind: 'anonymous', reason: 'exchange-failed' };
        return { kind: 'signed-in', visitor };
      } catch {
        return { kind: 'anonymous', reason: 'exchange-failed' };
      }
    }
    case 'known':
      return { kind: 'known', openid: restoreOpenid(now()) ?? '' };
    case 'redirect':
      if (!settings || !remember(session)) return { kind: 'anonymous' };
      deps.leave(gatewayUrl(settings, withoutToken(href)));
      return { kind: 'redirected' };
    default:
      if (!settings) return { kind: 'anonymous', reason: 'off' };
      return { kind: 'anonymous', reason: inWechat ? 'no-token' : 'not-wechat' };
  }
}
