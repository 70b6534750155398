/** The words of the article list and the related content (src/features/content/), apart from the cards the home page shows. */

export const ARTICLE_LIST = {
  tagLabel: '标签',
  /** `noun` counts the articles (篇深度洞察); `tag`, the tag filtered by. */
  total: (total: number, noun: string, tag?: string) => `共 ${total} ${noun}${tag ? `（标签：${tag}）` : ''}`,
  pagerLabel: '文章列表分页',
  loading: '正在加载文章…',
  empty: { title: '没有符合条件的文章', text: '换个行业或标签看看，新的内容发布后会第一时间出现在这里。' },
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
