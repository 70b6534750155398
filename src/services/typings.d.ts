/** Shapes shared by src/services and mock/: one definition per API answer. */
declare namespace API {
  /** The platform's business envelope: `success: false` is a business error (display chosen by showType). */
  interface ResponseStructure<T = unknown> {
    success: boolean;
    data?: T;
    errorCode?: string;
    errorMessage?: string;
    showType?: number;
  }

  /** Envelope of the industry service and the WeChat share API: code 1000 means success. */
  interface CodeResponse<T> {
    code: number;
    message?: string;
    data: T;
  }

  /** One sub-segment of a landing industry, as GET /api/platform/industry answers it. */
  interface IndustryItem {
    id: string;
    name: string;
    summary: string;
    /** Vetted experts available in the sub-segment. */
    expertCount?: number;
    /** The landing id the item was answered for (lets a page ignore a previous landing's list). */
    landingId?: string;
  }

  interface IndustryParams {
    id: string;
    openid: string;
  }

  interface WechatShareConfig {
    appId: string;
    timestamp: number;
    nonceStr: string;
    signature: string;
    jsApiList: string[];
    openTagList: string[];
  }

  /** The signed-in WeChat visitor, as POST /api/platform/wechat/oauth/user answers it. */
  interface WechatVisitor {
    openid: string;
    nickname?: string;
    avatar?: string;
  }

  interface WechatTokenExchange {
    /** The one-time token the OAuth gateway appended to the address. */
    accessToken: string;
  }

  type MonitorEventType =
    | 'chunk-error'
    | 'runtime-error'
    | 'unhandled-rejection'
    | 'request-error'
    | 'wechat-signature'
    | 'web-vital'
    /** A pre-rendered page's content could not be brought up to date in the background (the page kept what it showed). */
    | 'revalidation-error';

  /** One report of POST /api/platform/analysis/monitor. */
  interface MonitorEvent {
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

  /** An analytics event as the mock receiver (mock/platform/beacons.ts) decoded it from an image beacon. */
  interface MockBeacon {
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

  /** The body of POST /api/platform/analysis/monitor: reports sent together. */
  interface MonitorBatch {
    events: MonitorEvent[];
  }
}
