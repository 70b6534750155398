/**
 * The route table: the single source of every path of the site, its page component,
 * Chinese title, meta description and whether the common layout wraps it.
 * .umirc.ts, the document title, robots meta, the sitemap and the browser tests all read it.
 */
import { FORMS, type RoutedFormDefinition } from './forms';
import { INDUSTRIES, industryLandingPath } from './industries';
import { sharePicturePath } from './sharePictures';

/** Page components under src/pages; one per kind of page, variants come from route data. */
export type PageName =
  | 'Home'
  | 'User'
  | 'ActiveList'
  | 'ActiveInfo'
  | 'Service'
  | 'ServiceContent'
  | 'ServiceDown'
  | 'ContactUs'
  | 'ArticleHub'
  | 'Topic'
  | 'Materials'
  | 'Cases'
  | 'DownPdf'
  | 'MaterialReader'
  | 'DownCollect'
  | 'Hotspot'
  | 'DeepInsight'
  | 'AboutUs'
  | 'ExpertNetwork'
  | 'Industry'
  | 'IndustryLanding'
  | 'LeadForm'
  | 'LeadResult'
  | 'Privacy'
  | 'Test'
  | 'Exception'
  | 'NotFound';

export type TopicKey = 'aiEra' | 'fourteen';

export interface RouteEntry {
  path: string;
  page: PageName;
  /** Chinese title; omitted where the spec leaves the page untitled (the default title shows). */
  title?: string;
  /** Chinese meta description. */
  description: string;
  /** Whether the common layout (header, nav, footer) wraps the page. */
  layout: boolean;
  /** Kept out of search indexing (robots noindex, excluded from the sitemap). */
  noindex?: boolean;
  /** `false`: WeChat's share entries are hidden on the page (results, personal pages, QA). */
  share?: false;
  /** Title of the WeChat share card where the page has no title of its own (untitled forms). */
  shareTitle?: string;
  /** Share card picture below the router base (default: the firm's, BRAND_PICTURES in src/config/sharePictures.ts). */
  shareImage?: string;
  /** A QA tool: built only with the QA_PANEL=1 build flag (and in `max dev`), never in a production build. */
  qaOnly?: boolean;
  /** Variant data read by the page through useRouteProps(). */
  formKey?: string;
  industrySlug?: string;
  topicKey?: TopicKey;
}

const page = (
  path: string,
  pageName: PageName,
  title: string | undefined,
  description: string,
  extra: Partial<RouteEntry> = {},
): RouteEntry => ({
  path,
  page: pageName,
  title,
  description,
  layout: true,
  ...extra,
});

const CONTENT_ROUTES: RouteEntry[] = [
  page('/', 'Home', '知桥咨询微站', '知桥咨询：连接全球行业专家，为投资机构与企业提供专家访谈、定制研究与行业洞察。'),
  page('/user', 'User', '个人中心', '查看您提交的咨询、活动报名、收藏与下载记录。', { noindex: true, share: false }),
  page('/activeList', 'ActiveList', '活动中心', '知桥咨询线上线下行业活动、直播与闭门研讨会。'),
  page('/activeInfo', 'ActiveInfo', '活动详情', '活动议程、嘉宾、时间地点与报名信息。'),
  page('/service', 'Service', '产品与服务', '专家访谈、定制洞察、定量研究与企业培训等全部服务。'),
  page('/serviceContent', 'ServiceContent', '服务详情', '服务内容、流程、交付物与相关案例。'),
  page('/serviceDown', 'ServiceDown', '服务相关资料', '下载知桥咨询各项服务的介绍手册。'),
  page('/contactUs', 'ContactUs', '联系我们', '知桥咨询各地办公室地址、电话、邮箱与工作时间。'),
  page('/newActive', 'ArticleHub', '知识库', '知桥知识库：研究报告、深度洞察与近期热点一站浏览。'),
  page('/aiEra', 'Topic', '生成式AI时代', '生成式AI时代的产业机会、落地路径与专家观点。', { topicKey: 'aiEra' }),
  page('/fourteen', 'Topic', 'AI驱动的未来', 'AI驱动的未来：行业变革趋势与企业应对策略。', { topicKey: 'fourteen' }),
  page('/down', 'Materials', '资料下载', '研究报告、白皮书与服务手册下载。'),
  page('/case', 'Cases', '案例研究', '知桥咨询客户案例：挑战、方法与可衡量的成果。'),
  page('/downPdf', 'DownPdf', 'PDF下载', '资料摘要与PDF下载。'),
  page('/downPdfBak', 'MaterialReader', '资料下载', '在浏览器中打开或通过邮件获取资料。'),
  page('/downCollect', 'DownCollect', '我的收藏', '您在本设备上收藏的资料。', { noindex: true, share: false }),
  page('/hotspot', 'Hotspot', '近期热点', '行业近期热点速览与专家短评。'),
  page('/deepInsight', 'DeepInsight', '深度洞察', '知桥研究团队的行业深度长文。'),
  page('/aboutUs', 'AboutUs', '关于我们', '知桥咨询的历史、办公室、专家审核流程与合规声明。'),
  page(
    '/expertNetwork',
    'ExpertNetwork',
    '成为知桥专家',
    '面向行业从业者：以电话或视频参与付费咨询，时间由您决定；了解合作方式、合规要求与报酬结算。',
  ),
  page('/industry', 'Industry', '行业解决方案', '知桥咨询七大行业解决方案总览。', { layout: false }),
  page('/privacy', 'Privacy', '个人信息保护说明', '知桥咨询如何收集、使用、保存您的个人信息，以及如何撤回同意。'),
  page('/exception', 'Exception', '页面出错', '请求出错时的说明页面。', { noindex: true, share: false }),
  page('/test', 'Test', undefined, 'QA 测试面板。', { layout: false, noindex: true, qaOnly: true, share: false }),
];

