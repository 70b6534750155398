/** Copy of the topic pages (/aiEra, /fourteen): the template's own words around each topic's content. */
export const TOPIC_PAGE = {
  hero: { insightsLink: '阅读相关洞察' },
  thesis: { title: '核心判断' },
  figures: { title: '关键数据', label: '关键数据' },
  insights: {
    title: '相关深度洞察',
    lead: (tag: string) => `标签为“${tag}”的行业长文。`,
    empty: { title: '相关洞察正在撰写中', text: '您可以先浏览全部深度洞察。' },
    more: '查看全部深度洞察',
  },
  hotTopics: {
    title: '相关热点',
    empty: '暂无相关热点',
    more: (tag: string) => `查看更多“${tag}”热点 →`,
  },
  activities: { title: '相关活动', more: '查看更多活动' },
  /** A topic route whose topic is not there. */
  missing: { title: '专题', text: '该专题正在筹备中', action: '前往知识库' },
};
