/** Copy of an industry's landing page (/industryLanding/<slug>). */
export const INDUSTRY_LANDING_PAGE = {
  notFound: { title: '未找到该行业', text: '这个行业页面不存在或已调整。', back: '查看全部行业解决方案' },
  hero: {
    eyebrow: '行业解决方案',
    all: '全部行业解决方案',
    source: (industry: string) => `来源：知桥${industry}研究团队 2025 年项目记录`,
  },
  offers: { title: '我们能为您做什么' },
  segments: { title: '覆盖的细分领域', lead: '每个细分领域都有专属研究员与经过审核的专家库，专家数量每日更新。' },
  questions: { title: '客户常带来的问题', clients: '典型客户' },
  leads: {
    title: '行业研究团队',
    lead: (industry: string) => `${industry}团队的研究负责人：提交需求后，由熟悉该赛道的研究员为您筛选专家。`,
  },
  services: {
    title: '适用的服务',
    lead: (industry: string) => `以下服务最常用于${industry}相关的项目。`,
    loading: '正在加载服务…',
    empty: { title: '暂无专门对应的服务', text: '顾问可以为您组合现有服务，或定制研究方案。', action: '查看全部服务' },
  },
  activities: {
    title: '近期活动',
    loading: '正在加载活动…',
    empty: { title: '该行业近期暂无活动', text: '新的闭门会与直播排期后会第一时间在活动中心发布。' },
    more: (industry: string) => `查看${industry}的全部活动`,
  },
  cta: {
    title: (industry: string) => `聊聊您在${industry}领域的问题`,
    /** `within`: withinDays() of the enquiry's answer days. */
    text: (within: string) => `留下研究主题与时间要求，顾问会在 ${within}给出专家匹配方案与报价。`,
    contact: '联系我们',
  },
};
