/**
 * Every lead form of the site, as data. A route for the form and for its result page is
 * generated from each routed definition (see routes.ts). `FormKey` is read from the list: adding a form is one entry
 * here and its copy in src/content/formIntros.ts (the compiler asks for it).
 * Forms without a path (EMBEDDED_FORMS) are embedded by other pages through <LeadFormEngine>.
 */
import {
  ACTIVITY_QUESTION,
  ATTENDEES,
  BUDGET,
  CALLBACK_FIELDS,
  CAMPAIGN_INTERESTS,
  CLASSIFIED_POST,
  CLIENT_CONSENTS,
  COMPANY,
  COMPLIANCE_PLEDGE,
  CONSENT,
  CROSS_BORDER_CONSENT,
  DEADLINE,
  EMAIL,
  EMPLOYER_BANS_CONSULTING,
  EXPERT_PROFILE,
  EXPERTISE,
  type FieldDefinition,
  INDUSTRY,
  INSIGHT_FOCUS,
  JOB_TITLE,
  MEETING_FORMAT,
  MOBILE,
  more,
  NAME,
  NEED,
  PREFERRED_DATE,
  PROFILE_LINK,
  PSF_SERVICES,
  REPLAY_PURPOSE,
  RESEARCH_SCOPE,
  SAMPLE_SIZE,
  SHARING_CONSENT,
  SURVEY_FIELDS,
  SURVEY_METHOD,
  TARGET_GROUP,
  TRAINING_FORMAT,
  TRAINING_TOPICS,
  withField,
  YEARS_IN_INDUSTRY,
} from './fields';
import type { PrivacyFormKey } from './privacyRequests';
import { SERVICE_FORM_LINKS, type ServiceFormLink } from './serviceForms';
import type { ActivityBinding, CampaignFormKey, FormDefinition as FormShape, RoutedFormDefinition as RoutedFormShape } from './types';

export type { ActivityBinding, CampaignFormKey, Fact, FormKind, PageFormKind } from './types';

const SPECIAL_TITLE = '专题发布';
const INSIGHT_RESULT = '/forms/insight/result';
const ACTIVITY_RESULT = '/forms/active/result';

/**
 * A first-contact form: name, mobile, company and the question are all it requires; e-mail, job title and the
 * form's own details are optional, under "补充信息（选填）"; then the consent.
 */
const LEAD_FIELDS = (question: FieldDefinition | null, ...details: FieldDefinition[]): FieldDefinition[] => [
  ...CALLBACK_FIELDS,
  ...(question ? [question] : []),
  ...[EMAIL, JOB_TITLE, ...details].map(more),
  ...CLIENT_CONSENTS,
];

interface ServiceForm<K extends string> {
  /** Where the form lives, its title, topic and call to action (config/serviceForms.ts). */
  link: ServiceFormLink<K>;
  /** The required question (the visitor's own words). */
  question: FieldDefinition;
  /** The service's own optional fields. */
  details: FieldDefinition[];
  /** Anything the service does differently (its submit label). */
  overrides?: Partial<Omit<FormShape, 'kind' | 'key'>>;
}

/** A routed form as written, its key kept as the literal it is (`FormKey` is read from them). */
const routed = <K extends string>(form: RoutedFormShape<K>) => form;

const service = <K extends string>({ link, question, details, overrides = {} }: ServiceForm<K>): RoutedFormShape<K> => ({
  ...link,
  kind: 'service',
  resultTitle: `提交结果 · ${link.topic}`,
  fields: LEAD_FIELDS(question, INDUSTRY, ...details),
  endpoint: 'leads',
  submitLabel: '提交需求',
  ...overrides,
});

interface SpecialForm<K extends string> {
  key: K;
  path: string;
  resultPath: string;
  topic: string;
}

