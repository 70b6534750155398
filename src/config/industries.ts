/** The seven industry landing pages of spec section 2 (paths /industryLanding/two … /eight). */

export interface IndustryLandingDefinition {
  /** The path segment after /industryLanding/. */
  slug: 'two' | 'three' | 'four' | 'five' | 'six' | 'seven' | 'eight';
  /** The landing id passed as ?id= to GET /api/platform/industry. */
  id: string;
  name: string;
  summary: string;
}

export const INDUSTRY_LANDINGS: readonly IndustryLandingDefinition[] = [
  { slug: 'two', id: '2', name: '私募股权投资', summary: '为投前尽调、投后管理与退出决策提供一线行业专家视角。' },
  { slug: 'three', id: '3', name: '二级市场投资', summary: '以产业链专家访谈与数据验证，支撑投研观点与持仓判断。' },
  { slug: 'four', id: '4', name: '投资银行与研究', summary: '为IPO、并购与行业研究快速匹配可信赖的产业专家。' },
  { slug: 'five', id: '5', name: '咨询公司服务', summary: '为咨询项目提供专家访谈、问卷调研与行业数据支持。' },
  { slug: 'six', id: '6', name: '工业、化工与材料', summary: '覆盖高端装备、精细化工与新材料的产业洞察。' },
  { slug: 'seven', id: '7', name: '医疗器械、诊断、制药与生物科技', summary: '连接临床、研发、注册与市场准入领域的资深专家。' },
  { slug: 'eight', id: '8', name: '科技', summary: '聚焦半导体、云计算、人工智能与企业软件的前沿判断。' },
];

export const industryLandingPath = (slug: IndustryLandingDefinition['slug']) => `/industryLanding/${slug}`;

/** A landing id the mocked industry API answers with a non-1000 code, so QA can see the failure. */
export const INDUSTRY_FAILURE_ID = '0';
