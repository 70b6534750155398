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

  interface MonitorEvent {
    type: 'chunk-error' | 'runtime-error' | 'request-error';
    message: string;
    page: string;
    time: number;
  }
}
