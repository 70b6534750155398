/**
 * Field kinds of the lead form engine and the field presets the form definitions are built from.
 * Plain data: the same definitions drive the form (src/features/leads/engine) and the mocked API's
 * validation (mock/platform/leads.ts), through src/features/leads/validation.ts.
 */
import { INDUSTRY_OPTIONS } from '../industries';
import * as clientConsents from './clientConsents';
import { TEXT_LIMITS } from './textLimits';

// Apart, so that what reads only these (the campaigns' schema) does not carry every field and the industries.
export { TEXT_LIMITS };

export type FieldKind =
  | 'text'
  | 'mobile'
  | 'email'
  /** A link to a public profile: https on one of `allowedHosts` (or a subdomain of one). */
  | 'url'
  | 'select'
  | 'multiSelect'
  /** Words the visitor types, one tag each (areas of expertise): at most `maxSelected`, each at most `maxLength`. */
  | 'tags'
  | 'radio'
  | 'checkboxGroup'
  | 'textarea'
  | 'date'
  | 'rating'
  /** A consent ticked in a box of its own (`consent` names its words and version, src/content/consents.ts). */
  | 'consent'
  /** A commitment ticked in a box: `statement` is what is promised, `requiredMessage` why it matters. */
  | 'pledge';

/**
 * The consents a form may ask for, each a separate box: the privacy notice, sharing an expert's background, sharing it
 * with clients abroad, marketing.
 */
export type ConsentId = 'privacy' | 'expertSharing' | 'crossBorder' | 'marketing';

/** The pledges a form may ask for, each ticked in a box of its own (its words: src/content/facts.ts). */
export type PledgeId = 'expertCompliance';

export interface FieldOption {
  value: string;
  label: string;
  /** radio: what follows from this answer, shown under the choices once it is picked. */
  note?: string;
}

export interface FieldDefinition {
  /** Key of the value in the submission. */
  name: string;
  kind: FieldKind;
  /** Chinese label; also used in the validation messages. */
  label: string;
  required?: boolean;
  placeholder?: string;
  /** A short hint under the control. */
  help?: string;
  minLength?: number;
  /** Characters (code points); every text kind has a default (TEXT_LIMITS). */
  maxLength?: number;
  /** A person's name: letters of any script, spaces, '·', '.', '-' only. */
  personName?: boolean;
  options?: readonly FieldOption[];
  /** multiSelect / checkboxGroup: at most this many choices. */
  maxSelected?: number;
  /** date: earliest allowed day, in days from today in Beijing (0 = today). */
  minDaysAhead?: number;
  /** date: latest allowed day, in days from today. */
  maxDaysAhead?: number;
  /** rating: number of stars (default 5). */
  scale?: number;
  /** url: the hosts a link may point at (a subdomain of one counts). */
  allowedHosts?: readonly string[];
  /** consent: which consent the box gives. */
  consent?: ConsentId;
  /** pledge: what the visitor promises, beside the box. */
  pledge?: PledgeId;
  /** The message when a required field is left empty, where the default ('请填写…') does not say enough. */
  requiredMessage?: string;
  /** url: the message for a link that is not allowed, naming what is. */
  invalidMessage?: string;
  /** Browser autofill hint. */
  autoComplete?: string;
  /** Half width beside another half field on wide screens. */
  half?: boolean;
  /**
   * `more`: an optional detail a consultant does not need to call back; such fields follow the required ones under
   * a "补充信息（选填）" heading, so a first contact asks only for name, mobile, company and the question.
   */
  group?: 'more';
}

/** The consent a field gives, or null for any other field (a consent box without its id is the privacy notice's). */
export const consentOf = (field: FieldDefinition): ConsentId | null => (field.kind === 'consent' ? (field.consent ?? 'privacy') : null);

/** The privacy notice's box, and what every client form ends with (./clientConsents.ts). */
export const CONSENT: FieldDefinition = clientConsents.CONSENT;
export const CLIENT_CONSENTS: readonly FieldDefinition[] = clientConsents.CLIENT_CONSENTS;

export const RATING_SCALE = 5;

const opts = (...labels: string[]): FieldOption[] => labels.map((label) => ({ value: label, label }));

