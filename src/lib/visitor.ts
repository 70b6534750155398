/**
 * The visitor: the one module that reads, writes and forgets who the visitor is. The openid lives in localStorage
 * (`openid`, with its expiry beside it) and in the cookie `openid8` (5 days, path /, SameSite=Lax); either restores
 * the other. The WeChat profile of the last sign-in (nickname, avatar) is kept beside it while the openid is known.
 * Framework-free, so the models, the forms and the start-up read it; the `global` model's `userInfo` is its view.
 */
import type * as API from '@/api';
import { OPENID_COOKIE, OPENID_COOKIE_MAX_AGE_MS } from '@/config/openidCookie';
import { OPENID_STORAGE_KEY } from '@/config/storage';
import { isOpenid, STORAGE_KEYS } from '@/config/storage';

import { readText, readValid, removeStorage, writeJson, writeStorage } from './storage';

const readStoredOpenid = (): string | null => readText(STORAGE_KEYS.openid, isOpenid);

/** The cookie string that keeps an openid until `expiresAt` (ms). */
export function openidCookie(openid: string, expiresAt: number): string {
  return `${OPENID_COOKIE}=${encodeURIComponent(openid)}; expires=${new Date(expiresAt).toUTCString()}; path=/; SameSite=Lax`;
}

/** The value of the openid cookie in a `document.cookie` string. */
export function openidFromCookies(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === OPENID_COOKIE && rest.length) {
      try {
        return decodeURIComponent(rest.join('=')) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

const readCookies = () => {
  try {
    return typeof document === 'undefined' ? '' : document.cookie;
  } catch {
    return '';
  }
};

const setCookie = (value: string) => {
  try {
    document.cookie = value;
  } catch {
    /* cookies disabled */
  }
};

function writeBoth(openid: string, expiresAt: number) {
  writeStorage(OPENID_STORAGE_KEY, openid);
  writeStorage(STORAGE_KEYS.openidExpires, String(expiresAt));
  setCookie(openidCookie(openid, expiresAt));
}

/** Keeps the openid for 5 days from `now`. */
export function writeOpenid(openid: string, now: number = Date.now()): void {
  writeBoth(openid, now + OPENID_COOKIE_MAX_AGE_MS);
}

/** Removes the openid from storage and the cookie (sign-out). */
export function clearOpenid(): void {
  removeStorage(OPENID_STORAGE_KEY);
  removeStorage(STORAGE_KEYS.openidExpires);
  setCookie(`${OPENID_COOKIE}=; expires=${new Date(0).toUTCString()}; path=/; SameSite=Lax`);
}

/**
 * The known openid, or null. An expired storage entry is removed; a cookie without storage restores
 * storage, and storage without the cookie restores the cookie with the same expiry.
 */
export function restoreOpenid(now: number = Date.now()): string | null {
  const stored = readStoredOpenid(); // a value of the wrong shape is removed
  const expires = Number(readText(STORAGE_KEYS.openidExpires, (t) => /^\d+$/.test(t)));
  // An openid written without an expiry (before sign-in kept one) counts as fresh from now.
  const storedExpiry = Number.isFinite(expires) && expires > 0 ? expires : now + OPENID_COOKIE_MAX_AGE_MS;
  const fromCookie = openidFromCookies(readCookies());
  const cookie = fromCookie && isOpenid(fromCookie) ? fromCookie : null;
  if (stored && storedExpiry > now) {
    if (cookie !== stored) writeBoth(stored, storedExpiry);
    return stored;
  }
  if (stored) {
    removeStorage(OPENID_STORAGE_KEY);
    removeStorage(STORAGE_KEYS.openidExpires);
  }
  if (cookie) {
    writeOpenid(cookie, now);
    return cookie;
  }
  return null;
}

/** The visitor as the site knows them: the openid and, when this sign-in saved it, the WeChat profile; null when unknown. */
export function readVisitor(now: number = Date.now()): API.WechatVisitor | null {
  const openid = restoreOpenid(now);
  if (!openid) return null;
  const saved = readValid<Partial<API.WechatVisitor>, null>(
    STORAGE_KEYS.wechatUser,
    (v): v is Partial<API.WechatVisitor> => !!v && typeof v === 'object',
    null,
  );
  return { ...(saved && saved.openid === openid ? saved : {}), openid };
}

/** Keeps a visitor who just signed in: the openid for 5 days from `now`, and the profile beside it. */
export function rememberVisitor(visitor: API.WechatVisitor, now: number = Date.now()): void {
  writeOpenid(visitor.openid, now);
  writeJson(STORAGE_KEYS.wechatUser, visitor);
}

/** Forgets the visitor (sign-out): the openid, its cookie and the profile. */
export function signOutVisitor(): void {
  clearOpenid();
  removeStorage(STORAGE_KEYS.wechatUser);
}
