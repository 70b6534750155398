/** Copy of the saved materials page (/downCollect). */
export const DOWN_COLLECT_PAGE = {
  /** A material's kind when it has no name of its own. */
  kindFallback: '资料',
  list: {
    /** Around the count: "已收藏 3 份资料". */
    before: '已收藏',
    after: '份资料',
    loading: '正在读取收藏…',
    savedAt: (time: string) => `${time} 收藏`,
    view: '查看与下载',
    remove: '移除',
    removeLabel: (title: string) => `移除「${title}」`,
  },
  empty: {
    title: '还没有收藏资料',
    text: '在资料列表或资料详情页点击“收藏”，想读的报告就会保存在这里。',
    action: '去资料下载看看',
  },
};
