/** Copy of the cases list (/case). */
export const CASES_PAGE = {
  listTitle: '案例列表',
  filter: { service: '服务', allServices: '全部服务' },
  total: (total: number) => `共 ${total} 个案例`,
  pagerLabel: '案例列表分页',
  loading: '正在加载案例…',
  empty: { title: '暂无符合条件的案例', text: '换个行业或服务看看，也可以直接联系我们了解相关项目经验。' },
};
