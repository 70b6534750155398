/**
 * Every lead form of the site, as data. A route for the form and for its result page is
 * generated from each routed definition (see routes.ts); adding a campaign is adding its key to `FormKey`, one entry
 * here and its copy in src/content/formIntros.ts (the compiler asks for it).
 * Forms without a path (EMBEDDED_FORMS) are embedded by other pages through <LeadFormEngine>.
 */
import type { SubmitEndpoint } from '../leadApi';
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

/** The kinds of form a visitor sends about a need, an event, research or joining (each has its page copy and result). */
export type PageFormKind = 'service' | 'survey' | 'special' | 'insight' | 'activity' | 'download' | 'expert' | 'campaign';
/** Those, and the personal centre's request about the visitor's own information (no page or result of its own). */
export type FormKind = PageFormKind | 'privacy';

/** Every form's key: its copy (src/content/formIntros.ts), its draft, its analytics tag and the lead's `formKey`. */
export type FormKey =
  | 'expertCall'
  | 'meeting'
  | 'insight'
  | 'study'
  | 'psf'
  | 'thirteen'
  | 'special'
  | 'special-consumer'
  | 'special-sea'
  | 'special-cbec'
  | 'special-2405-trend'
  | 'special-newretail'
  | 'special-robot'
  | 'special-24hy-review'
  | 'special-lifesci'
  | 'special-chatgpt'
  | 'special-network-security'
  | 'insight-one'
  | 'insight-two'
  | 'insight-three'
  | 'insight-four'
  | 'insight-five'
  | 'insight-six'
  | 'insight-eleven'
  | 'insight-twelve'
  | 'insight-thirteen'
  | 'insight-fourteen'
  | 'active-one'
  | 'active-two'
  | 'active-three'
  | 'active-four'
  | 'active-five'
  | 'fiveteen'
  | 'activeForm'
  | 'activeFormBackLive'
  | 'expertApply'
  | 'download';

export interface Fact {
  label: string;
  value: string;
}

/** Where an activity form's event comes from. */
export type ActivityBinding =
  /** `?id=` of the activities API: registration, or the replay of a past activity. */
  | { source: 'query'; mode: 'register' | 'replay' }
  /** One activity of the activities API, fixed by the form. */
  | { source: 'fixed'; id: string }
  /** A recurring event described here (no single date in the activities API). */
  | { source: 'static'; facts: readonly Fact[] };

/** The key of a campaign's form: its id on the firm's platform (src/features/campaigns/definition.ts). */
export type CampaignFormKey = `campaign:${string}`;

/** A form the engine runs: one of the site's code (`FormKey`), or a campaign's published on the platform. */
export interface FormDefinition<Key extends string = FormKey> {
  key: Key;
  kind: FormKind;
  /** Route of the form; absent for a form that is only embedded in other pages. */
  path?: string;
  /** Chinese page title; omitted where the spec leaves the page untitled. */
  title?: string;
  /** Short Chinese topic, used in the heading, the result page and the lead record. */
  topic: string;
  /**
   * Route of the result page; absent for an embedded form (its onSubmitted decides what follows). With a query of its
   * own (a campaign's `?id=`), the result page is reached at exactly that address.
   */
  resultPath?: string;
  resultTitle?: string;
  fields: readonly FieldDefinition[];
  /** API the answers are posted to. */
  endpoint: SubmitEndpoint;
  submitLabel: string;
  /** Analytics item key of the submit button (default 'lead-submit'; the form's key is its tag). */
  submitItemKey?: string;
  /**
   * What a link or button that opens this form says: it names the form's service, so a call to action keeps its
   * word (a link labelled with this opens exactly this form). Every routed service form has one.
   */
  cta?: string;
  activity?: ActivityBinding;
  /** A draft shown to its author: the answers are validated, never sent; `note` says so after 提交. */
  preview?: { note: string };
}

/** A form with its own route and result route. */
export interface RoutedFormDefinition<Key extends string = FormKey> extends FormDefinition<Key> {
  kind: PageFormKind;
  path: string;
  resultPath: string;
}

