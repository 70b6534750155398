/** Main sections in the header navigation and footer. */
export interface NavItem {
  label: string;
  path: string;
}

export const MAIN_NAV: readonly NavItem[] = [
  { label: '首页', path: '/' },
  { label: '产品与服务', path: '/service' },
  { label: '活动中心', path: '/activeList' },
  { label: '资料中心', path: '/down' },
  { label: '行业解决方案', path: '/industry' },
  { label: '关于我们', path: '/aboutUs' },
  { label: '联系我们', path: '/contactUs' },
];

export const FOOTER_LINKS: readonly NavItem[] = [
  { label: '知识库', path: '/newActive' },
  { label: '案例研究', path: '/case' },
  { label: '近期热点', path: '/hotspot' },
  { label: '深度洞察', path: '/deepInsight' },
  { label: '个人中心', path: '/user' },
  { label: '个人信息保护说明', path: '/privacy' },
];

/** The primary call to action in the header. */
export const HEADER_CTA: NavItem = { label: '预约专家', path: '/meetingForm' };
