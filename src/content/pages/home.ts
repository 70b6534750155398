/** Copy of the home page (/). */
export const HOME_PAGE = {
  hero: { figuresLabel: '关键数字' },
  services: { title: '我们的服务', lead: '从一次专家访谈到一项完整研究，按您的问题组合服务。' },
  activities: { title: '近期活动', lead: '闭门研讨、线上分享与直播，与行业专家面对面。', more: '查看全部活动' },
  industries: {
    title: '行业解决方案',
    lead: '七大行业研究团队，熟悉每个赛道的关键问题。',
    all: { title: '全部行业解决方案 →', text: '七个行业的研究团队、细分领域与典型客户，一页看全。' },
  },
};
