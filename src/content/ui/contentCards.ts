/** The words of the content cards and lists (src/features/content/), which the home page shows: one object per component. */

export const ACTIVITY_CARD = {
  time: '时间',
  place: '地点',
};

export const ACTIVITY_VISUAL = {
  month: (month: number) => `${month}月`,
  /** In place of the month and the day while the date is unknown. */
  noMonth: '日期',
  noDay: '待定',
  weekday: (weekday: string) => `周${weekday}`,
  /** The hero's line under the date. */
  yearWeekday: (year: number, weekday: string) => `${year} · 周${weekday}`,
};

export const ARTICLE_CARD = {
  tagsLabel: '标签',
  readingTime: (minutes: number) => `约 ${minutes} 分钟读完`,
};

export const HOT_TOPIC_CARD = {
  expert: (name: string) => `专家：${name}`,
};

export const CASE_CARD = {
  resultsLabel: '项目成果',
  duration: (duration: string) => `周期 ${duration}`,
};

export const SERVICE_CARD = {
  more: '了解详情 →',
};

/** The home page's newest insights and hot topics. */
export const RESEARCH_HIGHLIGHTS = {
  title: '最新洞察',
  lead: '研究团队的深度长文与一线专家的热点短评，每周更新。',
  more: '进入知识库',
};

/** The home page's newest cases. */
export const CASE_HIGHLIGHTS = {
  title: '精选案例',
  lead: '客户名称均已匿名；成果数字来自项目复盘。',
  more: '查看全部案例',
};
