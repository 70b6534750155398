/**
 * The words of the lead forms (src/config/forms/), by form key: title, topic, the submit button, the label of a link
 * that opens the form, a fixed event's facts, and the form's own wording of a field preset (./fields.ts). What a form's
 * page says around it is src/content/formIntros.ts. A leaf of the catalogue: it reads only its own types, so the
 * settings may read it.
 */
import type { FieldLabelKey, FieldWording } from './fields';
import type { FORM_LINK_LABELS } from './formLinks';

/** A fact of a recurring event: what it is about, and what it is. */
export interface FactWords {
  label: string;
  value: string;
}

export interface FormWords {
  /** The page title; omitted where the page is untitled (its heading is the topic). */
  title?: string;
  /** What the enquiry is about: the heading, the result page and the lead record name it. */
  topic: string;
  /** Where the form's kind says something else (FORM_KIND_LABELS). */
  submitLabel?: string;
  /** The label of a link or button that opens the form. */
  cta?: string;
  /** A recurring event's facts, for a form bound to no single activity. */
  facts?: readonly FactWords[];
  /** The form's own wording of a preset. */
  fields?: Partial<Record<FieldLabelKey, FieldWording>>;
}

/** A service form's words beyond those a link to it needs (./formLinks.ts). */
export type ServiceFormWords = Omit<FormWords, 'title' | 'topic' | 'cta'>;

/** What each kind of form says unless a form says otherwise. */
export const FORM_KIND_LABELS = {
  resultTitle: (topic: string) => `提交结果 · ${topic}`,
  service: { submitLabel: '提交需求' },
  special: {
    title: '专题发布',
    submitLabel: '立即获取',
    fields: { email: { help: '专题研究报告将发送至此邮箱。' }, need: { label: '您想了解的问题', help: undefined } },
  },
  insight: {
    submitLabel: '提交',
    fields: { need: { label: '您关心的具体问题', help: '例如：未来两年的竞争格局、主要玩家的成本结构。至少 10 个字。' } },
  },
  activity: { submitLabel: '提交报名' },
};

/** The service forms' words beyond their titles, topics and calls to action (./formLinks.ts). */
export const SERVICE_FORM_LABELS: Record<keyof typeof FORM_LINK_LABELS, ServiceFormWords> = {
  expertCall: {
    submitLabel: '提交访谈需求',
    fields: {
      need: { label: '您想和专家聊的问题', help: '例如：华东地区储能电池的采购价格走势。至少 10 个字。' },
      preferredDate: { help: '可选明天起 180 天内的日期。' },
    },
  },
  meeting: {
    fields: { need: { label: '会议或调研议题', help: '议题、希望参会的专家背景与大致时间，至少 10 个字。' } },
  },
  insight: {},
  study: {},
  psf: {},
  thirteen: {
    submitLabel: '预约培训咨询',
    fields: {
      need: { label: '培训目标与背景' },
      preferredDate: { label: '期望开始日期', help: '可选 7 天后至 180 天内的日期。' },
    },
  },
};

export const FORM_LABELS = {
  fiveteen: {
    title: '用户偏好调研',
    topic: '用户偏好调研',
    submitLabel: '提交问卷',
    fields: {
      industry: { label: '您最关注的行业' },
      name: { help: '选填：留下姓名与邮箱，调研结束后我们会发送调研摘要。' },
      email: { label: '邮箱' },
    },
  },

  special: { topic: '综合专题' },
  'special-consumer': { topic: '消费行业' },
  'special-sea': { topic: '东南亚市场' },
  'special-cbec': { topic: '跨境电商' },
  'special-2405-trend': { topic: '2024年5月趋势洞察' },
  'special-newretail': { topic: '新零售' },
  'special-robot': { topic: '机器人' },
  'special-24hy-review': { topic: '2024年半年度回顾' },
  'special-lifesci': { topic: '生命科学' },
  'special-chatgpt': { topic: 'ChatGPT与大模型' },
  'special-network-security': { topic: '网络安全' },

  'insight-one': { topic: '半导体供应链' },
  'insight-two': { topic: '新能源汽车出海' },
  'insight-three': { topic: '创新药商业化' },
  'insight-four': { topic: '消费品牌增长' },
  'insight-five': { topic: '工业自动化' },
  'insight-six': { topic: '医疗器械集采' },
  'insight-eleven': { topic: '数字化转型' },
  'insight-twelve': { topic: 'ESG与可持续发展' },
  'insight-thirteen': { topic: '人工智能应用落地' },
  'insight-fourteen': { topic: '低空经济' },

  activeForm: { topic: '活动报名' },
  activeFormBackLive: { topic: '活动回放申请', submitLabel: '申请观看回放' },
  'active-one': { topic: '消费行业闭门研讨会' },
  'active-two': {
    topic: '半导体产业链线上分享会',
    facts: [
      { label: '时间', value: '每月第二个周四 19:30–20:30（北京时间）' },
      { label: '形式', value: '线上会议（报名后发送会议号）' },
      { label: '主题', value: '设备、材料与制造环节的月度变化' },
    ],
  },
  'active-three': {
    topic: '新能源投资圆桌',
    facts: [
      { label: '时间', value: '每季度一期，具体日期报名后通知' },
      { label: '地点', value: '上海 · 静安嘉里中心（线下）' },
      { label: '规模', value: '每期约 20 位投资人' },
    ],
  },
  'active-four': { title: '医药出海大会', topic: '医药出海大会' },
  'active-five': { title: '探索混合现实技术创新', topic: '探索混合现实技术创新' },

  expertApply: {
    title: '申请成为知桥专家',
    topic: '专家入库申请',
    cta: '申请成为专家',
    submitLabel: '提交申请',
    fields: {
      mobile: { help: '11 位中国大陆手机号码，专家团队会致电核实背景。' },
      company: { label: '现任或最近任职公司', help: undefined },
      jobTitle: { label: '职位', help: '例如：销售总监、研发负责人。' },
      industry: { label: '所属行业' },
      email: { label: '邮箱', help: '用于接收咨询邀请与结算单。' },
      note: {
        label: '补充说明',
        help: '例如：可以交流的话题、方便的时段；在公立医院、高校等事业单位任职的，请写明单位性质。',
      },
    },
  },

  download: { topic: '资料下载', submitLabel: '提交并下载' },
  privacyRequest: { topic: '个人信息权利请求', submitLabel: '提交请求' },
} satisfies Record<string, FormWords>;

export type FormLabelKey = keyof typeof FORM_LABELS;

/** The key of a form of a family (`insight-one` → `one`): the forms a family's builder may make. */
export type FormSlug<Family extends string, Key = FormLabelKey> = Key extends `${Family}-${infer Slug}` ? Slug : never;
