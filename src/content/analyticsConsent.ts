/**
 * The words of the analytics question: the bar every page with the common layout shows until the visitor answers
 * (src/features/visitor/analytics/AnalyticsConsentBar.tsx), and the choice on /user (AnalyticsChoice.tsx). What they
 * name is what the Sensors SDK records (docs/wechat-analytics.md); the notice says the rest (/privacy, its section
 * `sdk`). Their version (when what is recorded, or why, changes: a yes given to other words is asked again) is in
 * analyticsConsentVersion.ts.
 */

import { ANALYTICS_CONSENT_VERSION } from './analyticsConsentVersion';

export interface AnalyticsConsentCopy {
  /** The date the words took effect (YYYY-MM-DD). */
  version: string;
  /** The notice's section on the third-party tools (src/content/privacy.ts, section `sdk`, drawn as #privacy-sdk). */
  noticePath: string;
  /** The notice's link, in both places. */
  noticeLink: string;
  /** The two answers, equal in both places. */
  answers: { yes: string; no: string };
  bar: {
    /** The region's name (read out by screen readers), shown as the sentence's lead. */
    title: string;
    /** What is recorded, before the WeChat part. */
    recorded: string;
    /** Inside WeChat only: the records are linked to the visitor's openid. */
    wechat: string;
    /** Why, ending the sentence. */
    purpose: string;
    /** Said (to screen readers) once the bar has gone. */
    answered: { yes: string; no: string };
  };
  choice: {
    legend: string;
    /** What is recorded, on /user (which may be read outside WeChat by a visitor signed in there). */
    recorded: string;
    /** The choice kept on this device. */
    state: { unasked: string; yes: string; no: string };
    /** After a change on /user. */
    changed: { yes: string; no: string };
    /** A build that sends no analytics at all (a real API without an analytics server). */
    off: string;
  };
}

const RECORDED = '您浏览的页面、停留时长、点击与滚动、浏览器与屏幕信息、来源网址和推广渠道参数';
const OPENID = '您的微信身份标识（openid）';

export const ANALYTICS_CONSENT_COPY = {
  version: ANALYTICS_CONSENT_VERSION,
  noticePath: '/privacy#privacy-sdk',
  noticeLink: '详见《个人信息保护说明》',
  answers: { yes: '同意', no: '不同意' },
  bar: {
    title: '访问统计：',
    recorded: `同意后，本站将记录${RECORDED}`,
    wechat: `，并与${OPENID}关联`,
    purpose: '，用于了解哪些内容有用、改进本站。',
    answered: {
      yes: '已同意访问统计。可随时在“个人中心”更改。',
      no: '已选择不同意，本站不记录访问统计。可随时在“个人中心”更改。',
    },
  },
  choice: {
    legend: '访问统计',
    recorded: `经您同意，本站记录${RECORDED}，用于改进本站；在微信中打开时，这些记录与${OPENID}关联。`,
    state: {
      unasked: '您还没有选择：在您同意之前，本站不记录访问统计。',
      yes: '当前：已同意，本站记录访问统计。',
      no: '当前：不同意，本站不记录访问统计。',
    },
    changed: {
      yes: '已同意：从现在起记录访问统计。',
      no: '已关闭访问统计：本设备不再发送任何访问统计数据，本站的统计标识已从本设备删除。',
    },
    off: '本站目前不进行访问统计，不记录您的浏览情况。',
  },
} as const satisfies AnalyticsConsentCopy;
