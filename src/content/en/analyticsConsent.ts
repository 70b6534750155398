/**
 * The analytics question in English, for the English pages: the same question as the Chinese (what is recorded and
 * why do not change with the language, so neither does its version). It links to the English notice's section on it.
 * The choice on /user (a Chinese page) is not part of the English edition yet: its words are the Chinese ones.
 */
import { ANALYTICS_CONSENT_COPY, type AnalyticsConsentCopy } from '../analyticsConsent';

const RECORDED =
  'the pages you view, how long you stay, your clicks and scrolling, your browser and screen, the address you came from and its campaign tags';

export const ENGLISH_ANALYTICS_CONSENT_COPY: AnalyticsConsentCopy = {
  ...ANALYTICS_CONSENT_COPY,
  noticePath: '/en/privacy#privacy-sdk',
  noticeLink: 'See the privacy notice.',
  answers: { yes: 'Agree', no: 'Decline' },
  bar: {
    title: 'Visit statistics: ',
    recorded: `if you agree, this site records ${RECORDED}`,
    wechat: ', linked to your WeChat identifier (openid)',
    purpose: ', to learn which content helps and to improve the site. ',
    answered: {
      yes: 'You agreed to visit statistics. You can change this at any time in the personal centre.',
      no: 'You declined: this site records no visit statistics. You can change this at any time in the personal centre.',
    },
  },
};