const INDUSTRY_ROUTES: RouteEntry[] = INDUSTRIES.map((industry) =>
  page(industryLandingPath(industry.slug), 'IndustryLanding', `行业解决方案 · ${industry.name}`, `${industry.name}：${industry.summary}`, {
    industrySlug: industry.slug,
    shareImage: sharePicturePath('industry', industry.slug, 'square'),
  }),
);

const formRoute = (form: RoutedFormDefinition): RouteEntry =>
  page(form.path, 'LeadForm', form.title, `${form.topic}：填写需求，知桥咨询顾问将尽快与您联系。`, {
    formKey: form.key,
    ...(form.title ? {} : { shareTitle: form.topic }),
  });

/** Result pages; several forms may share one (it names the topic from ?form=). */
const resultRoutes = (forms: readonly RoutedFormDefinition[]): RouteEntry[] => {
  const byPath = new Map<string, RouteEntry>();
  for (const form of forms) {
    if (byPath.has(form.resultPath)) continue;
    const shared = forms.filter((f) => f.resultPath === form.resultPath).length > 1;
    byPath.set(
      form.resultPath,
      page(form.resultPath, 'LeadResult', form.resultTitle, '提交表单后的确认与下一步安排。', {
        noindex: true,
        share: false,
        formKey: shared ? undefined : form.key,
      }),
    );
  }
  return [...byPath.values()];
};

export const ROUTES: readonly RouteEntry[] = [...CONTENT_ROUTES, ...INDUSTRY_ROUTES, ...FORMS.map(formRoute), ...resultRoutes(FORMS)];

/** Whether a build includes the QA tools (/test): only with the build flag QA_PANEL=1 (npm run test:e2e) or in `max dev`. */
export const qaPanelInBuild = (env: Record<string, string | undefined>) => env.QA_PANEL === '1' || env.NODE_ENV === 'development';

/** The routes a build serves: QA tools only when the build asks for them (QA_PANEL=1, see .umirc.ts). */
export const buildRoutes = ({ qaPanel }: { qaPanel: boolean }): RouteEntry[] => ROUTES.filter((r) => qaPanel || !r.qaOnly);

/** The module of a page component, as a route's `component` names it (relative to src/pages). */
export const pageComponent = (page: PageName) => `./${page}/index`;

/** Shown for any path outside the table. */
export const NOT_FOUND_ROUTE: RouteEntry = page('*', 'NotFound', '页面不存在', '您访问的页面不存在。', { noindex: true, share: false });

export const findRoute = (path: string): RouteEntry | undefined => {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return ROUTES.find((r) => r.path === clean);
};
