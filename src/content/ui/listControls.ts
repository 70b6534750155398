/** The words of the list pages' controls (src/components/): the filter bar, the list body and the pager. */

export const FILTER_BAR = {
  industry: '行业',
  allIndustries: '全部行业',
  all: '全部',
  clear: '清除筛选',
};

export const LIST_BODY = {
  clear: '清除筛选',
};

export const PAGER = {
  label: '分页',
  previous: '上一页',
  next: '下一页',
  page: (page: number) => `第 ${page} 页`,
};
