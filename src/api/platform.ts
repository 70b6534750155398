/** The platform's smaller answers and bodies: the industry service, WeChat, and the monitor. */
import * as v from 'valibot';

import { maybe } from './common';

/** One sub-segment of a landing industry, as GET /api/platform/industry answers it. */
export const IndustryItemSchema = v.object({
  id: v.string(),
  name: v.string(),
  summary: v.string(),
  /** Vetted experts available in the sub-segment. */
  expertCount: maybe(v.number()),
  /** The landing id the item was answered for (lets a page ignore a previous landing's list). */
  landingId: maybe(v.string()),
});
export type IndustryItem = v.InferOutput<typeof IndustryItemSchema>;

export interface IndustryParams {
  id: string;
  openid: string;
}

/**
 * GET /api/platform/wechat/share: the JS-SDK's signature for the page's address (the abilities it lists are the site's
 * own, src/config, so they are not required here; a timestamp may come as digits).
 */
export const WechatShareConfigSchema = v.object({
  appId: v.pipe(v.string(), v.nonEmpty()),
  timestamp: v.pipe(v.union([v.number(), v.pipe(v.string(), v.digits())]), v.transform(Number)),
  nonceStr: v.string(),
  signature: v.pipe(v.string(), v.nonEmpty()),
  jsApiList: maybe(v.array(v.string())),
  openTagList: maybe(v.array(v.string())),
});
export type WechatShareConfig = v.InferOutput<typeof WechatShareConfigSchema>;

/** The signed-in WeChat visitor, as POST /api/platform/wechat/oauth/user answers it. */
export const WechatVisitorSchema = v.object({
  openid: v.pipe(v.string(), v.nonEmpty()),
  nickname: maybe(v.string()),
  avatar: maybe(v.string()),
});
export type WechatVisitor = v.InferOutput<typeof WechatVisitorSchema>;

export interface WechatTokenExchange {
  /** The one-time token the OAuth gateway appended to the address. */
  accessToken: string;
}

export type MonitorEventType =
  | 'chunk-error'
  | 'runtime-error'
  | 'unhandled-rejection'
  | 'request-error'
  | 'wechat-signature'
  | 'web-vital'
  /** A pre-rendered page's content could not be brought up to date in the background (the page kept what it showed). */
  | 'revalidation-error';

/** One report of POST /api/platform/analysis/monitor. */
export interface MonitorEvent {
  type: MonitorEventType;
  message: string;
  /** Path of the page (no query: it could hold personal data). */
  page: string;
  time: number;
  /** Web vital name (LCP, CLS, INP), request path, or error name. */
  name?: string;
  /** Web vital value, or HTTP status. */
  value?: number;
  rating?: string;
}

/** The body of POST /api/platform/analysis/monitor: reports sent together. */
export interface MonitorBatch {
  events: MonitorEvent[];
}

/** An analytics event as the mock receiver (mock/platform/beacons.ts) decoded it from an image beacon. */
export interface MockBeacon {
  receivedAt: number;
  event: string;
  type: string;
  distinct_id: string;
  login_id?: string;
  time?: number;
  properties: Record<string, unknown>;
  /** How it came: an image's GET, or a POST by `navigator.sendBeacon` (a page being left). */
  sentWith: 'image' | 'beacon';
}
