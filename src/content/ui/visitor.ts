/** What the error monitor hears from the visitor's start-up, monitor and WeChat JS-SDK, and the store's first name (src/features/visitor/, src/models/global.ts). */

/** src/features/visitor/start.ts: a lazy chunk that did not load. */
export const VISITOR_START = {
  loadFailed: (what: string, message: string) => `${what}：${message}`,
  analyticsSdk: '统计 SDK 加载失败',
  webVitals: 'web-vitals 加载失败',
  wechatSdk: '微信 JS-SDK 加载失败',
};

/** src/features/visitor/monitor/monitor.ts. */
export const VISITOR_MONITOR = {
  noAnswer: (url: string, kind: string) => `${url} 无响应（${kind}）`,
  revalidation: (key: string, message: string) => `${key}：${message}`,
  webVital: (name: string, value: number, rating: string) => `${name} ${value}（${rating}）`,
};

/** src/features/visitor/wechat/jssdk.ts: why the JS-SDK gave up. */
export const WECHAT_JSSDK = {
  resignFailed: (message: string) => `JS-SDK 签名失败（重签后）：${message}`,
  signRequestFailed: (message: string) => `JS-SDK 签名请求失败：${message}`,
};

/** src/models/global.ts. */
export const GLOBAL_MODEL = {
  /** The displayed name the model starts with ('test model in use'). */
  testModelName: '测试模型使用中',
};
