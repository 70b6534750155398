/** Main sections in the header navigation and footer. */
export interface NavItem {
  label: string;
  path: string;
  /** Analytics item key of the link (`data-item-key`). */
  trackKey?: string;
}

export const MAIN_NAV: readonly NavItem[] = [
  { label: '首页', path: '/', trackKey: 'nav-home' },
  { label: '产品与服务', path: '/service', trackKey: 'nav-service' },
  { label: '活动中心', path: '/activeList', trackKey: 'nav-activeList' },
  { label: '资料中心', path: '/down', trackKey: 'nav-down' },
  { label: '行业解决方案', path: '/industry', trackKey: 'nav-industry' },
  { label: '关于我们', path: '/aboutUs', trackKey: 'nav-aboutUs' },
  { label: '联系我们', path: '/contactUs', trackKey: 'nav-contactUs' },
];

export const FOOTER_LINKS: readonly NavItem[] = [
  { label: '知识库', path: '/newActive', trackKey: 'footer-newActive' },
  { label: '案例研究', path: '/case', trackKey: 'footer-case' },
  { label: '近期热点', path: '/hotspot', trackKey: 'footer-hotspot' },
  { label: '深度洞察', path: '/deepInsight', trackKey: 'footer-deepInsight' },
  { label: '个人中心', path: '/user', trackKey: 'footer-user' },
  { label: '个人信息保护说明', path: '/privacy', trackKey: 'footer-privacy' },
];

/** The primary call to action in the header. */
export const HEADER_CTA: NavItem = { label: '预约专家', path: '/meetingForm', trackKey: 'nav-cta' };
