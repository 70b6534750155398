/** The words of the industry landing pages' parts (src/features/industry/), one object per component. */

export const INDUSTRY_RELATED = {
  title: '行业案例与资料',
  lead: (industry: string) => `${industry}客户带着什么问题来，又如何得到答案；以及本行业的研究报告与白皮书。`,
};

export const RESEARCH_LEADS = {
  role: (role: string, years: number) => `${role} · 行业经验 ${years} 年`,
  focus: '研究方向',
};

export const SEGMENT_LIST = {
  loading: '正在加载细分领域…',
  error: '细分领域清单暂时无法加载。您仍可浏览下方的服务与活动，或稍后重试。',
  /** After the count in bold. */
  experts: '位认证专家',
};
