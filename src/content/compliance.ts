/**
 * The compliance centre (/compliance), as data: what a client's compliance officer and an expert about to join check
 * before the first call. The firm's own words; the rules in brief are also on /aboutUs (./company.ts).
 */
import { COMPLIANCE_TRAINING_MINUTES, EMPLOYMENT_CHANGE_NOTICE_DAYS } from './expertRules';
import {
  ANSWER_DAYS,
  COOLING_OFF,
  COOLING_OFF_RULE,
  CROSS_BORDER,
  CROSS_BORDER_REGIONS_TEXT,
  CURRENT_EMPLOYER_RULE,
  EXPERT_PAY_SENTENCE,
  EXPERT_SUMMARY,
  NEVER_SHARED_TEXT,
  PUBLIC_SECTOR_RULE,
  RETENTION,
  SECRETS_RULE,
  withinDays,
} from './facts';
import { FIRM } from './firm';
import type { HeroCopy } from './pageCopy';

/** When the compliance centre was last updated (both editions state it). */
export const COMPLIANCE_UPDATED_ON = { year: 2026, month: 11, day: 26 } as const;
export const COMPLIANCE_UPDATED = `${COMPLIANCE_UPDATED_ON.year}年${COMPLIANCE_UPDATED_ON.month}月${COMPLIANCE_UPDATED_ON.day}日`;

export const COMPLIANCE_HERO: HeroCopy = {
  eyebrow: '合规中心',
  title: '每一次专家访谈，都先过合规这一关',
  lead: `${FIRM.name}如何筛选专家、在每次访谈前检查利益冲突、保存记录并接受客户审计，以及专家加入前需要了解的规则。更新日期：${COMPLIANCE_UPDATED}。`,
};

/** The share picture's line of facts under its title: shorter than the page's. */
export const COMPLIANCE_SHARE_META = '信息边界 · 冲突检查 · 记录与审计';

/** The meta description of /compliance (search results, share cards). */
export const COMPLIANCE_DESCRIPTION =
  '知桥咨询的专家访谈合规体系：信息边界、专家与客户筛选、利益冲突检查、跨境提供、记录与审计、冷静期与专家退出。';

/** 合规速览: the rules a reader must not miss, one line each. */
export const COMPLIANCE_AT_A_GLANCE: readonly string[] = [
  '专家不提供重大非公开信息或任何保密信息；每次访谈开场重申这一边界。',
  '专家入库前核实身份与任职经历，并完成合规培训与测试。',
  `每次访谈前检查利益冲突。${CURRENT_EMPLOYER_RULE}`,
  COOLING_OFF_RULE,
  '访谈安排与合规确认全程留档，客户合规团队可申请抽查与审计。',
  '涉及国家秘密、工作秘密、敏感行业与敏感岗位的话题一律拒绝；不接受政府、军队或情报背景的客户。',
  `向境外客户提供专家信息，须专家单独同意，并${CROSS_BORDER.mechanism}。`,
];

export interface ComplianceTopic {
  id: string;
  title: string;
  points: readonly string[];
}

/** For clients and their compliance officers. */
export const FOR_CLIENTS: readonly ComplianceTopic[] = [
  {
    id: 'mnpi',
    title: '不提供重大非公开信息',
    points: [
      '专家只分享基于个人经验与公开信息的行业见解，不披露可能影响证券价格的重大非公开信息，也不违反对现任或前任雇主的保密义务。',
      '访谈中一旦涉及，专家须立即拒答；客户也不应追问。我们的顾问可随时中止访谈。',
    ],
  },
  {
    id: 'screening',
    title: '专家如何筛选',
    points: [
      '专家团队视频核验身份（专家出示证件，我们不留存证件号码），并核对任职经历与教育背景，与公开信息和推荐人交叉验证。',
      '行业研究员进行背景访谈，确认专家对所述领域有一线经验。',
      '专家入库时和此后每年完成合规培训并通过测试，签署合规承诺书。',
    ],
  },
  {
    id: 'clients',
    title: '客户如何筛选',
    points: [
      '不接受政府部门、军队、情报机构及其关联机构作为客户，也不接受以其名义或为其利益发起的项目。',
      '每位新客户及其最终受益人都要经过制裁名单筛查（包括联合国、中国商务部不可靠实体清单与出口管制管控名单），此后每季度复查。',
      '研究主题涉及国家安全、关键信息基础设施或重要数据的项目，在接受前由合规团队审查，不符合要求的一律拒绝。',
    ],
  },
  {
    id: 'conflicts',
    title: '每次访谈前的冲突检查',
    points: [
      `核查专家当前与近 ${COOLING_OFF.months} 个月的任职单位，与客户提出的研究标的、竞争对手与交易对手比对。`,
      CURRENT_EMPLOYER_RULE,
      PUBLIC_SECTOR_RULE,
      '专家在每次访谈前以书面方式再次确认：没有冲突，且不会提供保密信息。',
    ],
  },
  {
    id: 'invitations',
    title: '每一次邀请告诉专家什么',
    points: [
      '话题、预计时长与报酬，以及客户的类型（如投资机构、咨询公司、企业）和所在法域（如中国内地、中国香港、新加坡）；境内客户的名称经客户同意后才告知。',
      `客户在境外时，邀请会写明这一点：只有同意向境外客户提供的专家才会收到这样的邀请，专家也可以直接拒绝；${CROSS_BORDER.named}。`,
    ],
  },
  {
    id: 'cross-border',
    title: '向境外客户提供专家信息',
    points: [
      `我们的客户中有${CROSS_BORDER.recipients}，分布在${CROSS_BORDER_REGIONS_TEXT}等地。`,
      `向他们提供的，限于${CROSS_BORDER.what.join('，以及')}。`,
      `前提是${CROSS_BORDER.consent}；我们${CROSS_BORDER.mechanism}。专家如何向境外接收方行使权利，见《个人信息保护说明》。`,
    ],
  },
  {
    id: 'records',
    title: '记录与保存',
    points: [
      `我们保存访谈的安排、专家的书面确认、合规问答与客户的访谈指引，保存 ${RETENTION.callRecordYears} 年。`,
      '经客户与专家双方同意，访谈可录音或由研究员记录纪要，仅用于合规抽查与客户交付。',
    ],
  },
  {
    id: 'declined',
    title: '我们拒绝的话题',
    points: [
      '国家秘密、工作秘密、国防与军工项目、未公开的政府决策与招投标信息。',
      '依法限制对外提供的数据，包括重要数据、个人信息与人类遗传资源信息。',
      '专家所在岗位负有特别保密义务的内容，如审计、监管与涉密岗位的工作信息。',
    ],
  },
  {
    id: 'audit',
    title: '客户合规团队如何审计',
    points: [
      '客户可为项目设置自己的合规要求（如禁访名单、额外的冷静期），我们在匹配专家时一并执行。',
      `客户合规团队可申请查阅任一访谈的专家确认与合规记录，或旁听访谈，我们在 ${withinDays(ANSWER_DAYS.audit)}提供。`,
    ],
  },
];

