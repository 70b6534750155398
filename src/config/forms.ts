/**
 * Every lead form of the site, as data. A route for the form and for its result page is
 * generated from each definition (see routes.ts); adding a campaign is adding one entry here.
 */

export type FormKind = 'service' | 'survey' | 'special' | 'insight' | 'activity';

export interface FormDefinition {
  key: string;
  kind: FormKind;
  path: string;
  /** Chinese page title; omitted where the spec leaves the page untitled. */
  title?: string;
  /** Short Chinese topic, used in the heading, the result page and the lead record. */
  topic: string;
  resultPath: string;
  resultTitle?: string;
}

const SPECIAL_TITLE = '专题发布';

const special = (key: string, path: string, resultPath: string, topic: string): FormDefinition => ({
  key,
  kind: 'special',
  path,
  title: SPECIAL_TITLE,
  topic,
  resultPath,
  resultTitle: SPECIAL_TITLE,
});

const INSIGHT_RESULT = '/forms/insight/result';
const ACTIVITY_RESULT = '/forms/active/result';

const insight = (slug: string, topic: string): FormDefinition => ({
  key: `insight-${slug}`,
  kind: 'insight',
  path: `/forms/insight/${slug}`,
  topic,
  resultPath: INSIGHT_RESULT,
});

const activity = (slug: string, topic: string, title?: string): FormDefinition => ({
  key: `active-${slug}`,
  kind: 'activity',
  path: `/forms/active/${slug}`,
  title,
  topic,
  resultPath: ACTIVITY_RESULT,
});

export const FORMS: readonly FormDefinition[] = [
  { key: 'meeting', kind: 'service', path: '/meetingForm', title: '专家会议及访问支持服务', topic: '专家会议及访问支持', resultPath: '/resultMeetingPage', resultTitle: '提交成功 · 专家会议服务' },
  { key: 'insight', kind: 'service', path: '/insightForm', title: '定制洞察', topic: '定制洞察', resultPath: '/resultInsightPage', resultTitle: '提交成功 · 定制洞察' },
  { key: 'study', kind: 'service', path: '/studyForm', title: '定量研究', topic: '定量研究', resultPath: '/resultStudyPage', resultTitle: '提交成功 · 定量研究' },
  { key: 'psf', kind: 'service', path: '/psfForm', title: '专家咨询与研究服务', topic: '专家咨询与研究服务', resultPath: '/resultPsfPage', resultTitle: '提交成功 · 专家咨询与研究服务' },
  { key: 'thirteen', kind: 'service', path: '/thirteen', title: '企业培训与定制咨询', topic: '企业培训与定制咨询', resultPath: '/resultThirteenPage', resultTitle: '提交成功 · 企业培训与定制咨询' },
  { key: 'fiveteen', kind: 'survey', path: '/fiveteen', title: '用户偏好调研', topic: '用户偏好调研', resultPath: '/resultFiveteenPage', resultTitle: '感谢参与 · 用户偏好调研' },

  special('special', '/specialContactUs', '/resultPage', '综合专题'),
  special('special-consumer', '/specialConsumerContactUs', '/resultConsumerPage', '消费行业'),
  special('special-sea', '/specialSEAContactUs', '/resultSEAPage', '东南亚市场'),
  special('special-cbec', '/specialCBECContactUs', '/resultCBECPage', '跨境电商'),
  special('special-2405-trend', '/special2405TrendContactUs', '/result2405TRENDPage', '2024年5月趋势洞察'),
  special('special-newretail', '/specialNewretailContactUs', '/resultNewretailPage', '新零售'),
  special('special-robot', '/specialRobotContactUs', '/resultRobotPage', '机器人'),
  special('special-24hy-review', '/special24HYReviewContactUs', '/result24HYreviewPage', '2024年半年度回顾'),
  special('special-lifesci', '/specialLifesciContactUs', '/resultLifesciPage', '生命科学'),
  special('special-chatgpt', '/specialChatgptContactUs', '/resultChatgptPage', 'ChatGPT与大模型'),
  special('special-network-security', '/specialNetworkSecurityContactUs', '/resultNetworkSecurityPage', '网络安全'),

  insight('one', '半导体供应链'),
  insight('two', '新能源汽车出海'),
  insight('three', '创新药商业化'),
  insight('four', '消费品牌增长'),
  insight('five', '工业自动化'),
  insight('six', '医疗器械集采'),
  insight('eleven', '数字化转型'),
  insight('twelve', 'ESG与可持续发展'),
  insight('thirteen', '人工智能应用落地'),
  insight('fourteen', '低空经济'),

  { key: 'activeForm', kind: 'activity', path: '/activeForm', topic: '活动报名', resultPath: ACTIVITY_RESULT },
  { key: 'activeFormBackLive', kind: 'activity', path: '/activeFormBackLive', topic: '活动回放申请', resultPath: ACTIVITY_RESULT },
  activity('one', '消费行业闭门研讨会'),
  activity('two', '半导体产业链线上分享会'),
  activity('three', '新能源投资圆桌'),
  activity('four', '医药出海大会', '医药出海大会'),
  activity('five', '探索混合现实技术创新', '探索混合现实技术创新'),
];

export const formByKey = (key: string): FormDefinition | undefined => FORMS.find((f) => f.key === key);
