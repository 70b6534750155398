/** Copy of the service brochures page (/serviceDown). */
export const SERVICE_DOWN_PAGE = {
  hero: { allMaterials: '查看全部研究资料' },
  loading: '正在加载服务手册…',
  empty: { title: '暂无可下载的服务手册', text: '手册更新后会在这里发布，您也可以联系顾问直接获取。' },
  group: { more: '了解服务 →' },
};
