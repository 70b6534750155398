/**
 * The titles of the route table's pages (src/config/routes.ts), by path: the tab title and the WeChat share card's.
 * A kind's list page is titled with the kind's name (src/kinds/index.ts), a form's page with the form's title. A leaf of
 * the catalogue: it reads nothing, so the settings may read it.
 */

export const ROUTE_TITLES = {
  '/': '知桥咨询微站',
  '/user': '个人中心',
  '/activeInfo': '活动详情',
  '/serviceContent': '服务详情',
  '/serviceDown': '服务相关资料',
  '/contactUs': '联系我们',
  '/newActive': '知识库',
  '/aiEra': '生成式AI时代',
  '/fourteen': 'AI驱动的未来',
  '/downPdf': 'PDF下载',
  '/downPdfBak': '资料下载',
  '/downCollect': '我的收藏',
  '/aboutUs': '关于我们',
  '/expertNetwork': '成为知桥专家',
  '/industry': '行业解决方案',
  '/privacy': '个人信息保护说明',
  '/compliance': '合规中心',
  '/campaignResult': '提交结果',
  '/exception': '页面出错',
} satisfies Record<string, string>;

export type TitledPath = keyof typeof ROUTE_TITLES;

/** An industry's landing page: the overview's title and the industry's name. */
export const industryPageTitle = (industryName: string) => `${ROUTE_TITLES['/industry']} · ${industryName}`;

/** Any path outside the table. */
export const NOT_FOUND_TITLE = '页面不存在';