const special = <K extends string>({ key, path, resultPath, topic }: SpecialForm<K>): RoutedFormShape<K> => ({
  key,
  kind: 'special',
  path,
  title: SPECIAL_TITLE,
  topic,
  resultPath,
  resultTitle: SPECIAL_TITLE,
  // The report goes to the e-mail address, so here it is required; everything else is optional.
  fields: [
    ...CALLBACK_FIELDS,
    withField(EMAIL, { help: '专题研究报告将发送至此邮箱。' }),
    ...[JOB_TITLE, INDUSTRY, CAMPAIGN_INTERESTS, withField(NEED, { label: '您想了解的问题', help: undefined })].map(more),
    ...CLIENT_CONSENTS,
  ],
  endpoint: 'leads',
  submitLabel: '立即获取',
});

/** `slug`: the address is /forms/insight/<slug>, the key `insight-<slug>`. */
const insight = <S extends string>({ slug, topic }: { slug: S; topic: string }): RoutedFormShape<`insight-${S}`> => ({
  key: `insight-${slug}`,
  kind: 'insight',
  path: `/forms/insight/${slug}`,
  topic,
  resultPath: INSIGHT_RESULT,
  fields: LEAD_FIELDS(
    withField(NEED, { label: '您关心的具体问题', help: '例如：未来两年的竞争格局、主要玩家的成本结构。至少 10 个字。' }),
    INDUSTRY,
    INSIGHT_FOCUS,
  ),
  endpoint: 'leads',
  submitLabel: '提交',
});

const ACTIVITY_FIELDS = LEAD_FIELDS(null, ACTIVITY_QUESTION);

interface ActivityForm<S extends string> {
  /** The address is /forms/active/<slug>, the key `active-<slug>`. */
  slug: S;
  topic: string;
  /** Which activity it registers for: a fixed one, or facts of its own. */
  binding: ActivityBinding;
  title?: string;
}

const activity = <S extends string>({ slug, topic, binding, title }: ActivityForm<S>): RoutedFormShape<`active-${S}`> => ({
  key: `active-${slug}`,
  kind: 'activity',
  path: `/forms/active/${slug}`,
  title,
  topic,
  resultPath: ACTIVITY_RESULT,
  fields: ACTIVITY_FIELDS,
  endpoint: 'leads',
  submitLabel: '提交报名',
  activity: binding,
});

/** Industry professionals applying to join the network: a form of its own, posted to the applications API. */
const EXPERT_APPLICATION = routed({
  key: 'expertApply',
  kind: 'expert',
  path: '/expertApplyForm',
  title: '申请成为知桥专家',
  topic: '专家入库申请',
  resultPath: '/resultExpertApplyPage',
  resultTitle: '提交结果 · 专家入库申请',
  fields: [
    NAME,
    withField(MOBILE, { help: '11 位中国大陆手机号码，专家团队会致电核实背景。' }),
    withField(COMPANY, { label: '现任或最近任职公司', help: undefined }),
    withField(JOB_TITLE, { label: '职位', help: '例如：销售总监、研发负责人。' }),
    withField(INDUSTRY, { label: '所属行业' }),
    YEARS_IN_INDUSTRY,
    EXPERTISE,
    ...[
      withField(EMAIL, { label: '邮箱', help: '用于接收咨询邀请与结算单。' }),
      PROFILE_LINK,
      withField(NEED, {
        name: 'note',
        label: '补充说明',
        help: '例如：可以交流的话题、方便的时段；在公立医院、高校等事业单位任职的，请写明单位性质。',
      }),
    ].map(more),
    CLASSIFIED_POST,
    EMPLOYER_BANS_CONSULTING,
    COMPLIANCE_PLEDGE,
    SHARING_CONSENT,
    CROSS_BORDER_CONSENT,
    CONSENT,
  ],
  endpoint: 'expertApplications',
  submitLabel: '提交申请',
  submitItemKey: 'expert-apply-submit',
  cta: '申请成为专家',
});

export { ctaForPath } from './serviceForms';

