/** Copy of the home page that is not a collection. Plain data. */
import { formCta } from '../config/forms/serviceForms';
import { ANSWER_DAYS, withinDays } from './answerDays';

export const HOME_HERO = {
  eyebrow: '专家网络 · 行业研究 · 企业培训',
  title: '连接行业一线专家，让每一个判断更有把握',
  lead: '知桥咨询为投资机构、咨询公司与企业提供专家访谈、定制洞察、定量研究与培训服务：24 小时内匹配真正懂行的人，全程合规。',
  primary: formCta('expertCall'),
  secondary: { label: '浏览全部服务', path: '/service' },
} as const;

/** The home page's meta description (search results, share cards). */
export const HOME_DESCRIPTION = '知桥咨询：连接全球行业专家，为投资机构与企业提供专家访谈、定制研究与行业洞察。';

export const HOME_CTA = {
  title: '有一个需要判断的问题？',
  text: `告诉我们您的研究主题，顾问将在 ${withinDays(ANSWER_DAYS.enquiry)}给出专家匹配方案。`,
  primary: formCta('psf'),
  secondary: { label: '联系我们', path: '/contactUs' },
} as const;
