/**
 * The personal centre's rights section (/user): what a visitor may ask for online, how they confirm who is asking
 * (a one-time code by text message or e-mail), and what follows. The platform's answers about a code or a request are
 * here too (mock/platform/verification.ts and privacyRequests.ts read them), so the page, the mocks and the tests say
 * the same words.
 */
import {
  PRIVACY_ANSWER_WORKING_DAYS,
  PRIVACY_REQUEST_EFFECT,
  type PrivacyRequestKind,
  type PrivacyRequestOutcome,
  VERIFICATION_RULES,
  type VerificationChannel,
} from '../config/forms/privacyRequests';
import { COMPLIANCE_CONTACT } from './compliance';
import { RETENTION } from './facts';

const { codeLength, validMinutes, maxWrongTries } = VERIFICATION_RULES;

export const RIGHTS_COPY = {
  title: '我的个人信息权利',
  intro:
    `无需发邮件或打电话：选择请求，用手机短信或邮件验证码确认是您本人后提交。撤回同意、限制处理和退出专家网络即时生效；` +
    `副本、删除与更正在 ${PRIVACY_ANSWER_WORKING_DAYS} 个工作日内答复。`,
  identity: {
    signedIn: '您已通过微信识别身份，请求会以该身份提交。如您也曾在微信外提交表单，可再用验证码确认当时留下的手机号码或邮箱，一并处理。',
    anonymous: '请用您提交表单时留下的手机号码或邮箱接收验证码，确认是您本人：请求即刻按这个号码或邮箱找到您的记录。',
  },
  /** What each request does, beside its choice. */
  kinds: {
    withdrawMarketing: '不再向您发送活动邀请与研究更新；正在处理的需求不受影响。',
    withdrawCrossBorder: '专家可只撤回这一项：不再向境外客户提供您的信息，也不再向您发送境外客户的邀请；境内的邀请照常。',
    copy: '我们整理您提交过的信息、同意记录与处理情况，发送到您确认过的手机号码或邮箱。',
    delete: '删除您提交的信息与同意记录；法律要求保留的记录除外，我们会在答复中说明。',
    correct: '专家可更正职业背景（任职经历、职级、擅长领域）：请在补充说明中写明需要更正的内容。',
    restrict: '从现在起，除保存外不再使用您的信息（不联系、不匹配、不分析），直到您撤回限制或信息被删除。',
    leaveNetwork: `专家可随时退出：即刻撤回向客户提供背景摘要（含向境外客户提供）的同意，${RETENTION.expertDeletedWithinDays} 天内删除您的专家信息。`,
  } satisfies Record<PrivacyRequestKind, string>,
  /** When each takes effect, beside its explanation. */
  effects: {
    now: '即时生效',
    answer: `${PRIVACY_ANSWER_WORKING_DAYS} 个工作日内答复`,
  } satisfies Record<(typeof PRIVACY_REQUEST_EFFECT)[PrivacyRequestKind], string>,
  recordsTitle: '已提交的请求',
  loading: '正在加载请求表单…',
  more: `也可以发邮件至 ${COMPLIANCE_CONTACT.email}。`,
};

/** A line of the device's list of requests sent: when, and what became of it. */
export function rightsRecordMeta(sentAt: string, outcome: PrivacyRequestOutcome | undefined, answerBy: string | undefined) {
  let status: string;
  if (outcome === 'applied') status = '已生效';
  else if (outcome === 'held') status = answerBy ? `需要人工核实，${answerBy}前联系您` : '需要人工核实';
  else status = answerBy ? `${answerBy}前答复` : `${PRIVACY_ANSWER_WORKING_DAYS} 个工作日内答复`;
  return `${sentAt} 提交 · ${status}`;
}

/**
 * The confirmation once the platform has the request, by what it did: in effect now, answered by a day, or held for a
 * person to check (then never worded as done). A receipt that names no outcome is not taken as applied.
 */
export function rightsConfirmation(label: string, reference: string, outcome: PrivacyRequestOutcome | undefined, answerBy?: string) {
  const by = answerBy ? `${answerBy}前` : `${PRIVACY_ANSWER_WORKING_DAYS} 个工作日内`;
  switch (outcome) {
    case 'applied':
      return `已生效：您的请求“${label}”已即时生效，编号 ${reference}。`;
    case 'held':
      return `已收到您的请求“${label}”，编号 ${reference}。这个请求需要人工核实，暂未生效；我们会在 ${by}联系您。`;
    default:
      return `已收到您的请求“${label}”，编号 ${reference}。我们会在 ${by}答复（${PRIVACY_ANSWER_WORKING_DAYS} 个工作日内）。`;
  }
}

