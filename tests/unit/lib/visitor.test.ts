import { OPENID_COOKIE_MAX_AGE_MS } from '@/config/openidCookie';
import { STORAGE_KEYS } from '@/config/storage';
import {
  clearOpenid,
  openidCookie,
  openidFromCookies,
  readVisitor,
  rememberVisitor,
  restoreOpenid,
  signOutVisitor,
  writeOpenid,
} from '@/lib/visitor';

// jsdom keeps a cookie only until its expiry on the real clock, so the tests start from now.
const NOW = Date.now();
const clearCookies = () =>
  document.cookie
    .split(';')
    .forEach((c) => (document.cookie = `${c.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`));

describe('openid identity (storage and cookie)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    clearCookies();
  });

  it('builds the openid8 cookie: 432 000 000 ms, path /, SameSite=Lax', () => {
    expect(openidCookie('o-1', NOW + OPENID_COOKIE_MAX_AGE_MS)).toBe(
      `openid8=o-1; expires=${new Date(NOW + 432_000_000).toUTCString()}; path=/; SameSite=Lax`,
    );
    expect(openidFromCookies('a=1; openid8=o%2D1; b=2')).toBe('o-1');
    expect(openidFromCookies('a=1')).toBeNull();
  });

  it('writes both places and expires the storage entry after 5 days', () => {
    writeOpenid('o-abc', NOW);
    expect(window.localStorage.getItem('openid')).toBe('o-abc');
    expect(document.cookie).toContain('openid8=o-abc');
    expect(restoreOpenid(NOW + OPENID_COOKIE_MAX_AGE_MS - 1)).toBe('o-abc');
    clearCookies(); // the browser drops the expired cookie itself
    expect(restoreOpenid(NOW + OPENID_COOKIE_MAX_AGE_MS + 1)).toBeNull();
    expect(window.localStorage.getItem('openid')).toBeNull();
  });

  it('restores storage from the cookie and the cookie from storage', () => {
    document.cookie = 'openid8=o-from-cookie; path=/';
    expect(restoreOpenid(NOW)).toBe('o-from-cookie');
    expect(window.localStorage.getItem('openid')).toBe('o-from-cookie');

    clearCookies();
    expect(restoreOpenid(NOW)).toBe('o-from-cookie');
    expect(document.cookie).toContain('openid8=o-from-cookie');
  });

  it('sign-out clears both', () => {
    writeOpenid('o-x', NOW);
    clearOpenid();
    expect(window.localStorage.getItem('openid')).toBeNull();
    expect(document.cookie).not.toContain('openid8=o-x');
    expect(restoreOpenid(NOW)).toBeNull();
  });

  it('keeps only an openid of the WeChat shape', () => {
    window.localStorage.setItem(STORAGE_KEYS.openid, '<img src=x onerror=alert(1)>');
    expect(restoreOpenid(NOW)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.openid)).toBeNull();
  });
});

describe('the visitor (openid and WeChat profile)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    clearCookies();
  });

  it('is unknown until someone signs in, then known with the profile of that sign-in', () => {
    expect(readVisitor(NOW)).toBeNull();
    rememberVisitor({ openid: 'o-wx-1', nickname: '陈晓', avatar: 'https://thirdwx.qlogo.cn/a.png' }, NOW);
    expect(readVisitor(NOW)).toEqual({ openid: 'o-wx-1', nickname: '陈晓', avatar: 'https://thirdwx.qlogo.cn/a.png' });
    expect(document.cookie).toContain('openid8=o-wx-1');
  });

  it("never shows another visitor's profile: a profile saved for another openid is left out", () => {
    rememberVisitor({ openid: 'o-wx-1', nickname: '陈晓' }, NOW);
    writeOpenid('o-wx-2', NOW);
    expect(readVisitor(NOW)).toEqual({ openid: 'o-wx-2' });
  });

  it('is forgotten on sign-out: openid, cookie and profile', () => {
    rememberVisitor({ openid: 'o-wx-1', nickname: '陈晓' }, NOW);
    signOutVisitor();
    expect(readVisitor(NOW)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.wechatUser)).toBeNull();
    expect(document.cookie).not.toContain('openid8=o-wx-1');
  });
});
