/**
 * What the firm promises, each fact written once: the pages, consents, notices and forms that state one read it from
 * here, and tests/e2e/facts.spec.ts fails on a pre-rendered page that states one in words of its own (a figure, a
 * list). Numbers the mocked platform also acts on live in src/config (PRIVACY_ANSWER_WORKING_DAYS, read by answerDays.ts).
 */
import { OPENID_COOKIE_MAX_AGE_MS } from '../config/openidCookie';
import { grouped } from '../lib/grouped';

/** A list as the copy writes it: 甲、乙和丙 (`joiner` for the last pair). */
export const listed = (items: readonly string[], joiner = '和') =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join('、')}${joiner}${items.at(-1)}`;

/* ---------- how soon the firm answers: answerDays.ts (pages that state only that do not load the rest) ---------- */

export { ANSWER_DAYS, withinDays } from './answerDays';

/* ---------- what experts are paid, and when ---------- */

/** How long an expert's calls last, in minutes: a paid consultation, and the background call after applying. */
export const EXPERT_CALLS = { usual: { from: 45, to: 60 }, background: 15 } as const;

/** What an hour of an expert's time is paid, in yuan, by seniority and field. */
export const EXPERT_HOURLY_YUAN = { from: 800, to: 3000 } as const;

export const EXPERT_PAY_TERMS = {
  rate: `每小时 ${grouped(EXPERT_HOURLY_YUAN.from)} 至 ${grouped(EXPERT_HOURLY_YUAN.to)} 元`,
  /** Calls are counted in steps of this many minutes. */
  stepMinutes: 15,
  /** When a month's calls are added up. */
  summedUp: '每月初汇总上月的咨询记录',
  /** Working days from the expert's confirmation of the month's record to the payment. */
  paidWithinDays: 10,
} as const;

/** The one sentence on when experts are paid. */
export const EXPERT_PAY_SENTENCE = `${EXPERT_PAY_TERMS.summedUp}，您确认后 ${EXPERT_PAY_TERMS.paidWithinDays} 个工作日内转入您的银行账户，并依法代扣代缴个人所得税、提供完税说明。`;

/* ---------- who an expert may not speak about: expertRules.ts (stated on pages that need nothing else) ---------- */

export { COOLING_OFF, COOLING_OFF_RULE, CURRENT_EMPLOYER_RULE, PUBLIC_SECTOR_RULE } from './expertRules';

/** The laws on secrets every expert is bound by. */
export const SECRECY_LAWS = ['《中华人民共和国保守国家秘密法》', '《中华人民共和国反间谍法》'] as const;
/** What an expert never speaks of. */
export const NEVER_DISCLOSED = '国家秘密、工作秘密，以及现任或前任雇主的保密信息与重大非公开信息';

/** What an expert must never disclose, with the laws that name it. */
export const SECRETS_RULE = `专家须遵守${listed(SECRECY_LAWS, '与')}：不谈论、不提供${NEVER_DISCLOSED}。`;

/** The expert's pledge in the application: the same rule, in the first person. */
export const EXPERT_PLEDGE = `我承诺：遵守${listed(SECRECY_LAWS, '与')}，不谈论、不提供${NEVER_DISCLOSED}；存在利益冲突时主动说明并回避。`;

/* ---------- what clients see of an expert ---------- */

/** What an expert's background summary holds (the consent, the notice and the compliance centre say it alike). */
export const EXPERT_SUMMARY_FIELDS = ['所在行业', '从业年限', '曾任职级与职能', '擅长领域'] as const;
export const EXPERT_SUMMARY = EXPERT_SUMMARY_FIELDS.join('、');

/** What a client never receives of an expert without the expert's further consent for that project. */
export const NEVER_SHARED = ['姓名', '联系方式', '现任雇主名称'] as const;
export const NEVER_SHARED_TEXT = listed(NEVER_SHARED);

/* ---------- who receives what ---------- */

export const RECIPIENTS = {
  processors: '受托服务商（短信与邮件发送、网站与数据托管），在约定范围内处理必要信息，并受合同约束',
  experts: '专家：仅收到访谈所必需的议题信息，不含客户的姓名和联系方式',
  clients: `客户：经专家单独同意后，收到专家的职业背景摘要（${EXPERT_SUMMARY}）`,
} as const;

/* ---------- personal information sent abroad (PIPL Art. 38-39) ---------- */

export const CROSS_BORDER = {
  /** The mechanism of PIPL Art. 38 the firm uses. */
  mechanism: '与境外接收方订立国家网信部门制定的个人信息出境标准合同，并向所在地省级网信部门备案',
  /** Kinds of overseas recipient. */
  recipients: '境外投资机构、咨询公司与企业客户（及其研究团队）',
  /** Where they are. */
  regions: ['中国香港', '新加坡', '美国', '英国', '日本'] as const,
  /** What they receive. */
  what: [`专家的职业背景摘要（${EXPERT_SUMMARY}）`, '访谈中专家的发言（电话或视频，经双方同意时的录音与纪要）'] as const,
  /** PIPL Art. 39: the recipient is named to the expert before anything goes to it. */
  named: '向境外客户提供前，邀请会写明接收方的名称和联系方式，专家接受这次邀请后才向其提供',
  /** Only with this separate consent of the expert's. */
  consent: '专家在申请时单独勾选“同意向境外客户提供”，可随时撤回',
} as const;

export const CROSS_BORDER_REGIONS_TEXT = listed(CROSS_BORDER.regions);

/* ---------- how long information is kept ---------- */

export const RETENTION = {
  /** An enquiry, from the day it was sent (longer when a contract follows, as it and the law require). */
  enquiryYears: 2,
  /** An activity registration or replay request, after the activity. */
  registrationYears: 1,
  /** A survey respondent's name and e-mail, kept apart from the answers. */
  surveyIdentityYears: 1,
  /** An expert's information after they leave the network. */
  expertDeletedWithinDays: 30,
  /** The records of each call (confirmations, compliance questions, pay and tax slips). */
  callRecordYears: 5,
  /** Visitor analytics, raw. */
  analyticsMonths: 13,
  /** The WeChat openid on the device (its cookie's life). */
  openidDays: Math.round(OPENID_COOKIE_MAX_AGE_MS / 86_400_000),
} as const;
