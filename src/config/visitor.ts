/**
 * WeChat sign-in, JS-SDK sharing, visitor analytics and error monitoring: build-time settings and fixed values.
 * Plain data: every environment-specific value comes from the build's environment (./env.ts).
 */
import { buildEnv } from './env';
import { ANALYTICS_HEARTBEAT_MS } from './timing';

export interface VisitorSettings {
  /** Platform API base; empty = the mocks (same origin). */
  apiBase: string;
  wxAppId: string;
  oauthGateway: string;
  oauthTenant: string;
  /** The firm's mini program (the open tag's `appid`); empty = no open tag. */
  miniProgramId: string;
  /** Page of the mini program that registers for an activity; `?id=` is added. */
  miniProgramActivityPath: string;
  analyticsServer: string;
  analyticsTenant: string;
}

export const visitorSettings = (): VisitorSettings => {
  const env = buildEnv();
  return {
    apiBase: env.API_BASE,
    wxAppId: env.WX_APP_ID,
    oauthGateway: env.OAUTH_GATEWAY,
    oauthTenant: env.OAUTH_TENANT,
    miniProgramId: env.WX_MINIPROGRAM_ID,
    miniProgramActivityPath: env.WX_MINIPROGRAM_ACTIVITY_PATH,
    analyticsServer: env.ANALYTICS_SERVER,
    analyticsTenant: env.ANALYTICS_TENANT,
  };
};

/** A build on the mocks: neither a platform API nor a gateway configured. */
export const isMockBuild = (s: VisitorSettings) => !s.apiBase && !s.oauthGateway;

/**
 * Served by mock/platform/oauth.ts (never under the router base). The mock endpoints live under /api/ so that a mock build
 * behind deploy/nginx (which passes /api/ to the server with the mocks) reaches them too.
 */
export const MOCK_OAUTH_GATEWAY = '/api/mock/oauth/authorize';
/** Served by mock/platform/beacons.ts; the Sensors SDK sends its image beacons to `<server>.gif` ('/api/mock/sa' -> '/api/mock/sa.gif'). */
export const MOCK_ANALYTICS_SERVER = '/api/mock/sa';
export const MOCK_WX_APP_ID = 'wx-mock-app';
export const MOCK_TENANT = 'zhiqiao-mock';
export const MOCK_MINIPROGRAM_ID = 'wx-mock-miniprogram';
export const DEFAULT_MINIPROGRAM_ACTIVITY_PATH = 'pages/activity/detail';

export type SignInMode = 'gateway' | 'mock' | 'off';

/** Sign-in goes through the configured gateway, the mock gateway (mock builds), or is off (an API without a gateway). */
export function signInMode(s: VisitorSettings): SignInMode {
  if (s.oauthGateway) return 'gateway';
  return s.apiBase ? 'off' : 'mock';
}

export interface OAuthSettings {
  gateway: string;
  appId: string;
  tenant: string;
}

export function oauthSettings(s: VisitorSettings): OAuthSettings | null {
  switch (signInMode(s)) {
    case 'gateway':
      return { gateway: s.oauthGateway, appId: s.wxAppId, tenant: s.oauthTenant };
    case 'mock':
      return { gateway: MOCK_OAUTH_GATEWAY, appId: s.wxAppId || MOCK_WX_APP_ID, tenant: s.oauthTenant || MOCK_TENANT };
    default:
      return null;
  }
}

/** The mini program of the open tag; mock builds show a placeholder so the tag can be seen on the mocks. */
export function miniProgram(s: VisitorSettings): { id: string; activityPath: string } | null {
  const id = s.miniProgramId || (isMockBuild(s) ? MOCK_MINIPROGRAM_ID : '');
  return id ? { id, activityPath: s.miniProgramActivityPath || DEFAULT_MINIPROGRAM_ACTIVITY_PATH } : null;
}