/** The step that confirms who is asking: where the code goes, the code, and what can go wrong on the way. */
export const CONFIRM_COPY = {
  title: '确认是您本人',
  optionalTitle: '也在微信外提交过？用验证码一并找到（选填）',
  optionalNote: '不填写则只按您的微信身份处理。',
  channelLabel: '接收验证码的方式',
  channels: { sms: '手机短信', email: '邮箱' } satisfies Record<VerificationChannel, string>,
  address: {
    sms: { label: '手机号码', placeholder: '11 位手机号码', help: '填写您提交表单时留下的手机号码。' },
    email: { label: '邮箱', placeholder: 'name@example.com', help: '填写您提交表单或调研问卷时留下的邮箱。' },
  } satisfies Record<VerificationChannel, { label: string; placeholder: string; help: string }>,
  codeLabel: '验证码',
  codePlaceholder: `${codeLength} 位数字`,
  send: '获取验证码',
  sending: '正在发送…',
  resend: (seconds: number) => `${seconds} 秒后可重发`,
  sent: (channel: VerificationChannel, to: string) =>
    `验证码已发送至 ${to}（${channel === 'sms' ? '短信' : '邮件'}），${validMinutes} 分钟内有效。`,
  /** Said on the step's own fields before anything is sent. */
  missing: {
    address: { sms: '请填写手机号码', email: '请填写邮箱' } satisfies Record<VerificationChannel, string>,
    notRequested: '请先获取验证码',
    code: '请填写验证码',
    codeFormat: `请输入 ${codeLength} 位数字验证码`,
    addressChanged: '号码或邮箱已更改，请重新获取验证码',
    signedInUnconfirmed: '请先获取验证码，或清空号码与邮箱，只按微信身份提交',
  },
  /** A code that could not be sent: why, in the visitor's words; what was typed stays. */
  sendFailed: {
    timeout: '发送超时，请稍后再点“获取验证码”。',
    network: '网络连接中断，验证码未发送，请检查网络后重试。',
    http: (status: number) => `服务暂时不可用（${status}），验证码未发送，请稍后重试。`,
    invalid: '服务器的应答无法识别，验证码可能未发送，请稍后重试。',
    unknown: '验证码发送失败，请稍后重试。',
  },
};

/** The platform's answers about a code and a request (the mocked platform reads them: mock/platform/). */
export const RIGHTS_PLATFORM_MESSAGES = {
  /** POST /api/platform/privacy/verify */
  resendTooSoon: (seconds: number) => `验证码已发送，请 ${seconds} 秒后再获取。`,
  /** The code sent with a request. */
  codeUnknown: '验证码无效，请重新获取。',
  codeExpired: `验证码已过期（${validMinutes} 分钟内有效），请重新获取。`,
  codeUsed: '这个验证码已经用过，请重新获取。',
  codeWrong: (triesLeft: number) => `验证码不正确，还可以再试 ${triesLeft} 次。`,
  codeVoid: `验证码已输错 ${maxWrongTries} 次，已经失效，请重新获取。`,
  codeFormat: `请输入 ${codeLength} 位数字验证码`,
  codeNeeded: '请先获取验证码并填写，确认是您本人。',
  /** Who is asking, and what they ask. */
  noRecords: {
    sms: '没有找到使用这个手机号码提交的记录，请确认您在表单中留下的号码，或改用邮箱验证，或发邮件联系我们',
    email: '没有找到使用这个邮箱提交的记录，请确认您在表单中留下的邮箱，或改用手机短信验证，或发邮件联系我们',
  } satisfies Record<VerificationChannel, string>,
  duplicate: (reference: string, answerBy: string) =>
    `您已提交过相同的请求（编号 ${reference}），我们会在 ${answerBy} 前答复，无需重复提交。`,
  noExpertApplication: '没有找到您的专家入库申请：这项请求只适用于申请过的专家。',
  correctionNeedsNote: '请在补充说明中写明需要更正的内容',
  /** A copy goes only to a number or address a code confirmed, signed in or not. */
  copyNeedsAddress: '副本只发送到您确认过的手机号码或邮箱：请先获取验证码并填写。',
  alreadyRestricted: (reference: string) => `您的信息已按请求 ${reference} 限制处理，无需重复提交。`,
};
