/** Copy of the industry solutions overview (/industry). */
export const INDUSTRY_PAGE = {
  top: { brandLabel: (firm: string) => `${firm}首页`, home: '← 返回首页' },
  hero: {
    eyebrow: (firm: string) => `${firm} · 行业解决方案`,
    title: '七大行业，一张懂行的专家网络',
    lead: '按行业组建的研究团队，熟悉每个赛道真正的问题。无论您在做投资判断、交易尽调、咨询项目还是经营决策，我们都能在一天之内找到合适的人。',
    indexLabel: '行业目录',
    /** Beside the number of industries. */
    mosaicCount: '大行业',
  },
  figures: {
    teams: { value: (n: number) => `${n}个`, label: '行业研究团队' },
    segments: { value: (n: number) => `${n}个`, label: '细分领域' },
    leads: { value: (n: number) => `${n}位`, label: '行业研究负责人' },
    matching: { value: '72小时', label: '最长匹配时间' },
    source: '来源：知桥行业研究团队，截至 2026 年 10 月',
  },
  list: {
    label: '行业解决方案列表',
    segments: '细分领域',
    clients: '典型客户',
    clientNames: (names: string[]) => `${names.join('、')}等`,
    link: (industry: string) => `查看${industry}解决方案`,
  },
  cta: {
    title: '告诉我们您的问题，我们找到懂行的人',
    /** `within`: withinDays() of the enquiry's answer days. */
    text: (within: string) => `不确定属于哪个行业，或者问题横跨多个领域？选择一种服务留下需求，顾问会在 ${within}联系您。`,
  },
  foot: { home: '返回首页', contact: '联系我们' },
};
