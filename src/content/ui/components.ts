/** The words of the shared components (src/components/), one object per component. */

export const CONTENT_STATE = {
  loading: '正在加载内容…',
  errorTitle: '加载失败',
  errorText: '内容暂时无法加载，请稍后重试。',
  retry: '重新加载',
};

export const CTA_BAND = {
  call: (phone: string) => `或致电 ${phone}`,
};

export const FILTER_BAR = {
  industry: '行业',
  allIndustries: '全部行业',
  all: '全部',
  clear: '清除筛选',
};

export const FORM_ART = {
  workingDays: (days: number) => `${days}个工作日`,
};

export const LIST_BODY = {
  clear: '清除筛选',
};

export const PAGER = {
  label: '分页',
  previous: '上一页',
  next: '下一页',
  page: (page: number) => `第 ${page} 页`,
};

export const SITE_QR_CODE = {
  alt: (site: string, url: string) => `${site}二维码：${url}`,
  loading: '二维码生成中…',
  failed: '二维码暂时无法显示，请直接访问本站网址。',
  title: (site: string) => `手机扫码访问${site}`,
  text: '在手机上浏览活动、下载资料，随时提交咨询需求。',
};
