/** The words of the shared components (src/components/) every page may show: content states, the call-to-action band, the QR code. */

export const CONTENT_STATE = {
  loading: '正在加载内容…',
  errorTitle: '加载失败',
  errorText: '内容暂时无法加载，请稍后重试。',
  retry: '重新加载',
};

export const CTA_BAND = {
  call: (phone: string) => `或致电 ${phone}`,
};

export const SITE_QR_CODE = {
  alt: (site: string, url: string) => `${site}二维码：${url}`,
  loading: '二维码生成中…',
  failed: '二维码暂时无法显示，请直接访问本站网址。',
  title: (site: string) => `手机扫码访问${site}`,
  text: '在手机上浏览活动、下载资料，随时提交咨询需求。',
};
