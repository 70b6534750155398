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

  interface IndustryItem {
    id: string;
    name: string;
    summary: string;
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
