/** The site's business constants (success codes, display times, the router base) and the firm's identity. Plain data: no React, no window. */

export const FIRM = {
  name: '知桥咨询',
  fullName: '知桥咨询（上海）有限公司',
  slogan: '连接行业专家，让决策更有把握',
  microSiteTitle: '知桥咨询微站',
  phone: '400-820-6618',
  email: 'hello@zhiqiao-consulting.cn',
  address: '上海市静安区南京西路1515号嘉里中心二座21层',
} as const;

/** Title shown by routes the spec leaves untitled. */
export const DEFAULT_TITLE = FIRM.name;

/** A browser-tab title: the given parts, most specific first, then the firm ('服务详情 - 知桥咨询'). */
export const pageTitle = (...parts: (string | undefined)[]) => [...parts.filter(Boolean), DEFAULT_TITLE].join(' - ');

/** Public asset prefix and default router base. */
export const BASE_PATH = '/html/';

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const INDUSTRY_SUCCESS_CODE = 1000;

export const OPENID_STORAGE_KEY = 'openid';
export const OPENID_COOKIE = 'openid8';
export const OPENID_COOKIE_MAX_AGE_MS = 432_000_000;

/** Display times, in seconds as antd expects them. */
export const DISPLAY_SECONDS = {
  toast: 3,
  toastLong: 8,
  notice: 1.5,
  industryFailure: 2,
} as const;

export const LOADER_DELAY_MS = 200;
/** The industry list's loading toast waits this long: a fast answer shows no toast (and loads no toast code). */
export const INDUSTRY_LOADING_DELAY_MS = 600;
export const STARTUP_PAUSE_MS = 10;
export const ANALYTICS_HEARTBEAT_MS = 5_000;

export const UI_PREFIX = 'ant';

/** Chinese texts of the spec's error catalogue and loaders. */
export const TEXTS = {
  loading: '加载中...',
  loadFailed: '加载失败',
  requestError: '请求错误，请重试。',
  networkError: '网络连接失败，请检查网络后重试。',
  timeoutError: '请求超时，服务器没有及时响应，请稍后重试。',
  httpError: (status: number) => `服务暂时不可用（${status}），请稍后重试。`,
  invalidAnswer: '服务器返回的内容无法识别，请稍后重试。',
  chunkFailed: '页面加载失败（Loading chunk failed），请检查网络后重新加载。',
  reload: '重新加载',
  startupFailed: '站点初始化失败，请刷新页面重试。',
  testModelName: '测试模型使用中',
} as const;
