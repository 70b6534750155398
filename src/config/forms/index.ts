/**
 * Every lead form of the site, as data. A route for the form and for its result page is
 * generated from each routed definition (see routes.ts); adding a campaign is adding one entry here.
 * Forms without a path (EMBEDDED_FORMS) are embedded by other pages through <LeadFormEngine>.
 */
import type { SubmitEndpoint } from '../leadApi';
import {
  ACTIVITY_QUESTION,
  ATTENDEES,
  BUDGET,
  CALLBACK_FIELDS,
  CAMPAIGN_INTERESTS,
  COMPANY,
  COMPLIANCE_PLEDGE,
  CONSENT,
  DEADLINE,
  EMAIL,
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
  SURVEY_FIELDS,
  SURVEY_METHOD,
  TARGET_GROUP,
  TRAINING_FORMAT,
  TRAINING_TOPICS,
  withField,
  YEARS_IN_INDUSTRY,
} from './fields';
import { SERVICE_FORM_LINKS, type ServiceFormLink } from './serviceForms';

export type FormKind = 'service' | 'survey' | 'special' | 'insight' | 'activity' | 'download' | 'expert';

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

/** The richer block around a form that is also a content page (/thirteen). */
export interface RichIntro {
  title: string;
  lead: string;
  groups: readonly { title: string; items: readonly string[] }[];
}

export interface FormDefinition {
  key: string;
  kind: FormKind;
  /** Route of the form; absent for a form that is only embedded in other pages. */
  path?: string;
  /** Chinese page title; omitted where the spec leaves the page untitled. */
  title?: string;
  /** Short Chinese topic, used in the heading, the result page and the lead record. */
  topic: string;
  /** Route of the result page; absent for an embedded form (its onSubmitted decides what follows). */
  resultPath?: string;
  resultTitle?: string;
  /** One or two sentences above the form. */
  intro: string;
  /** What the visitor gets, listed beside the form. */
  highlights?: readonly string[];
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
  richIntro?: RichIntro;
  activity?: ActivityBinding;
  /** What happens after submitting, shown on the result page (defaults by kind). */
  nextSteps?: readonly string[];
}

/** A form with its own route and result route. */
export interface RoutedFormDefinition extends FormDefinition {
  path: string;
  resultPath: string;
}

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
  CONSENT,
];

const SERVICE_HIGHLIGHTS = ['1 个工作日内由行业顾问联系您', '免费评估需求并给出方案与报价', '严格的专家合规审核与保密承诺'];

interface ServiceForm {
  /** Where the form lives, its title, topic and call to action (config/serviceForms.ts). */
  link: ServiceFormLink;
  intro: string;
  /** The required question (the visitor's own words). */
  question: FieldDefinition;
  /** The service's own optional fields. */
  details: FieldDefinition[];
  /** Anything the service words differently (its submit label, highlights, a richer intro). */
  overrides?: Partial<FormDefinition>;
}

const service = ({ link, intro, question, details, overrides = {} }: ServiceForm): RoutedFormDefinition => ({
  ...link,
  kind: 'service',
  resultTitle: `提交结果 · ${link.topic}`,
  intro,
  highlights: SERVICE_HIGHLIGHTS,
  fields: LEAD_FIELDS(question, INDUSTRY, ...details),
  endpoint: 'leads',
  submitLabel: '提交需求',
  ...overrides,
});

interface SpecialForm {
  key: string;
  path: string;
  resultPath: string;
  topic: string;
  intro: string;
}

const special = ({ key, path, resultPath, topic, intro }: SpecialForm): RoutedFormDefinition => ({
  key,
  kind: 'special',
  path,
  title: SPECIAL_TITLE,
  topic,
  resultPath,
  resultTitle: SPECIAL_TITLE,
  intro,
  highlights: ['专题研究报告（PDF）发送至您的邮箱', '优先获得专题发布会席位', '可预约参与研究的行业专家'],
  // The report goes to the e-mail address, so here it is required; everything else is optional.
  fields: [
    ...CALLBACK_FIELDS,
    withField(EMAIL, { help: '专题研究报告将发送至此邮箱。' }),
    ...[JOB_TITLE, INDUSTRY, CAMPAIGN_INTERESTS, withField(NEED, { label: '您想了解的问题', help: undefined })].map(more),
    CONSENT,
  ],
  endpoint: 'leads',
  submitLabel: '立即获取',
});

