/** /expertNetwork: what working with the firm means for an industry professional, and what it asks of them. */
import {
  ANSWER_DAYS,
  CURRENT_EMPLOYER_RULE,
  EXPERT_CALLS,
  EXPERT_PAY_SENTENCE,
  EXPERT_PAY_TERMS,
  NEVER_SHARED_TEXT,
  SECRETS_RULE,
  withinDays,
} from './facts';

export interface ExpertNetworkPoint {
  title: string;
  text: string;
}

export const EXPERT_HERO = {
  eyebrow: '专家网络 · 面向行业从业者',
  title: '让一线经验，成为有价值的判断',
  lead: '投资机构、咨询公司与企业在做决策前，需要听到懂行的人怎么看。加入知桥专家网络，按您方便的时间，以电话或视频分享您的经验，并获得相应报酬。',
} as const;

/** The meta description of /expertNetwork (search results, share cards). */
export const EXPERT_DESCRIPTION = '面向行业从业者：以电话或视频参与付费咨询，时间由您决定；了解合作方式、合规要求与报酬结算。';

/** Facts beside the hero. */
export const EXPERT_FACTS = [
  { value: `${EXPERT_CALLS.usual.from}–${EXPERT_CALLS.usual.to} 分钟`, label: '一次咨询的常见时长' },
  { value: '电话 · 视频', label: '由您选择方式' },
  { value: '每月结算', label: '按实际时长计酬' },
] as const;

/** How a consultation goes, from the application to the first paid call. */
export const EXPERT_STEPS: readonly ExpertNetworkPoint[] = [
  { title: '提交申请', text: '填写从业经历与擅长领域，约 5 分钟。我们只用这些信息为您匹配话题。' },
  {
    title: '背景沟通',
    text: `专家团队在 ${withinDays(ANSWER_DAYS.expertCall)}致电，用 ${EXPERT_CALLS.background} 分钟核实任职经历，并说明合规要求。`,
  },
  {
    title: '接受邀请',
    text: '有匹配的需求时，我们先告诉您话题、时长，以及客户的类型和所在法域，由您决定是否参加、何时参加。',
  },
  { title: '付费咨询', text: '通过电话或视频交流，研究员全程协调；结束后按实际时长记入您的报酬。' },
];

/** What the firm asks of every expert: the rules that protect the expert, the client and the firm. */
export const EXPERT_RULES: readonly ExpertNetworkPoint[] = [
  {
    title: '遵守保密义务',
    text: `${SECRETS_RULE}涉及商业秘密、未公开的经营数据或客户信息时，请直接拒答。`,
  },
  {
    title: '不提供内幕信息',
    text: '不透露任何可能影响证券价格的重大非公开信息，也不就您负有保密义务的事项发表意见。',
  },
  {
    title: '不与现任雇主冲突',
    text: `每次邀请前我们都会核查冲突。${CURRENT_EMPLOYER_RULE}`,
  },
  {
    title: '如实介绍背景',
    text: '任职经历与擅长领域须真实、最新；职位变动时请及时更新，我们据此为您匹配话题并复核冲突。',
  },
];

/** How experts are paid. */
export const EXPERT_PAY: readonly ExpertNetworkPoint[] = [
  {
    title: '按小时计酬',
    text: `时薪在首次邀请前与您确认，依据您的资历与领域，一般为${EXPERT_PAY_TERMS.rate}；按实际时长以 ${EXPERT_PAY_TERMS.stepMinutes} 分钟为单位计算。`,
  },
  {
    title: '每月结算',
    text: EXPERT_PAY_SENTENCE,
  },
  {
    title: '不收取任何费用',
    text: '加入专家网络、参加培训与更新资料都是免费的；您可以随时暂停接受邀请，或申请退出并删除资料。',
  },
];

export const EXPERT_FAQ: readonly ExpertNetworkPoint[] = [
  {
    title: '我的雇主会知道吗？',
    text: `未经您就具体项目另行同意，我们不会向客户透露您的${NEVER_SHARED_TEXT}，客户只看到与话题相关的职业背景摘要。是否可以对外咨询，请以您与雇主的约定为准。`,
  },
  {
    title: '需要投入多少时间？',
    text: '完全由您决定。多数专家每月参加 1 至 3 次咨询，每次约一小时；您可以设定不接受邀请的时段。',
  },
  {
    title: '可以拒绝邀请吗？',
    text: '可以。每次邀请都会先说明话题与客户类型，您随时可以拒绝，不需要说明理由，也不影响以后的邀请。',
  },
];

export const EXPERT_CTA = {
  title: '准备好分享您的行业经验了吗？',
  text: `提交申请约需 5 分钟，专家团队会在 ${withinDays(ANSWER_DAYS.expertCall)}与您联系。`,
  primary: { label: '申请成为专家', path: '/expertApplyForm' },
  secondary: { label: '了解专家审核流程', path: '/aboutUs' },
} as const;
