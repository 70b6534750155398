/** Copy of the materials list (/down). */
export const MATERIALS_PAGE = {
  hero: {
    saved: (count: number) => `我的收藏${count ? `（${count}）` : ''}`,
    brochures: '服务手册',
  },
  listTitle: '资料列表',
  filter: { type: '类型', service: '服务', someService: '指定服务', clearService: '取消服务筛选' },
  total: (total: number) => `共 ${total} 份资料`,
  pagerLabel: '资料列表分页',
  loading: '正在加载资料…',
  empty: { title: '暂无符合条件的资料', text: '换个类型或行业看看；新的研究报告发布后也会第一时间出现在这里。' },
};