/** `slug`: the address is /forms/insight/<slug>. */
const insight = ({ slug, topic, intro }: { slug: string; topic: string; intro: string }): RoutedFormDefinition => ({
  key: `insight-${slug}`,
  kind: 'insight',
  path: `/forms/insight/${slug}`,
  topic,
  resultPath: INSIGHT_RESULT,
  intro,
  highlights: ['该主题的最新研究简报', '与研究员或行业专家一对一交流', '按需定制的深度研究'],
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
  slug: string;
  topic: string;
  /** Which activity it registers for: a fixed one, or facts of its own. */
  binding: ActivityBinding;
  intro: string;
  title?: string;
}

const activity = ({ slug, topic, binding, intro, title }: ActivityForm): RoutedFormDefinition => ({
  key: `active-${slug}`,
  kind: 'activity',
  path: `/forms/active/${slug}`,
  title,
  topic,
  resultPath: ACTIVITY_RESULT,
  intro,
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
  intro: '留下您的从业背景与擅长领域。专家团队会在 3 个工作日内与您电话沟通，核实背景后邀请您参与匹配的付费咨询。',
  highlights: ['按小时计酬，时间由您决定', '电话或视频，一次通常 45–60 分钟', '每次咨询前说明客户类型与合规要求'],
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
      withField(NEED, { name: 'note', label: '补充说明', help: '例如：可以交流的话题、方便的时段。' }),
    ].map(more),
    COMPLIANCE_PLEDGE,
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
    intro: '告诉我们您想了解的问题，行业研究员会在 24 小时内推荐 3–5 位合适的专家，确认后安排一对一电话或视频访谈。',
    question: withField(NEED, { label: '您想和专家聊的问题', help: '例如：华东地区储能电池的采购价格走势。至少 10 个字。' }),
    details: [EXPERT_PROFILE, withField(PREFERRED_DATE, { help: '可选明天起 180 天内的日期。' })],
    overrides: {
      submitLabel: '提交访谈需求',
      highlights: ['24 小时内推荐首批专家', '专家背景说明与筛选问答', '访谈前完成合规与利益冲突检查'],
    },
  }),
  service({
    link: SERVICE_FORM_LINKS.meeting,
    intro: '专家小组会、闭门研讨、企业实地调研与展会陪同：告诉我们议题与形式，我们邀约专家并负责会务与行程。',
    question: withField(NEED, { label: '会议或调研议题', help: '议题、希望参会的专家背景与大致时间，至少 10 个字。' }),
    details: [MEETING_FORMAT, PREFERRED_DATE, EXPERT_PROFILE],
  }),
  service({
    link: SERVICE_FORM_LINKS.insight,
    intro: '围绕您的具体决策问题，组合专家访谈、桌面研究与数据验证，交付可直接用于决策的洞察报告。',
    question: NEED,
    details: [RESEARCH_SCOPE, DEADLINE],
  }),
  service({
    link: SERVICE_FORM_LINKS.study,
    intro: '从问卷设计、样本招募到数据分析，一站完成 B2B 与专业人群的定量调研。',
    question: NEED,
    details: [TARGET_GROUP, SAMPLE_SIZE, SURVEY_METHOD],
  }),
  service({
    link: SERVICE_FORM_LINKS.psf,
    intro: '不确定需要哪种服务？写下您的问题，顾问会为您组合专家咨询与研究方案。',
    question: NEED,
    details: [PSF_SERVICES, BUDGET],
  }),
  service({
    link: SERVICE_FORM_LINKS.thirteen,
    intro: '由一线行业专家与知桥研究团队共同授课，为投资与战略团队提升研究方法与行业认知。',
    question: withField(NEED, { label: '培训目标与背景' }),
    details: [
      TRAINING_TOPICS,
      ATTENDEES,
      TRAINING_FORMAT,
      withField(PREFERRED_DATE, { label: '期望开始日期', minDaysAhead: 7, help: '可选 7 天后至 180 天内的日期。' }),
    ],
    overrides: {
      submitLabel: '预约培训咨询',
      highlights: ['2 个工作日内给出课程大纲', '可先安排 30 分钟需求沟通', '课后提供讲义与答疑'],
      richIntro: {
        title: '培训与咨询能做什么',
        lead: '我们把服务投资机构与企业的研究经验整理成可复用的方法，并按团队的行业与阶段定制内容。',
        groups: [
          {
            title: '培训内容',
            items: [
              '行业研究框架：从产业链拆解到关键变量',
              '专家访谈：提纲设计、追问技巧与合规边界',
              'AI 工具辅助研究：检索、整理与交叉验证',
              '出海专题：目标市场进入、合规与本地化',
            ],
          },
          {
            title: '授课形式',
            items: [
              '线下集中授课（半天或一天）',
              '线上直播系列课（每次 90 分钟）',
              '工作坊：带着真实项目共同演练',
              '定制咨询：针对具体课题的陪伴式项目',
            ],
          },
          {
            title: '适合谁',
            items: [
              '投资机构的新入职分析师与投资经理',
              '企业战略、投资与市场研究部门',
              '准备进入新行业或新市场的业务团队',
              '咨询公司的项目团队',
            ],
          },
        ],
      },
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
    intro: '约 2 分钟即可完成。您的回答将帮助我们决定下一季度的研究选题与活动形式。',
    fields: SURVEY_FIELDS,
    endpoint: 'surveyAnswers',
    submitLabel: '提交问卷',
  },

  special({
    key: 'special',
    path: '/specialContactUs',
    resultPath: '/resultPage',
    topic: '综合专题',
    intro: '知桥研究团队年度专题：多个行业的关键变化与专家判断，一次获取。',
  }),
  special({
    key: 'special-consumer',
    path: '/specialConsumerContactUs',
    resultPath: '/resultConsumerPage',
    topic: '消费行业',
    intro: '新消费品牌的渠道变化、复购与盈利模型，来自品牌方与渠道方专家的一线观察。',
  }),
  special({
    key: 'special-sea',
    path: '/specialSEAContactUs',
    resultPath: '/resultSEAPage',
    topic: '东南亚市场',
    intro: '印尼、越南、泰国等市场的进入路径、合规要点与本地合作伙伴选择。',
  }),
  special({
    key: 'special-cbec',
    path: '/specialCBECContactUs',
    resultPath: '/resultCBECPage',
    topic: '跨境电商',
    intro: '平台政策、物流与支付变化下，跨境卖家的成本结构与增长机会。',
  }),
  special({
    key: 'special-2405-trend',
    path: '/special2405TrendContactUs',
    resultPath: '/result2405TRENDPage',
    topic: '2024年5月趋势洞察',
    intro: '2024 年 5 月的行业趋势速览：需求、价格与产能的最新信号。',
  }),
  special({
    key: 'special-newretail',
    path: '/specialNewretailContactUs',
    resultPath: '/resultNewretailPage',
    topic: '新零售',
    intro: '即时零售、会员店与社区商业的模式比较与门店经营数据。',
  }),
  special({
    key: 'special-robot',
    path: '/specialRobotContactUs',
    resultPath: '/resultRobotPage',
    topic: '机器人',
    intro: '工业机器人与人形机器人的产业链、核心零部件国产化与量产节奏。',
  }),
  special({
    key: 'special-24hy-review',
    path: '/special24HYReviewContactUs',
    resultPath: '/result24HYreviewPage',
    topic: '2024年半年度回顾',
    intro: '2024 年上半年重点行业回顾：哪些判断应验了，下半年该关注什么。',
  }),
  special({
    key: 'special-lifesci',
    path: '/specialLifesciContactUs',
    resultPath: '/resultLifesciPage',
    topic: '生命科学',
    intro: '创新药、医疗器械与 CXO 的研发管线、准入政策与出海进展。',
  }),
  special({
    key: 'special-chatgpt',
    path: '/specialChatgptContactUs',
    resultPath: '/resultChatgptPage',
    topic: 'ChatGPT与大模型',
    intro: '大模型的算力成本、应用落地与企业采购决策，专家逐层拆解。',
  }),
  special({
    key: 'special-network-security',
    path: '/specialNetworkSecurityContactUs',
    resultPath: '/resultNetworkSecurityPage',
    topic: '网络安全',
    intro: '数据安全合规、云安全与信创替代下的网络安全市场格局。',
  }),

  insight({ slug: 'one', topic: '半导体供应链', intro: '设备、材料与制造环节的国产化进度，以及下游需求对产能的影响。' }),
  insight({ slug: 'two', topic: '新能源汽车出海', intro: '整车与零部件企业出海欧洲、东南亚与中东的路径与风险。' }),
  insight({ slug: 'three', topic: '创新药商业化', intro: '医保谈判、院内准入与商业化团队建设，新药上市后的关键一年。' }),
  insight({ slug: 'four', topic: '消费品牌增长', intro: '从单品爆发到长期增长：渠道、产品与组织的取舍。' }),
  insight({ slug: 'five', topic: '工业自动化', intro: '控制系统、伺服与机器视觉的国产替代，以及下游行业的资本开支节奏。' }),
  insight({ slug: 'six', topic: '医疗器械集采', intro: '集采扩面后的价格、份额与企业应对策略。' }),
  insight({ slug: 'eleven', topic: '数字化转型', intro: '企业软件、数据平台与流程自动化的投入回报与选型经验。' }),
  insight({ slug: 'twelve', topic: 'ESG与可持续发展', intro: '披露要求、碳管理与供应链合规对企业经营的实际影响。' }),
  insight({ slug: 'thirteen', topic: '人工智能应用落地', intro: '大模型在金融、制造、医疗等行业的真实落地案例与成本测算。' }),
  insight({ slug: 'fourteen', topic: '低空经济', intro: 'eVTOL、无人机物流与低空基础设施的商业化进度与政策走向。' }),

  {
    key: 'activeForm',
    kind: 'activity',
    path: '/activeForm',
    topic: '活动报名',
    resultPath: ACTIVITY_RESULT,
    intro: '填写以下信息完成报名，审核通过后我们会发送参会信息。',
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
    intro: '填写以下信息申请观看回放，审核通过后我们会把观看链接发送给您。',
    fields: LEAD_FIELDS(null, REPLAY_PURPOSE),
    endpoint: 'leads',
    submitLabel: '申请观看回放',
    activity: { source: 'query', mode: 'replay' },
    nextSteps: [
      '我们会在 1 个工作日内审核您的申请。',
      '审核通过后，观看链接将通过短信与邮件发送给您，7 天内有效。',
      '回放仅供本人观看，请勿转发或录制。',
    ],
  },
  activity({
    slug: 'one',
    topic: '消费行业闭门研讨会',
    binding: { source: 'fixed', id: 'act-2612-consumer' },
    intro: '面向投资机构的闭门交流，名额有限，报名后需审核。',
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
    intro: '系列线上分享会，每月邀请一位产业链专家分享最新变化。报名后，我们会在每期开始前发送会议信息。',
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
    intro: '每季度一期的小范围圆桌，围绕储能、电池与光伏的投资机会交流。提交意向后，我们会在下一期确定后邀请您。',
  }),
  activity({
    slug: 'four',
    topic: '医药出海大会',
    binding: { source: 'fixed', id: 'act-2612-pharma' },
    intro: '跨国药企与本土创新药企的出海负责人同台，拆解海外临床、注册与商业化。',
    title: '医药出海大会',
  }),
  activity({
    slug: 'five',
    topic: '探索混合现实技术创新',
    binding: { source: 'fixed', id: 'act-2612-mr' },
    intro: '从光学模组、芯片到内容生态，专家解读混合现实设备的技术拐点。',
    title: '探索混合现实技术创新',
  }),
  EXPERT_APPLICATION,
];

/** The lead form in front of gated materials (embedded by the materials centre, no route of its own). */
export const DOWNLOAD_FORM: FormDefinition = {
  key: 'download',
  kind: 'download',
  topic: '资料下载',
  intro: '留下联系方式即可下载，资料更新时我们会通知您。',
  fields: LEAD_FIELDS(null),
  endpoint: 'leads',
  submitLabel: '提交并下载',
  nextSteps: ['下载将自动开始。', '资料更新或有相关研究发布时，我们会通过邮件通知您。'],
};

export const EMBEDDED_FORMS: readonly FormDefinition[] = [DOWNLOAD_FORM];

/** A routed form by key. */
export const formByKey = (key: string): RoutedFormDefinition | undefined => FORMS.find((f) => f.key === key);

/** Any form by key, embedded ones included (the API accepts them all). */
export const anyFormByKey = (key: string): FormDefinition | undefined => formByKey(key) ?? EMBEDDED_FORMS.find((f) => f.key === key);

/** Heading of a form page: its title, or its topic where the page is untitled. */
export const formHeading = (form: FormDefinition) => (form.kind === 'special' ? form.topic : (form.title ?? form.topic));