/** The contact fields every lead form starts with. */
export const NAME: FieldDefinition = {
  name: 'name',
  kind: 'text',
  label: '姓名',
  required: true,
  minLength: 2,
  maxLength: 30,
  personName: true,
  autoComplete: 'name',
  half: true,
};
export const MOBILE: FieldDefinition = {
  name: 'mobile',
  kind: 'mobile',
  label: '手机号码',
  required: true,
  help: '11 位中国大陆手机号码，顾问会致电您。',
  autoComplete: 'tel',
  half: true,
};
export const EMAIL: FieldDefinition = {
  name: 'email',
  kind: 'email',
  label: '工作邮箱',
  required: true,
  help: '用于接收方案与资料。',
  autoComplete: 'email',
  half: true,
};
export const COMPANY: FieldDefinition = {
  name: 'company',
  kind: 'text',
  label: '公司名称',
  required: true,
  minLength: 2,
  maxLength: 60,
  help: '请填写公司全称。',
  autoComplete: 'organization',
  half: true,
};
export const JOB_TITLE: FieldDefinition = {
  name: 'jobTitle',
  kind: 'text',
  label: '职位',
  required: true,
  maxLength: 30,
  help: '例如：投资经理、战略总监。',
  autoComplete: 'organization-title',
  half: true,
};
export const INDUSTRY: FieldDefinition = {
  name: 'industry',
  kind: 'select',
  label: '所在行业',
  required: true,
  options: INDUSTRY_OPTIONS,
  placeholder: '请选择行业',
  half: true,
};
export const NEED: FieldDefinition = {
  name: 'need',
  kind: 'textarea',
  label: '需求描述',
  required: true,
  minLength: 10,
  maxLength: 1000,
  help: '简要写下项目背景、希望解决的问题与时间安排，至少 10 个字。',
};

/** What a consultant needs to call back: name, mobile and company (the question follows). */
export const CALLBACK_FIELDS: readonly FieldDefinition[] = [NAME, MOBILE, COMPANY];

/** A preset with some properties changed (a different label, optional, ...). */
export const withField = (base: FieldDefinition, change: Partial<FieldDefinition>): FieldDefinition => ({ ...base, ...change });

/** An optional detail under "补充信息（选填）": not required, no minimum length. */
export const more = (base: FieldDefinition): FieldDefinition => ({ ...base, required: false, minLength: undefined, group: 'more' });

/** The address a material is e-mailed to (/downPdfBak): any valid address, by the same rules as the forms. */
export const RECEIVER_EMAIL: FieldDefinition = withField(EMAIL, { label: '接收邮箱' });

// Fields of particular kinds of form.

