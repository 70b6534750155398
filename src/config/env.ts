/**
 * The build-time environment, read in one place. Set when running `npm run build` or `npm start`; unset = empty.
 * `.umirc.ts` writes each bundle variable into the bundle (`define`), so each `process.env.NAME` below is spelled out
 * and read at call time (the unit tests set them). The README's configuration table lists exactly these and the
 * build scripts' own (`npm run lint` checks it, scripts/checkEnvTable.ts).
 */

/** What the browser bundle reads. */
export const BUNDLE_VARIABLES = [
  'API_BASE',
  'THIRD_PARTY_API_BASE',
  'API_TOKEN',
  'ANALYTICS_SERVER',
  'ANALYTICS_TENANT',
  'WX_APP_ID',
  'OAUTH_GATEWAY',
  'OAUTH_TENANT',
  'WX_MINIPROGRAM_ID',
  'WX_MINIPROGRAM_ACTIVITY_PATH',
  'ICP_NUMBER',
  'PSB_NUMBER',
  'WECHAT_OA_URL',
] as const;

/** What only the build and the refresh read (scripts/prerender; never in the bundle: the Baidu token is a secret). */
export const BUILD_SCRIPT_VARIABLES = ['SITE_ORIGIN', 'BAIDU_PUSH_TOKEN', 'BAIDU_PUSH_URL', 'QA_PANEL'] as const;

export type BundleVariable = (typeof BUNDLE_VARIABLES)[number];

export const buildEnv = (): Record<BundleVariable, string> => ({
  API_BASE: process.env.API_BASE ?? '',
  THIRD_PARTY_API_BASE: process.env.THIRD_PARTY_API_BASE ?? '',
  API_TOKEN: process.env.API_TOKEN ?? '',
  ANALYTICS_SERVER: process.env.ANALYTICS_SERVER ?? '',
  ANALYTICS_TENANT: process.env.ANALYTICS_TENANT ?? '',
  WX_APP_ID: process.env.WX_APP_ID ?? '',
  OAUTH_GATEWAY: process.env.OAUTH_GATEWAY ?? '',
  OAUTH_TENANT: process.env.OAUTH_TENANT ?? '',
  WX_MINIPROGRAM_ID: process.env.WX_MINIPROGRAM_ID ?? '',
  WX_MINIPROGRAM_ACTIVITY_PATH: process.env.WX_MINIPROGRAM_ACTIVITY_PATH ?? '',
  ICP_NUMBER: process.env.ICP_NUMBER ?? '',
  PSB_NUMBER: process.env.PSB_NUMBER ?? '',
  WECHAT_OA_URL: process.env.WECHAT_OA_URL ?? '',
});

/** The year of the build (the footer's copyright): the page as built and its script agree after New Year too. */
export const buildYear = () => process.env.BUILD_YEAR ?? String(new Date().getFullYear());
