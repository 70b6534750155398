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

export const ARTICLE_LIST = {
  tagLabel: '标签',
  /** `noun` counts the articles (篇深度洞察); `tag`, the tag filtered by. */
  total: (total: number, noun: string, tag?: string) => `共 ${total} ${noun}${tag ? `（标签：${tag}）` : ''}`,
  pagerLabel: '文章列表分页',
  loading: '正在加载文章…',
  empty: { title: '没有符合条件的文章', text: '换个行业或标签看看，新的内容发布后会第一时间出现在这里。' },
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

export const RELATED_CONTENT = {
  loading: '正在加载相关案例与资料…',
  cases: {
    title: '客户案例',
    /** The count once the list has answered. */
    all: (total?: number) => `查看全部${total === undefined ? '' : ` ${total} 个`}案例 →`,
    empty: (subject: string) => `「${subject}」的客户案例正在整理中，欢迎联系顾问了解项目经验。`,
  },
  materials: {
    title: '相关资料',
    all: (total: number) => `查看全部${total ? ` ${total} 份` : ''}资料 →`,
    empty: (subject: string) => `「${subject}」的相关资料正在整理中。`,
  },
};
