/** Copy of the library page (/newActive): search, the latest articles and the tag cloud. */
export const ARTICLE_HUB_PAGE = {
  search: { label: '搜索知识库', placeholder: '搜索标题或标签，如：创新药、大模型', submit: '搜索' },
  loading: '正在加载知识库…',
  results: {
    title: (q: string) => `“${q}”的搜索结果`,
    count: (insights: number, hotTopics: number) => `找到 ${insights} 篇深度洞察、${hotTopics} 条近期热点`,
    clear: '清除搜索',
    empty: { title: '没有找到相关文章', text: '换个关键词试试，或从下方的热门标签开始浏览。' },
  },
  insights: { title: '最新深度洞察', more: '全部深度洞察' },
  hotTopics: { title: '近期热点', more: '全部近期热点' },
  tags: { title: '热门标签', lead: '点击标签，查看带有该标签的全部文章。' },
};
