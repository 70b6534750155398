import { gatewayUrl, signIn, signInStep, tokenOf, withoutToken } from '@/features/visitor/wechat/signIn';

const SETTINGS = { gateway: 'https://auth.example.cn/oauth', appId: 'wx123', tenant: 'zq' };
const memorySession = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};

describe('WeChat sign-in', () => {
  beforeEach(() => {
    window.localStorage.clear();
    document.cookie = 'openid8=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('builds the gateway URL with app id, the page asked for (with its query) and the tenant', () => {
    const url = new URL(gatewayUrl(SETTINGS, 'https://site.cn/html/activeList?type=online'));
    expect(url.origin + url.pathname).toBe('https://auth.example.cn/oauth');
    expect(url.searchParams.get('appId')).toBe('wx123');
    expect(url.searchParams.get('redirectUrl')).toBe('https://site.cn/html/activeList?type=online');
    expect(url.searchParams.get('tenant')).toBe('zq');
  });

  it('reads and strips the token, keeping the rest of the query', () => {
    expect(tokenOf('https://site.cn/html/user?a=1&token=t-9')).toBe('t-9');
    expect(tokenOf('https://site.cn/html/user?a=1')).toBeNull();
    expect(withoutToken('https://site.cn/html/user?a=1&token=t-9#top')).toBe('https://site.cn/html/user?a=1');
  });

  it('never redirects twice, outside WeChat, with a known openid or without session storage', () => {
    const base = { inWechat: true, enabled: true, openid: null, token: null, tried: false, canRemember: true };
    expect(signInStep(base)).toBe('redirect');
    expect(signInStep({ ...base, tried: true })).toBe('anonymous');
    expect(signInStep({ ...base, inWechat: false })).toBe('anonymous');
    expect(signInStep({ ...base, openid: 'o-1' })).toBe('known');
    expect(signInStep({ ...base, canRemember: false })).toBe('anonymous');
    expect(signInStep({ ...base, enabled: false })).toBe('anonymous');
    expect(signInStep({ ...base, token: 't', tried: true })).toBe('exchange');
  });

  it('redirects once, then a return without token stays anonymous', async () => {
    const session = memorySession();
    const leave = jest.fn();
    const deps = { inWechat: true, settings: SETTINGS, session, leave, stripToken: jest.fn(), exchange: jest.fn() };
    expect(await signIn({ ...deps, href: 'https://site.cn/html/service?x=1' })).toEqual({ kind: 'redirected' });
    expect(leave).toHaveBeenCalledWith(expect.stringContaining(encodeURIComponent('https://site.cn/html/service?x=1')));
    expect(await signIn({ ...deps, href: 'https://site.cn/html/service?x=1' })).toEqual({ kind: 'anonymous', reason: 'no-token' });
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('exchanges the token for the visitor and strips the token; a failed exchange never leads back to the gateway', async () => {
    const session = memorySession();
    const stripToken = jest.fn();
    const leave = jest.fn();
    const ok = jest.fn().mockResolvedValue({ success: true, data: { openid: 'o-42', nickname: '访客' } });
    const result = await signIn({
      href: 'https://site.cn/html/user?token=t-1',
      inWechat: true,
      settings: SETTINGS,
      session,
      leave,
      stripToken,
      exchange: ok,
    });
    expect(result).toEqual({ kind: 'signed-in', visitor: { openid: 'o-42', nickname: '访客' } });
    expect(ok).toHaveBeenCalledWith('t-1');
    expect(stripToken).toHaveBeenCalled();

    window.localStorage.clear();
    document.cookie = 'openid8=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const fresh = memorySession();
    const failing = jest.fn().mockRejectedValue(new Error('500'));
    const failed = await signIn({
      href: 'https://site.cn/html/user?token=t-2',
      inWechat: true,
      settings: SETTINGS,
      session: fresh,
      leave,
      stripToken,
      exchange: failing,
    });
    expect(failed).toEqual({ kind: 'anonymous', reason: 'exchange-failed' });
    expect(
      await signIn({ href: 'https://site.cn/html/user', inWechat: true, settings: SETTINGS, session: fresh, leave, stripToken }),
    ).toEqual({
      kind: 'anonymous',
      reason: 'no-token',
    });
    expect(leave).not.toHaveBeenCalled();
  });
});