export const FORMS = [
  service({
    link: SERVICE_FORM_LINKS.expertCall,
    question: withField(NEED, { label: '您想和专家聊的问题', help: '例如：华东地区储能电池的采购价格走势。至少 10 个字。' }),
    details: [EXPERT_PROFILE, withField(PREFERRED_DATE, { help: '可选明天起 180 天内的日期。' })],
    overrides: {
      submitLabel: '提交访谈需求',
    },
  }),
  service({
    link: SERVICE_FORM_LINKS.meeting,
    question: withField(NEED, { label: '会议或调研议题', help: '议题、希望参会的专家背景与大致时间，至少 10 个字。' }),
    details: [MEETING_FORMAT, PREFERRED_DATE, EXPERT_PROFILE],
  }),
  service({
    link: SERVICE_FORM_LINKS.insight,
    question: NEED,
    details: [RESEARCH_SCOPE, DEADLINE],
  }),
  service({
    link: SERVICE_FORM_LINKS.study,
    question: NEED,
    details: [TARGET_GROUP, SAMPLE_SIZE, SURVEY_METHOD],
  }),
  service({
    link: SERVICE_FORM_LINKS.psf,
    question: NEED,
    details: [PSF_SERVICES, BUDGET],
  }),
  service({
    link: SERVICE_FORM_LINKS.thirteen,
    question: withField(NEED, { label: '培训目标与背景' }),
    details: [
      TRAINING_TOPICS,
      ATTENDEES,
      TRAINING_FORMAT,
      withField(PREFERRED_DATE, { label: '期望开始日期', minDaysAhead: 7, help: '可选 7 天后至 180 天内的日期。' }),
    ],
    overrides: {
      submitLabel: '预约培训咨询',
    },
  }),
  routed({
    key: 'fiveteen',
    kind: 'survey',
    path: '/fiveteen',
    title: '用户偏好调研',
    topic: '用户偏好调研',
    resultPath: '/resultFiveteenPage',
    resultTitle: '提交结果 · 用户偏好调研',
    fields: SURVEY_FIELDS,
    endpoint: 'surveyAnswers',
    submitLabel: '提交问卷',
  }),

  special({
    key: 'special',
    path: '/specialContactUs',
    resultPath: '/resultPage',
    topic: '综合专题',
  }),
  special({
    key: 'special-consumer',
    path: '/specialConsumerContactUs',
    resultPath: '/resultConsumerPage',
    topic: '消费行业',
  }),
  special({
    key: 'special-sea',
    path: '/specialSEAContactUs',
    resultPath: '/resultSEAPage',
    topic: '东南亚市场',
  }),
  special({
    key: 'special-cbec',
    path: '/specialCBECContactUs',
    resultPath: '/resultCBECPage',
    topic: '跨境电商',
  }),
  special({
    key: 'special-2405-trend',
    path: '/special2405TrendContactUs',
    resultPath: '/result2405TRENDPage',
    topic: '2024年5月趋势洞察',
  }),
  special({
    key: 'special-newretail',
    path: '/specialNewretailContactUs',
    resultPath: '/resultNewretailPage',
    topic: '新零售',
  }),
  special({
    key: 'special-robot',
    path: '/specialRobotContactUs',
    resultPath: '/resultRobotPage',
    topic: '机器人',
  }),
  special({
    key: 'special-24hy-review',
    path: '/special24HYReviewContactUs',
    resultPath: '/result24HYreviewPage',
    topic: '2024年半年度回顾',
  }),
  special({
    key: 'special-lifesci',
    path: '/specialLifesciContactUs',
    resultPath: '/resultLifesciPage',
    topic: '生命科学',
  }),
  special({
    key: 'special-chatgpt',
    path: '/specialChatgptContactUs',
    resultPath: '/resultChatgptPage',
    topic: 'ChatGPT与大模型',
  }),
  special({
    key: 'special-network-security',
    path: '/specialNetworkSecurityContactUs',
    resultPath: '/resultNetworkSecurityPage',
    topic: '网络安全',
  }),

  insight({ slug: 'one', topic: '半导体供应链' }),
  insight({ slug: 'two', topic: '新能源汽车出海' }),
  insight({ slug: 'three', topic: '创新药商业化' }),
  insight({ slug: 'four', topic: '消费品牌增长' }),
  insight({ slug: 'five', topic: '工业自动化' }),
  insight({ slug: 'six', topic: '医疗器械集采' }),
  insight({ slug: 'eleven', topic: '数字化转型' }),
  insight({ slug: 'twelve', topic: 'ESG与可持续发展' }),
  insight({ slug: 'thirteen', topic: '人工智能应用落地' }),
  insight({ slug: 'fourteen', topic: '低空经济' }),

  routed({
    key: 'activeForm',
    kind: 'activity',
    path: '/activeForm',
    topic: '活动报名',
    resultPath: ACTIVITY_RESULT,
    fields: ACTIVITY_FIELDS,
    endpoint: 'leads',
    submitLabel: '提交报名',
    activity: { source: 'query', mode: 'register' },
  }),

  routed({
    key: 'activeFormBackLive',
    kind: 'activity',
    path: '/activeFormBackLive',
    topic: '活动回放申请',
    resultPath: ACTIVITY_RESULT,
    fields: LEAD_FIELDS(null, REPLAY_PURPOSE),
    endpoint: 'leads',
    submitLabel: '申请观看回放',
    activity: { source: 'query', mode: 'replay' },
  }),

  activity({
    slug: 'one',
    topic: '消费行业闭门研讨会',
    binding: { source: 'fixed', id: 'act-2612-consumer' },
  }),
  activity({
    slug: 'two',
    topic: '半导体产业链线上分享会',
    binding: {
      source: 'static',
      facts: [
        { label: '时间', value: '每月第二个周四 19:30–20:30（北京时间）' },
        { label: '形式', value: '线上会议（报名后发送会议号）' },
        { label: '主题', value: '设备、材料与制造环节的月度变化' },
      ],
    },
  }),
  activity({
    slug: 'three',
    topic: '新能源投资圆桌',
    binding: {
      source: 'static',
      facts: [
        { label: '时间', value: '每季度一期，具体日期报名后通知' },
        { label: '地点', value: '上海 · 静安嘉里中心（线下）' },
        { label: '规模', value: '每期约 20 位投资人' },
      ],
    },
  }),
  activity({
    slug: 'four',
    topic: '医药出海大会',
    binding: { source: 'fixed', id: 'act-2612-pharma' },
    title: '医药出海大会',
  }),
  activity({
    slug: 'five',
    topic: '探索混合现实技术创新',
    binding: { source: 'fixed', id: 'act-2612-mr' },
    title: '探索混合现实技术创新',
  }),
  EXPERT_APPLICATION,
];

