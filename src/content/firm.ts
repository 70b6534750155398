/** The firm's identity as visitors read it (header, footer, contact page, share cards, titles). */
export const FIRM = {
  name: '知桥咨询',
  fullName: '知桥咨询（上海）有限公司',
  slogan: '连接行业专家，让决策更有把握',
  microSiteTitle: '知桥咨询微站',
  phone: '400-820-6618',
  email: 'hello@zhiqiao-consulting.cn',
  address: '上海市静安区南京西路1515号嘉里中心二座21层',
} as const;

/** Title shown by routes that have no title of their own. */
export const DEFAULT_TITLE = FIRM.name;

/** A browser-tab title: the given parts, most specific first, then the firm ('服务详情 - 知桥咨询'). */
export const pageTitle = (...parts: (string | undefined)[]) => [...parts.filter(Boolean), DEFAULT_TITLE].join(' - ');

/** A page's browser-tab title: an English page's own (it names the firm in English), else `pageTitle` of its title. */
export const titleOfPage = (route: { title?: string; locale?: 'en' } | undefined) =>
  route?.locale === 'en' && route.title ? route.title : pageTitle(route?.title);
