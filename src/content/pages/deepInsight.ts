/** Copy of the deep insights list (/deepInsight). */
export const DEEP_INSIGHT_PAGE = {
  /** The list's hidden heading, and what its count counts. */
  list: { heading: '文章列表', noun: '篇深度洞察' },
};
