/**
 * The filings every site served in mainland China must show in its footer, and the WeChat official account.
 * Values come from build-time variables (./env.ts): ICP_NUMBER (the MIIT ICP filing, e.g. 沪ICP备2019045521号-1),
 * PSB_NUMBER (the public-security filing, e.g. 沪公网安备31010602001234号) and WECHAT_OA_URL (where the official
 * account's QR code leads). Unset, a clear placeholder shows instead, so a build without them is visible at a glance.
 * Plain data: no React, no window.
 */
import { buildEnv } from '../config/env';
import { FIRM } from './firm';

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

export const icpFiling = (value: string = buildEnv().ICP_NUMBER): FilingLink => ({
  text: value || 'ICP备案号待配置（构建变量 ICP_NUMBER）',
  href: ICP_SITE,
  configured: Boolean(value),
});

export const publicSecurityFiling = (value: string = buildEnv().PSB_NUMBER): FilingLink => {
  const code = value.replace(/\D/g, '');
  return {
    text: value || '公网安备号待配置（构建变量 PSB_NUMBER）',
    href: code ? `${PSB_SITE}?code=${code}` : PSB_SITE,
    configured: Boolean(value),
  };
};

/** The official account: its QR code's address, empty when not configured. */
export const officialAccount = () => ({ name: FIRM.name, url: buildEnv().WECHAT_OA_URL });