/** Every form's key: its copy (src/content/formIntros.ts), its draft, its analytics tag and the lead's `formKey`. */
export type FormKey = (typeof FORMS)[number]['key'] | typeof DOWNLOAD_FORM.key;

/** A form of the site's own (`Key`: any key of the list unless narrowed). */
export type FormDefinition<Key extends string = FormKey> = FormShape<Key>;
/** A form with its own route and result route. */
export type RoutedFormDefinition<Key extends string = FormKey> = RoutedFormShape<Key>;

/** Any form the engine runs: the site's own, a campaign's, or the personal centre's rights request. */
export type EngineForm = FormDefinition<FormKey | CampaignFormKey | PrivacyFormKey>;
export type RoutedEngineForm = RoutedFormDefinition<FormKey | CampaignFormKey>;

/** The lead form in front of gated materials (embedded by the materials centre, no route of its own). */
export const DOWNLOAD_FORM = {
  key: 'download' as const,
  kind: 'download',
  topic: '资料下载',
  fields: LEAD_FIELDS(null),
  endpoint: 'leads',
  submitLabel: '提交并下载',
} satisfies FormShape;

export const EMBEDDED_FORMS: readonly FormDefinition[] = [DOWNLOAD_FORM];

/** A routed form by key. */
export const formByKey = (key: string): RoutedFormDefinition | undefined => FORMS.find((f) => f.key === key);

/** Any form by key, embedded ones included (the API accepts them all). */
export const anyFormByKey = (key: string): FormDefinition | undefined => formByKey(key) ?? EMBEDDED_FORMS.find((f) => f.key === key);

/** Heading of a form page: its title, or its topic where the page is untitled. */
export const formHeading = (form: FormDefinition) => (form.kind === 'special' ? form.topic : (form.title ?? form.topic));
