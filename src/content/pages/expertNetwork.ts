/** Copy of the expert network page (/expertNetwork). */
export const EXPERT_NETWORK_PAGE = {
  hero: { rulesLink: '我们对专家的要求' },
  steps: { title: '合作方式', lead: '付费咨询以电话或视频进行，时间由您决定；每一次都由研究员事先说明话题。' },
  rules: {
    title: '我们对专家的要求',
    lead: '这些规则保护您，也保护客户：每位专家入库时签署承诺，每次咨询前我们都会再次提醒。',
    more: '合规中心：冷静期、培训、我们向客户展示什么、如何退出',
  },
  pay: { title: '报酬如何结算' },
  faq: { title: '常见问题' },
};