export const MEETING_FORMAT: FieldDefinition = {
  name: 'meetingFormat',
  kind: 'radio',
  label: '会议形式',
  required: true,
  options: opts('电话或视频访谈', '线下面谈', '专家陪同实地走访'),
};
export const PREFERRED_DATE: FieldDefinition = {
  name: 'preferredDate',
  kind: 'date',
  label: '期望日期',
  required: true,
  minDaysAhead: 1,
  maxDaysAhead: 180,
  help: '可选明天起 180 天内的日期，顾问会与您确认具体时间。',
  half: true,
};
export const EXPERT_PROFILE: FieldDefinition = {
  name: 'expertProfile',
  kind: 'text',
  label: '希望访谈的专家背景',
  maxLength: 100,
  help: '例如：头部电池厂前采购负责人。',
  half: true,
};
export const RESEARCH_SCOPE: FieldDefinition = {
  name: 'researchScope',
  kind: 'checkboxGroup',
  label: '研究内容',
  required: true,
  options: opts('行业格局与竞争', '市场规模测算', '产业链与供应商', '客户与渠道调研', '政策与监管'),
};
export const DEADLINE: FieldDefinition = {
  name: 'deadline',
  kind: 'select',
  label: '期望交付时间',
  required: true,
  options: opts('2 周内', '1 个月内', '1–3 个月', '暂无明确时间'),
  half: true,
};
export const TARGET_GROUP: FieldDefinition = {
  name: 'targetGroup',
  kind: 'checkboxGroup',
  label: '目标人群',
  required: true,
  options: opts('企业决策者', '医生与医疗从业者', '消费者', '渠道与经销商', '技术与研发人员'),
};
export const SAMPLE_SIZE: FieldDefinition = {
  name: 'sampleSize',
  kind: 'select',
  label: '样本量',
  required: true,
  options: opts('100 份以内', '100–300 份', '300–1000 份', '1000 份以上', '需要顾问评估'),
  half: true,
};
export const SURVEY_METHOD: FieldDefinition = {
  name: 'surveyMethod',
  kind: 'radio',
  label: '调研方式',
  required: true,
  options: opts('在线问卷', '电话访问', '面对面访问', '需要顾问建议'),
};
export const PSF_SERVICES: FieldDefinition = {
  name: 'services',
  kind: 'multiSelect',
  label: '需要的服务',
  required: true,
  help: '可多选。',
  options: opts('专家访谈', '专家会议', '定制研究', '问卷调研', '数据服务', '行业培训'),
};
export const BUDGET: FieldDefinition = {
  name: 'budget',
  kind: 'select',
  label: '预算范围',
  options: opts('10 万元以下', '10–50 万元', '50 万元以上', '待评估'),
  half: true,
};
export const TRAINING_TOPICS: FieldDefinition = {
  name: 'trainingTopics',
  kind: 'multiSelect',
  label: '培训主题',
  required: true,
  help: '可多选。',
  options: opts('行业研究方法', '专家访谈技巧', 'AI 工具在研究中的应用', '出海合规与市场进入', '其他定制主题'),
};
export const ATTENDEES: FieldDefinition = {
  name: 'attendees',
  kind: 'select',
  label: '参训人数',
  required: true,
  options: opts('20 人以下', '20–50 人', '50–100 人', '100 人以上'),
  half: true,
};
export const TRAINING_FORMAT: FieldDefinition = {
  name: 'trainingFormat',
  kind: 'radio',
  label: '形式',
  required: true,
  options: opts('线下集中授课', '线上直播', '线上线下结合', '定制咨询项目'),
};
export const CAMPAIGN_INTERESTS: FieldDefinition = {
  name: 'interests',
  kind: 'checkboxGroup',
  label: '您希望获得',
  required: true,
  options: opts('专题研究报告', '专题发布会席位', '与行业专家交流', '定制研究方案'),
};
export const INSIGHT_FOCUS: FieldDefinition = {
  name: 'focus',
  kind: 'radio',
  label: '希望的交流方式',
  required: true,
  options: opts('获取研究简报', '一对一专家交流', '定制研究'),
};
export const ACTIVITY_QUESTION: FieldDefinition = {
  name: 'question',
  kind: 'textarea',
  label: '想向嘉宾提出的问题',
  maxLength: 300,
  help: '我们会在活动前转交嘉宾。',
};
export const REPLAY_PURPOSE: FieldDefinition = {
  name: 'purpose',
  kind: 'select',
  label: '观看用途',
  required: true,
  options: opts('投资研究', '业务决策', '学习了解', '其他'),
  half: true,
};

// The preference survey: questions of every kind.

export const SURVEY_FIELDS: readonly FieldDefinition[] = [
  {
    name: 'role',
    kind: 'radio',
    label: '您所在机构的类型',
    required: true,
    options: opts('投资机构', '企业战略或业务部门', '咨询公司', '研究机构或高校', '其他'),
  },
  withField(INDUSTRY, { label: '您最关注的行业', half: false }),
  {
    name: 'contentInterests',
    kind: 'checkboxGroup',
    label: '您希望从知桥获得哪些内容',
    required: true,
    options: opts('专家访谈纪要', '行业研究报告', '线上分享会', '线下闭门会', '数据与图表'),
  },
  {
    name: 'channels',
    kind: 'multiSelect',
    label: '您习惯通过哪些渠道获取行业信息（最多 3 项）',
    required: true,
    maxSelected: 3,
    help: '最多选 3 项。',
    options: opts('微信公众号', '官方网站', '邮件简报', '行业社群', '同事推荐', '短视频平台'),
  },
  { name: 'satisfaction', kind: 'rating', label: '您对知桥现有内容的整体满意度', required: true, scale: 5 },
  {
    name: 'frequency',
    kind: 'radio',
    label: '您希望多久收到一次行业简报',
    required: true,
    options: opts('每周', '每两周', '每月', '不需要'),
  },
  { name: 'suggestion', kind: 'textarea', label: '您还希望我们改进什么', maxLength: 500, help: '任何建议都欢迎。' },
  withField(NAME, { required: false, help: '选填：留下姓名与邮箱，调研结束后我们会发送调研摘要。' }),
  withField(EMAIL, { required: false, label: '邮箱' }),
  ...CLIENT_CONSENTS,
];

