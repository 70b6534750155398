/** The personal centre's rights section (/user): what a visitor may ask for online, and what follows. */
import { PRIVACY_ANSWER_WORKING_DAYS, type PrivacyRequestKind } from '../config/forms/privacyRequests';
import { COMPLIANCE_CONTACT } from './compliance';

export const RIGHTS_COPY = {
  title: '我的个人信息权利',
  intro: `无需发邮件或打电话：在这里提交请求，我们核实身份后在 ${PRIVACY_ANSWER_WORKING_DAYS} 个工作日内答复。`,
  identity: {
    signedIn: '您已通过微信识别身份，请求会以该身份提交。',
    anonymous: '您尚未在微信中识别身份：请填写您提交表单时留下的手机号码。我们会先致电这个号码核实，再发送副本、删除信息或办理退出。',
  },
  /** What each request does, beside its choice. */
  kinds: {
    withdrawMarketing: '不再向您发送活动邀请与研究更新；正在处理的需求不受影响。',
    copy: '我们整理您提交过的信息、同意记录与处理情况，发送到您在表单中留下的联系方式。',
    delete: '删除您提交的信息与同意记录；法律要求保留的记录除外，我们会在答复中说明。',
    leaveNetwork: '专家可随时退出：即刻撤回向客户提供背景摘要的同意，30 天内删除您的专家信息。',
  } satisfies Record<PrivacyRequestKind, string>,
  recordsTitle: '已提交的请求',
  loading: '正在加载请求表单…',
  more: `也可以发邮件至 ${COMPLIANCE_CONTACT.email}。`,
};

/** The confirmation once the platform has the request. */
export const rightsConfirmation = (label: string, reference: string, answerBy?: string) =>
  `已收到您的请求“${label}”，编号 ${reference}。` +
  (answerBy
    ? `我们会在 ${answerBy}前答复（${PRIVACY_ANSWER_WORKING_DAYS} 个工作日内）。`
    : `我们会在 ${PRIVACY_ANSWER_WORKING_DAYS} 个工作日内答复。`);