/** Any form the engine runs: the site's own, a campaign's, or the personal centre's rights request. */
export type EngineForm = FormDefinition<FormKey | CampaignFormKey | PrivacyFormKey>;
export type RoutedEngineForm = RoutedFormDefinition<FormKey | CampaignFormKey>;

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

interface ServiceForm {
  /** Where the form lives, its title, topic and call to action (config/serviceForms.ts). */
  link: ServiceFormLink;
  /** The required question (the visitor's own words). */
  question: FieldDefinition;
  /** The service's own optional fields. */
  details: FieldDefinition[];
  /** Anything the service does differently (its submit label). */
  overrides?: Partial<Omit<FormDefinition, 'kind'>>;
}

const service = ({ link, question, details, overrides = {} }: ServiceForm): RoutedFormDefinition => ({
  ...link,
  kind: 'service',
  resultTitle: `提交结果 · ${link.topic}`,
  fields: LEAD_FIELDS(question, INDUSTRY, ...details),
  endpoint: 'leads',
  submitLabel: '提交需求',
  ...overrides,
});

interface SpecialForm {
  key: FormKey;
  path: string;
  resultPath: string;
  topic: string;
}

const special = ({ key, path, resultPath, topic }: SpecialForm): RoutedFormDefinition => ({
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

/** The slugs of the forms whose key is `<prefix>-<slug>`. */
type SlugOf<Prefix extends string> = FormKey extends infer K ? (K extends `${Prefix}-${infer Slug}` ? Slug : never) : never;

/** `slug`: the address is /forms/insight/<slug>. */
const insight = ({ slug, topic }: { slug: SlugOf<'insight'>; topic: string }): RoutedFormDefinition => ({
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

interface ActivityForm {
  /** The address is /forms/active/<slug>. */
  slug: SlugOf<'active'>;
  topic: string;
  /** Which activity it registers for: a fixed one, or facts of its own. */
  binding: ActivityBinding;
  title?: string;
}

const activity = ({ slug, topic, binding, title }: ActivityForm): RoutedFormDefinition => ({
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
const EXPERT_APPLICATION: RoutedFormDefinition = {
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
};

export { ctaForPath } from './serviceForms';

export const FORMS: readonly RoutedFormDefinition[] = [
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
  {
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
  },

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

  {
    key: 'activeForm',
    kind: 'activity',
    path: '/activeForm',
    topic: '活动报名',
    resultPath: ACTIVITY_RESULT,
    fields: ACTIVITY_FIELDS,
    endpoint: 'leads',
    submitLabel: '提交报名',
    activity: { source: 'query', mode: 'register' },
  },
  {
    key: 'activeFormBackLive',
    kind: 'activity',
    path: '/activeFormBackLive',
    topic: '活动回放申请',
    resultPath: ACTIVITY_RESULT,
    fields: LEAD_FIELDS(null, REPLAY_PURPOSE),
    endpoint: 'leads',
    submitLabel: '申请观看回放',
    activity: { source: 'query', mode: 'replay' },
  },
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

/** The lead form in front of gated materials (embedded by the materials centre, no route of its own). */
export const DOWNLOAD_FORM: FormDefinition = {
  key: 'download',
  kind: 'download',
  topic: '资料下载',
  fields: LEAD_FIELDS(null),
  endpoint: 'leads',
  submitLabel: '提交并下载',
};

export const EMBEDDED_FORMS: readonly FormDefinition[] = [DOWNLOAD_FORM];

/** A routed form by key. */
export const formByKey = (key: string): RoutedFormDefinition | undefined => FORMS.find((f) => f.key === key);

/** Any form by key, embedded ones included (the API accepts them all). */
export const anyFormByKey = (key: string): FormDefinition | undefined => formByKey(key) ?? EMBEDDED_FORMS.find((f) => f.key === key);

/** Heading of a form page: its title, or its topic where the page is untitled. */
export const formHeading = (form: FormDefinition) => (form.kind === 'special' ? form.topic : (form.title ?? form.topic));
