/**
 * First-touch campaign attribution of a visit: the UTM parameters, the referrer and the landing page
 * of the first page the visitor opened, kept in sessionStorage so a form opened later sends them.
 */
import { STORAGE_KEYS } from '@/config/storage';

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

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

const session = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

export function readAttribution(): Attribution | null {
  const raw = session()?.getItem(STORAGE_KEYS.attribution);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Attribution;
    return parsed && typeof parsed.landingPage === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Called on every route change (src/app.tsx); only the first call of a visit records anything,
 * so later pages never overwrite where the visitor came from.
 */
export function captureAttribution(): Attribution | null {
  const store = session();
  if (!store) return null;
  const existing = readAttribution();
  if (existing) return existing;
  const attribution = attributionFrom({ url: `${window.location.pathname}${window.location.search}`, referrer: document.referrer });
  try {
    store.setItem(STORAGE_KEYS.attribution, JSON.stringify(attribution));
  } catch {
    /* storage unavailable: the form captures it again when it submits */
  }
  return attribution;
}
