/** Copy of the hot topics list (/hotspot). */
export const HOTSPOT_PAGE = {
  /** The list's hidden heading, and what its count counts. */
  list: { heading: '热点列表', noun: '条热点' },
};
