/** Copy of the about page (/aboutUs). */
export const ABOUT_US_PAGE = {
  who: { title: '我们是谁' },
  history: { title: '发展历程' },
  offices: {
    title: '全球办公室',
    lead: (cities: number) => `总部位于上海，在${cities}个城市设有办公室，服务覆盖 60 多个国家与地区。`,
    headquarters: '总部',
  },
  vetting: {
    title: '专家如何审核',
    lead: '每一位专家在进入专家库之前、每一次访谈之前，都要经过以下步骤。',
    complianceLink: '合规中心：冲突检查、记录与审计、我们拒绝的话题',
    expertLink: '您是行业从业者？了解如何成为知桥专家',
  },
  compliance: { title: '合规声明' },
};
