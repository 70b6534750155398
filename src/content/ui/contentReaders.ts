/** The words of the reading views of insights, hot topics and cases (src/features/content/), kept off the home page. */
import { ARTICLE_CARD } from './contentCards';

export const INSIGHT_READER = {
  /** The reading header: the way back and the kind above the title. */
  back: '深度洞察',
  kind: '深度洞察',
  byline: (name: string, role: string) => `作者：${name}（${role}）`,
  readingTime: ARTICLE_CARD.readingTime,
  toc: { label: '文章目录', title: '目录' },
  figureLabel: '关键数据',
  author: {
    role: (role: string) => `知桥咨询 · ${role}`,
    note: '本文观点基于知桥专家网络的一手访谈，经合规审核，不构成投资建议。',
  },
  /** The invitation after the article, then its link. */
  more: { text: '想就本文话题与作者或行业专家深入交流？', link: '提交定制洞察需求' },
  related: '相关洞察',
};

export const HOT_TOPIC_READER = {
  back: '近期热点',
  kind: '近期热点',
  expert: { label: '发表观点的专家', title: '专家观点' },
  /** The note after the article, then its link. */
  note: { text: '专家观点仅代表个人判断，经知桥咨询合规审核，不构成投资建议。', link: '查看更多热点' },
  related: '相关热点',
};

export const CASE_READING = {
  eyebrow: (industry: string) => `案例研究 · ${industry}`,
  facts: { client: '客户', industry: '行业', service: '服务', duration: '周期', published: '发布' },
  resultsLabel: '项目成果',
  challenge: '客户面临的挑战',
  approach: '我们的方法',
  quote: {
    title: '客户评价',
    text: (text: string) => `“${text}”`,
    by: (by: string, client: string) => `—— ${by}，${client}`,
  },
  note: '为保护客户隐私，案例中的客户名称与部分细节已做匿名处理；项目数据经客户确认。',
  back: '← 返回案例列表',
  cta: {
    title: '遇到类似的问题？',
    /** `within`: withinDays() of the enquiry's answer days. */
    text: (within: string) => `告诉我们您的项目背景，顾问会在 ${within}与您联系，推荐合适的专家与研究方案。`,
    enquire: (service: string) => `咨询「${service}」`,
    contact: '联系我们',
    materials: '下载相关资料',
  },
};
