/** The words of the site's frame: the layout, header and footer, the error panels and the visitor features. */
import { TEXTS } from '../messages';

export const LAYOUT = {
  skipLink: '跳到正文',
  home: (firm: string) => `${firm}首页`,
  closeMenu: '关闭菜单',
  openMenu: '打开菜单',
};

export const SITE_NAV = {
  label: '主导航',
};

export const SITE_FOOTER = {
  qrLabel: (account: string) => `「${account}」微信公众号二维码`,
  qrPlaceholder: '公众号二维码待配置（构建变量 WECHAT_OA_URL）',
  /** The QR code's caption, in two lines. */
  scan: '微信扫码关注',
  account: (account: string) => `「${account}」公众号`,
  contact: '联系我们',
  phone: '电话：',
  email: '邮箱：',
  address: (address: string) => `地址：${address}`,
  more: '更多内容',
  copyright: (year: string, firm: string) => `© ${year} ${firm} 版权所有`,
  disclaimer: '专家不提供任何重大非公开信息或保密信息',
};

export const CHUNK_ERROR_BOUNDARY = {
  chunkTitle: '页面加载失败',
  errorTitle: '页面出了点问题',
  errorText: '页面显示时发生错误，请重新加载后再试。',
};

/** A page that did not load (its code: `chunk`) or failed as it showed: the panel in its place, and the boot script's. */
export interface PageFailureWords {
  chunkTitle: string;
  chunkText: string;
  errorTitle: string;
  errorText: string;
  reload: string;
}

export const PAGE_FAILURE: PageFailureWords = {
  ...CHUNK_ERROR_BOUNDARY,
  chunkText: TEXTS.chunkFailed,
  reload: TEXTS.reload,
};

export const STARTUP_GATE = {
  title: '站点暂时无法打开',
};

export const MINI_PROGRAM_ENTRY = {
  register: '在小程序中报名',
  web: '或在网页中报名',
};
