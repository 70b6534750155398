/**
 * The meta description of every address (search results, share cards). A page with a hero keeps its description beside
 * the hero, in its own copy file (a kind's list page: its module, src/kinds/<kind>.ts); the pages without one keep it here; forms, result
 * pages and industry landings take theirs from their data. The route table (settings) carries none: .umirc.ts, the
 * pre-renderer and the tests ask `describeRoute`.
 */
import { formByKey } from '../config/forms';
import { ENGLISH_FORMS } from '../config/forms/englishForms';
import { findIndustry } from '../config/industries';
import type { RouteEntry } from '../config/routes';
import { CONTENT_KINDS, ITEM_KINDS } from '../kinds';
import { KIND_MODULES } from '../kinds/all';
import { ABOUT_DESCRIPTION } from './company';
import { COMPLIANCE_DESCRIPTION } from './compliance';
import { ENGLISH_ABOUT } from './en/about';
import { ENGLISH_COMPLIANCE } from './en/compliance';
import { ENGLISH_EVENTS } from './en/events';
import { ENGLISH_EXPERT_NETWORK } from './en/expertNetwork';
import { ENGLISH_HOME } from './en/home';
import { ENGLISH_FORM_PAGES } from './en/leadPages';
import { ENGLISH_NOT_FOUND } from './en/notFound';
import { ENGLISH_PRIVACY } from './en/privacy';
import { ENGLISH_RESEARCH } from './en/research';
import { ENGLISH_SERVICES } from './en/services';
import { EXPERT_DESCRIPTION } from './expertNetwork';
import { HOME_DESCRIPTION } from './home';
import { PAGE_DESCRIPTIONS } from './pageCopy';
import { PRIVACY_DESCRIPTION } from './privacy';
import { TOPICS } from './topics';

const NOT_FOUND = '您访问的页面不存在。';
const RESULT = '提交表单后的确认与下一步安排。';

/** The pages of the route table with an address of their own, by path (each kind's list page: its module). */
const BY_PATH: Record<string, string> = {
  ...Object.fromEntries(ITEM_KINDS.map((kind) => [CONTENT_KINDS[kind].parent, KIND_MODULES[kind].copy.list.description])),
  '/': HOME_DESCRIPTION,
  '/en': ENGLISH_HOME.description,
  '/en/services': ENGLISH_SERVICES.description,
  '/en/about': ENGLISH_ABOUT.description,
  '/en/compliance': ENGLISH_COMPLIANCE.description,
  '/en/privacy': ENGLISH_PRIVACY.description,
  '/en/experts': ENGLISH_EXPERT_NETWORK.description,
  '/en/research': ENGLISH_RESEARCH.description,
  '/en/events': ENGLISH_EVENTS.description,
  ...Object.fromEntries(
    ENGLISH_FORMS.flatMap((form) => [
      [form.path, ENGLISH_FORM_PAGES[form.key].description],
      [form.resultPath, ENGLISH_FORM_PAGES[form.key].result.description],
    ]),
  ),
  '/user': '查看您提交的咨询、活动报名、收藏与下载记录。',
  '/activeInfo': '活动议程、嘉宾、时间地点与报名信息。',
  '/serviceContent': '服务内容、流程、交付物与相关案例。',
  '/serviceDown': PAGE_DESCRIPTIONS.serviceDown,
  '/contactUs': PAGE_DESCRIPTIONS.contactUs,
  '/newActive': PAGE_DESCRIPTIONS.library,
  '/aiEra': TOPICS.aiEra.description,
  '/fourteen': TOPICS.fourteen.description,
  '/downPdf': '资料摘要与PDF下载。',
  '/downPdfBak': '在浏览器中打开或通过邮件获取资料。',
  '/downCollect': PAGE_DESCRIPTIONS.downCollect,
  '/aboutUs': ABOUT_DESCRIPTION,
  '/expertNetwork': EXPERT_DESCRIPTION,
  '/industry': '知桥咨询七大行业解决方案总览。',
  '/privacy': PRIVACY_DESCRIPTION,
  '/compliance': COMPLIANCE_DESCRIPTION,
  '/campaignResult': RESULT,
  '/exception': '请求出错时的说明页面。',
  '/test': 'QA 测试面板。',
};

/** The meta description of a route; throws for a page of the table that has none (the build stops there). */
export function describeRoute(route: RouteEntry): string {
  switch (route.page) {
    case 'LeadForm': {
      const form = route.formKey ? formByKey(route.formKey) : undefined;
      if (form) return `${form.topic}：填写需求，知桥咨询顾问将尽快与您联系。`;
      break;
    }
    case 'LeadResult':
      return RESULT;
    case 'IndustryLanding': {
      const industry = findIndustry(route.industrySlug);
      if (industry) return `${industry.name}：${industry.summary}`;
      break;
    }
    case 'NotFound':
      return NOT_FOUND;
    case 'EnglishNotFound':
      return ENGLISH_NOT_FOUND.description;
    default:
      if (BY_PATH[route.path]) return BY_PATH[route.path];
  }
  throw new Error(`no meta description for ${route.path}: add one beside the page's hero or in src/content/pageMeta.ts`);
}