/** Where the analytics beacons go: the configured server, or the mock receiver (absolute, on this origin). */
export const analyticsServerUrl = (s: VisitorSettings, origin: string) => s.analyticsServer || `${origin}${MOCK_ANALYTICS_SERVER}`;

/**
 * Whether this build sends analytics at all: to ANALYTICS_SERVER, or on the mocks to the mock receiver. A build on a
 * real API (API_BASE) without ANALYTICS_SERVER has no receiver: the SDK is not loaded (docs/wechat-analytics.md).
 */
export const analyticsBuildOn = (s: VisitorSettings) => Boolean(s.analyticsServer) || !s.apiBase;

/** The page-leave plugin's heartbeat, in seconds as the plugin takes it (every 5 s). */
export const PAGE_LEAVE_HEARTBEAT_S = ANALYTICS_HEARTBEAT_MS / 1000;

/** Query parameter the OAuth gateway appends on its way back. */
export const OAUTH_TOKEN_PARAM = 'token';

/** sessionStorage: the sign-in redirect was tried in this browser session (never a second one). */
export const OAUTH_TRIED_KEY = 'zq.oauth.tried';
/**
 * localStorage: the visitor's answer to the analytics question on this device, `{ choice: 'yes' | 'no', version, at }`
 * (src/features/visitor/analytics/consent.ts); none = not asked yet. Not cleared with the visitor's data.
 */
export const ANALYTICS_CONSENT_KEY = 'zq.analytics.consent';
/** localStorage of earlier versions: '1' = the visitor turned analytics off. Read as the answer "no", then removed. */
export const ANALYTICS_OFF_KEY = 'zq.analytics.off';
/**
 * On <html> while the analytics question shows (its CSS shows it only then): set by the boot script before the first
 * paint on a device not asked yet (src/prerender/boot.js), then by the question itself.
 */
export const ANALYTICS_QUESTION_SHOWN_CLASS = 'analytics-consent-shown';
/** The id of the analytics question's title: a page whose HTML has it asks the question. */
export const ANALYTICS_QUESTION_TITLE_ID = 'analytics-consent-title';
/**
 * What the Sensors SDK keeps on the device: its cookies (`sensorsdata2015jssdkcross`, the visitor's random id) and
 * storage (`sawebjssdkpageleave-…`, the page-leave heartbeats). Removed while the visitor has not said yes.
 */
export const ANALYTICS_SDK_TRACE_PREFIXES = ['sensorsdata', 'sawebjssdk'] as const;

/** JS-SDK abilities the site uses (the share cards and the menu items), and the open tag. */
export const WECHAT_JS_API_LIST = ['updateTimelineShareData', 'updateAppMessageShareData', 'hideMenuItems', 'showMenuItems'] as const;
export const WECHAT_OPEN_TAG_LIST = ['wx-open-launch-weapp'] as const;
/** The share entries of WeChat's ··· menu, hidden on pages that should not be shared. */
export const WECHAT_SHARE_MENU_ITEMS = [
  'menuItem:share:appMessage',
  'menuItem:share:timeline',
  'menuItem:share:qq',
  'menuItem:share:weiboApp',
  'menuItem:share:QZone',
  'menuItem:favorite',
] as const;

/** The UTM source a shared link carries (the card's picture: src/config/sharePictures.ts). */
export const SHARE_UTM_SOURCE = 'wechat_share';

/** Analytics markup: what a marketer sees on a click, and what opts an element (and its content) out. */
export const TRACK_ATTR = { itemKey: 'data-item-key', tag: 'data-item-tag', disable: 'sensors-disable' } as const;
/** Custom event of a successful lead (form key, topic, campaign; never the visitor's answers). */
export const LEAD_EVENT = 'LeadSubmit';

/** Error monitoring: reports per page view, and how long reports wait to be sent together. */
export const MONITOR_LIMIT_PER_PAGE = 20;
export const MONITOR_BATCH_MS = 2_000;
