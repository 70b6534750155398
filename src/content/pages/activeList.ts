/** Copy of the activities list (/activeList). */
export const ACTIVE_LIST_PAGE = {
  listTitle: '活动列表',
  filter: { when: '活动时间', format: '形式' },
  total: (total: number, past: boolean) => `共 ${total} 场${past ? '往期' : '即将举办的'}活动`,
  pagerLabel: '活动列表分页',
  loading: '正在加载活动…',
  empty: {
    title: '暂无符合条件的活动',
    pastTitle: '没有符合条件的往期活动',
    text: '换个行业或活动形式看看，新活动发布后也会在这里第一时间展示。',
  },
};