// The expert application.
export const YEARS_IN_INDUSTRY: FieldDefinition = {
  name: 'years',
  kind: 'select',
  label: '行业从业年限',
  required: true,
  options: opts('3–5 年', '5–10 年', '10–15 年', '15 年以上'),
  placeholder: '请选择年限',
  half: true,
};
export const EXPERTISE: FieldDefinition = {
  name: 'expertise',
  kind: 'tags',
  label: '擅长领域',
  required: true,
  maxSelected: 8,
  maxLength: 20,
  placeholder: '例如：动力电池、渠道管理',
  help: '每输入一项按回车或逗号；最多 8 项，每项不超过 20 个字。',
};
/** Public profile sites an expert may link: LinkedIn and 脉脉. */
export const PROFILE_HOSTS = ['linkedin.com', 'maimai.cn'] as const;
export const PROFILE_LINK: FieldDefinition = {
  name: 'profileUrl',
  kind: 'url',
  label: '个人主页链接',
  placeholder: 'https://www.linkedin.com/in/…',
  help: '选填：领英（LinkedIn）或脉脉的个人主页，帮助我们更快核实背景。',
  allowedHosts: PROFILE_HOSTS,
  invalidMessage: '个人主页链接须是以 https:// 开头的领英（linkedin.com）或脉脉（maimai.cn）链接，也可以留空',
};
export const COMPLIANCE_PLEDGE: FieldDefinition = {
  name: 'pledge',
  kind: 'pledge',
  label: '合规承诺',
  required: true,
  pledge: 'expertCompliance',
  requiredMessage: '请勾选合规承诺：每位专家都须遵守保密义务、不提供内幕信息，这保护您，也保护客户',
};
/** Optional, unticked: clients abroad see the background summary and hear the calls only with it (PIPL Art. 39). */
export const CROSS_BORDER_CONSENT: FieldDefinition = {
  name: 'crossBorderConsent',
  kind: 'consent',
  consent: 'crossBorder',
  label: '向境外客户提供',
};

/** What no paid call can follow, whatever the rest of the application says. */
const NO_PAID_CALL = '我们会保存您的申请，但在此情形改变之前，不会为您安排任何付费访谈；情形改变时，请告诉专家团队。';

/** Asked of every applicant (national security, and the employer's rules on outside work). */
export const CLASSIFIED_POST: FieldDefinition = {
  name: 'classifiedPost',
  kind: 'radio',
  label: '您目前是否在涉密岗位任职，或在工作中接触国家秘密？',
  required: true,
  options: [
    { value: 'no', label: '否' },
    { value: 'yes', label: '是', note: `在涉密岗位任职或接触国家秘密的人员不参与付费访谈。${NO_PAID_CALL}` },
  ],
};
export const EMPLOYER_BANS_CONSULTING: FieldDefinition = {
  name: 'employerBansConsulting',
  kind: 'radio',
  label: '您的现任雇主是否禁止员工对外提供有偿咨询？',
  required: true,
  options: [
    { value: 'no', label: '否' },
    { value: 'yes', label: '是', note: `雇主禁止对外咨询的，我们不安排付费访谈。${NO_PAID_CALL}` },
    { value: 'unsure', label: '不确定', note: '请先查阅劳动合同或员工手册，或向人事部门确认；确认之前，我们不会为您安排付费访谈。' },
  ],
};

/** Required: the network exists to show an expert's background to the clients matched with them (PIPL Art. 23). */
export const SHARING_CONSENT: FieldDefinition = {
  name: 'sharingConsent',
  kind: 'consent',
  consent: 'expertSharing',
  label: '向客户提供职业背景摘要',
  required: true,
};
