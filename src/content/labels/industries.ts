/**
 * What the seven industries are called and what each is about (src/config/industries.ts holds the rest of each).
 * A leaf of the catalogue: it reads nothing but types, so the settings may read it.
 */
import type { IndustrySlug } from '../../config/industrySlugs';

export interface IndustryWords {
  name: string;
  summary: string;
}

export const INDUSTRY_LABELS: Record<IndustrySlug, IndustryWords> = {
  two: { name: '私募股权投资', summary: '为投前尽调、投后管理与退出决策提供一线行业专家视角。' },
  three: { name: '二级市场投资', summary: '以产业链专家访谈与数据验证，支撑投研观点与持仓判断。' },
  four: { name: '投资银行与研究', summary: '为IPO、并购与行业研究快速匹配可信赖的产业专家。' },
  five: { name: '咨询公司服务', summary: '为咨询项目提供专家访谈、问卷调研与行业数据支持。' },
  six: { name: '工业、化工与材料', summary: '覆盖高端装备、精细化工与新材料的产业洞察。' },
  seven: { name: '医疗器械、诊断、制药与生物科技', summary: '连接临床、研发、注册与市场准入领域的资深专家。' },
  eight: { name: '科技', summary: '聚焦半导体、云计算、人工智能与企业软件的前沿判断。' },
};