/** For experts, before they join and before each call. */
export const FOR_EXPERTS: readonly ComplianceTopic[] = [
  {
    id: 'rules',
    title: '专家须遵守的规则',
    points: [
      SECRETS_RULE,
      '遇到可能越界的问题，直接说“这个问题我不便回答”，无需解释。',
      '不向客户推销产品或服务，不与客户私下约定后续付费合作。',
    ],
  },
  {
    id: 'cooling-off',
    title: '离职冷静期与现任雇主',
    points: [
      COOLING_OFF_RULE,
      CURRENT_EMPLOYER_RULE,
      `任职发生变化时，请在 ${EMPLOYMENT_CHANGE_NOTICE_DAYS} 天内告知专家团队，以便更新冲突检查。`,
    ],
  },
  {
    id: 'training',
    title: '首次访谈前的培训与承诺',
    points: [
      `约 ${COMPLIANCE_TRAINING_MINUTES} 分钟的线上合规培训，内容包括信息边界、保密义务、拒答方式与常见情形。`,
      `通过测试并签署合规承诺书后，才会收到访谈邀请；此后每年复训一次。承诺书写明：${SECRETS_RULE}`,
    ],
  },
  {
    id: 'disclosure',
    title: '我们向客户展示什么，绝不做什么',
    points: [
      `在您单独同意后，我们向匹配的客户展示您的职业背景摘要：${EXPERT_SUMMARY}。`,
      `未经您就具体项目另行同意，我们绝不向客户提供您的${NEVER_SHARED_TEXT}，也不会出售您的信息。`,
      '向境外客户提供摘要与访谈，须您另行单独同意；不同意不影响境内项目的邀请。',
    ],
  },
  {
    id: 'pay',
    title: '报酬与税务',
    points: [`报酬按访谈时长结算，标准在每次邀请中写明。${EXPERT_PAY_SENTENCE}`, '如您的雇主对兼职咨询有申报要求，请先完成申报。'],
  },
  {
    id: 'leave',
    title: '退出专家网络、删除数据',
    points: [
      `您可以随时退出：在本站“个人中心”在线提交（以短信或邮件验证码确认身份后即刻生效），或写信至合规邮箱、致电我们。我们停止一切邀请，不再向客户提供您的摘要，并在 ${RETENTION.expertDeletedWithinDays} 天内删除您的资料。`,
      `依法须保存的合规记录（访谈确认与报酬凭证）保存 ${RETENTION.callRecordYears} 年，期满后删除，期间不再用于任何其他用途。`,
    ],
  },
];

/** The named compliance contact, and where to report a concern. */
export const COMPLIANCE_CONTACT = {
  name: '顾明远',
  /** The name as the English pages write it. */
  nameLatin: 'Gu Mingyuan',
  role: '合规负责人',
  email: 'compliance@zhiqiao-consulting.cn',
  reportEmail: 'report@zhiqiao-consulting.cn',
  phone: FIRM.phone,
  promise: `我们在 ${withinDays(ANSWER_DAYS.compliance)}回复；举报可以不留姓名，我们不会向任何一方透露举报人的身份。`,
};
