/** Copy of a material's page (/downPdf?id=): its facts, findings, contents and audience. */
export const DOWN_PDF_PAGE = {
  facts: {
    type: '类型',
    pages: '页数',
    pagesValue: (pages: number) => `${pages} 页`,
    size: '大小',
    published: '发布',
    industry: '行业',
  },
  hero: { gated: '填写信息后下载', free: '免费下载', all: '全部资料' },
  findings: { title: '主要发现', brochure: '手册要点' },
  contents: { title: '目录' },
  audience: {
    title: '适合谁读',
    /** The material's service: the text, then the link. */
    service: '本资料与我们的服务相关：',
    serviceLink: '了解服务详情 →',
    note: '资料基于专家访谈与公开信息整理，仅供研究参考，不构成投资建议；专家不提供任何重大非公开信息。',
  },
};
