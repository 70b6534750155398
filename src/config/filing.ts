/**
 * The filings every site served in mainland China must show in its footer, and the WeChat official account.
 * Values come from build-time variables (.umirc.ts `define`); unset, a clear placeholder shows instead, so a
 * build without them is visible at a glance. Plain data: no React, no window.
 */

/** The MIIT ICP filing number, e.g. 沪ICP备2019045521号-1 (variable ICP_NUMBER). */
const icp = process.env.ICP_NUMBER ?? '';
/** The public-security filing number, e.g. 沪公网安备31010602001234号 (variable PSB_NUMBER). */
const publicSecurity = process.env.PSB_NUMBER ?? '';
/** Where the official account's QR code leads (variable WECHAT_OA_URL). */
const officialAccountUrl = process.env.WECHAT_OA_URL ?? '';

export interface FilingLink {
  /** What the footer shows. */
  text: string;
  /** The official site where the number can be checked. */
  href: string;
  /** Whether the number was set at build time (false: the placeholder shows). */
  configured: boolean;
}

/** The MIIT filing system (ICP 备案). */
export const ICP_SITE = 'https://beian.miit.gov.cn/';
/** The national public-security filing system (公安备案); a query for one number takes its digits. */
export const PSB_SITE = 'https://beian.mps.gov.cn/#/query/webSearch';

export const icpFiling = (value: string = icp): FilingLink => ({
  text: value || 'ICP备案号待配置（构建变量 ICP_NUMBER）',
  href: ICP_SITE,
  configured: Boolean(value),
});

export const publicSecurityFiling = (value: string = publicSecurity): FilingLink => {
  const code = value.replace(/\D/g, '');
  return {
    text: value || '公网安备号待配置（构建变量 PSB_NUMBER）',
    href: code ? `${PSB_SITE}?code=${code}` : PSB_SITE,
    configured: Boolean(value),
  };
};

/** The official account: its QR code's address, empty when not configured. */
export const OFFICIAL_ACCOUNT = {
  name: '知桥咨询',
  url: officialAccountUrl,
} as const;
