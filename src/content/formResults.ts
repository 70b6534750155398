/**
 * Result page copy by kind of form: what happens next and how soon, and related content. Kept apart from the form
 * definitions so that the route table (in the first chunk) does not carry it.
 */
import type { FormKey, PageFormKind } from '../config/forms';
import { ANSWER_DAYS, withinDays } from './answerDays';

export interface RelatedLink {
  label: string;
  path: string;
}

/** What happens next, and where to read on. */
export interface ResultCopy {
  nextSteps: readonly string[];
  related: readonly RelatedLink[];
}

/** The result page's "what happens next" and related content, by kind of form. */
export const RESULT_COPY = {
  service: {
    nextSteps: [
      `行业顾问会在 ${withinDays(ANSWER_DAYS.enquiry)}（工作日 9:00–18:00）通过电话或邮件联系您。`,
      `我们会确认需求细节，并在 ${withinDays(ANSWER_DAYS.proposal)}给出初步方案与报价。`,
      '签署保密协议后即可启动项目，最快 48 小时内完成首场专家访谈。',
    ],
    related: [
      { label: '产品与服务', path: '/service' },
      { label: '案例研究', path: '/case' },
      { label: '服务相关资料', path: '/serviceDown' },
    ],
  },
  survey: {
    nextSteps: [
      '您的回答只有知桥的研究团队可以看到；我们把它与其他参与者的回答汇总分析，用于调整下一季度的研究选题与活动形式，汇总结果中不出现您的姓名与公司。',
      '如您留下了邮箱，调研结束后 2 周内我们会发送调研摘要。',
    ],
    related: [
      { label: '活动中心', path: '/activeList' },
      { label: '知识库', path: '/newActive' },
      { label: '近期热点', path: '/hotspot' },
    ],
  },
  special: {
    nextSteps: [
      '专题研究报告将在 24 小时内发送至您的工作邮箱。',
      '如您选择了发布会席位，参会信息会在会前 3 天通过短信发送。',
      `需要与专家交流时，顾问会在 ${withinDays(ANSWER_DAYS.enquiry)}联系您安排。`,
    ],
    related: [
      { label: '深度洞察', path: '/deepInsight' },
      { label: '近期热点', path: '/hotspot' },
      { label: '资料下载', path: '/down' },
    ],
  },
  insight: {
    nextSteps: [
      `研究团队会在 ${withinDays(ANSWER_DAYS.proposal)}与您联系。`,
      '我们会先发送该主题的研究简报，再按需安排专家交流或定制研究。',
    ],
    related: [
      { label: '深度洞察', path: '/deepInsight' },
      { label: '近期热点', path: '/hotspot' },
      { label: '案例研究', path: '/case' },
    ],
  },
  activity: {
    nextSteps: [
      `我们会在 ${withinDays(ANSWER_DAYS.registration)}审核报名。`,
      '审核通过后，参会信息将通过短信与邮件发送给您。',
      '如需取消，请回复确认短信或致电我们，以便把名额留给其他人。',
    ],
    related: [
      { label: '活动中心', path: '/activeList' },
      { label: '案例研究', path: '/case' },
      { label: '资料下载', path: '/down' },
    ],
  },
  download: {
    nextSteps: ['下载将自动开始。'],
    related: [{ label: '资料下载', path: '/down' }],
  },
  expert: {
    nextSteps: [
      `专家团队会在 ${withinDays(ANSWER_DAYS.expertCall)}致电您，用 15 分钟了解您的从业经历并核实背景。`,
      '核实通过后，您会收到一份专家协议与合规培训材料，签署后即加入知桥专家库。',
      '有匹配的咨询需求时，我们会先说明话题、客户的类型和所在法域，由您决定是否接受、何时进行。',
      '如您在申请中表示在涉密岗位任职，或现任雇主禁止对外咨询，我们会保存您的申请，但不会为您安排付费访谈。',
    ],
    related: [
      { label: '成为知桥专家', path: '/expertNetwork' },
      { label: '关于我们', path: '/aboutUs' },
      { label: '行业解决方案', path: '/industry' },
    ],
  },
  campaign: {
    // A campaign's own next steps come with its definition; these show where it has none to show.
    nextSteps: [`顾问会在 ${withinDays(ANSWER_DAYS.enquiry)}通过电话或邮件与您联系。`],
    related: [
      { label: '专题活动', path: '/campaign' },
      { label: '深度洞察', path: '/deepInsight' },
      { label: '联系我们', path: '/contactUs' },
    ],
  },
} satisfies Record<PageFormKind, ResultCopy>;

/** A form's own next steps, where they differ from its kind's. */
export const FORM_NEXT_STEPS: Partial<Record<FormKey, readonly string[]>> = {
  activeFormBackLive: [
    `我们会在 ${withinDays(ANSWER_DAYS.registration)}审核您的申请。`,
    '审核通过后，观看链接将通过短信与邮件发送给您，7 天内有效。',
    '回放仅供本人观看，请勿转发或录制。',
  ],
};

/** Where a result page knows no form: what follows any submission. */
export const GENERIC_NEXT_STEPS: readonly string[] = [
  `我们会在 ${withinDays(ANSWER_DAYS.enquiry)}通过电话或邮件与您联系。`,
  '如有紧急需求，欢迎直接致电我们。',
];

/** After each submission listed in the personal centre: who gets back in touch, and by when. */
export const SUBMISSION_FOLLOW_UP = {
  expert: `专家团队将在 ${withinDays(ANSWER_DAYS.expertCall)}与您联系`,
  client: `顾问将在 ${withinDays(ANSWER_DAYS.enquiry)}联系您`,
} as const;
