/**
 * First-touch campaign attribution of a visit: the UTM parameters, the referrer and the landing page
 * of the first page the visitor opened, kept in sessionStorage so a form opened later sends them.
 */
import type * as API from '@/api';
import { STORAGE_KEYS } from '@/config/storage';
import { readValid, writeJson } from '@/lib/storage';

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

export type Attribution = API.LeadAttribution;

/** Long values are cut: nothing a visitor can put in a URL should grow a lead without limit. */
const MAX_VALUE = 200;
const MAX_URL = 500;
const clip = (text: string, max: number) => Array.from(text).slice(0, max).join('');

interface Landing {
  /** Path and query of the first page, e.g. '/html/meetingForm?utm_source=wechat'. */
  url: string;
  referrer: string;
}

/** Attribution from a landing URL and referrer; pure, for tests. */
export function attributionFrom({ url, referrer }: Landing, now: number = Date.now()): Attribution {
  const query = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?')) : '');
  const result: Attribution = {
    referrer: clip(referrer, MAX_URL),
    landingPage: clip(url, MAX_URL),
    capturedAt: new Date(now).toISOString(),
  };
  for (const key of UTM_KEYS) {
    const value = query.get(key)?.trim();
    if (value) result[key] = clip(value, MAX_VALUE);
  }
  return result;
}

const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;

/** A stored attribution of the shape this module writes (lengths within its own limits). */
export const isAttribution = (v: unknown): v is Attribution => {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const a = v as Record<string, unknown>;
  return (
    isText(a.referrer, MAX_URL) &&
    isText(a.landingPage, MAX_URL) &&
    isText(a.capturedAt, 40) &&
    UTM_KEYS.every((key) => a[key] === undefined || isText(a[key], MAX_VALUE))
  );
};

export const readAttribution = (): Attribution | null => readValid(STORAGE_KEYS.attribution, isAttribution, null, 'session');

/**
 * Called on every route change (src/app.tsx); only the first call of a visit records anything,
 * so later pages never overwrite where the visitor came from.
 */
export function captureAttribution(): Attribution | null {
  if (typeof window === 'undefined') return null;
  const existing = readAttribution();
  if (existing) return existing;
  const attribution = attributionFrom({ url: `${window.location.pathname}${window.location.search}`, referrer: document.referrer });
  // Storage unavailable: the form captures it again when it submits.
  writeJson(STORAGE_KEYS.attribution, attribution, 'session');
  return attribution;
}
