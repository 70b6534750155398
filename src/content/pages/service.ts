/** Copy of the services catalogue (/service). */
export const SERVICE_PAGE = {
  hero: { brochures: '下载服务手册' },
  list: {
    title: '全部服务',
    lead: '选择一项服务查看流程、交付成果与常见问题；不确定选哪一项，直接告诉我们您的问题。',
    filter: { label: '按行业筛选', all: '全部行业' },
    total: (total: number) => `共 ${total} 项服务`,
    loading: '正在加载服务…',
    empty: { title: '该行业暂无对应服务', text: '换一个行业看看，或直接联系顾问为您定制方案。', action: '查看全部服务' },
  },
  how: { title: '我们如何合作', lead: '无论哪项服务，您都会有一位专属顾问，从第一个问题跟进到最终交付。' },
  why: { title: '为什么选择知桥' },
};
