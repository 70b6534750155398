/** The words of a lead's submission: why it failed, why its consent records do not hold, a campaign form's button (src/features/leads/, src/features/campaigns/). */

/** Said of the visitor's answers after every failure but a field error. */
const KEPT = '您填写的内容已保留';

/** Why a submission failed (src/features/leads/submission.ts); `message` is the server's, or the general request error. */
export interface SubmissionFailures {
  /** The server named the fields at fault; `said` is its message (the Chinese edition shows it). */
  fields: (said: string) => string;
  /** The platform refused it; `said` is its message, or the general request error. */
  biz: (said: string) => string;
  timeout: string;
  http: (status: number) => string;
  network: string;
  invalid: string;
  unknown: (said: string) => string;
}

export const SUBMISSION_FAILURES: SubmissionFailures = {
  fields: (said: string) => said || '提交的信息有误，请按提示修改后再提交。',
  biz: (message: string) => `${message}${KEPT}，可稍后重新提交。`,
  timeout: `提交超时，服务器没有及时响应。${KEPT}，请稍后点击“重新提交”。`,
  http: (status: number) => `服务暂时不可用（${status}），提交未完成。${KEPT}，请稍后点击“重新提交”。`,
  network: `网络连接中断，提交未完成。${KEPT}，请检查网络后点击“重新提交”。`,
  invalid: `服务器的应答无法识别，未能确认提交成功。${KEPT}，请点击“重新提交”（不会重复提交）。`,
  unknown: (message: string) => `${message}${KEPT}。`,
};

/** Why the consent records sent with a lead do not hold (src/features/leads/consents.ts); no imports: mock/ reads them. */
export const CONSENT_RECORDS = {
  notAList: '字段“consents”必须是同意记录的列表',
  extraKeys: '同意记录只能包含 consent、version 与 givenAt',
  unknown: (consent: string) => `未知的同意项“${consent}”`,
  unknownVersion: (consent: string, version: string) => `同意项“${consent}”的版本“${version}”不是本站用过的文本版本`,
  givenAt: (consent: string) => `同意项“${consent}”的同意时间必须是时间`,
  mismatch: '同意记录与表单中勾选的同意项不一致',
};

/** A campaign's form (src/features/campaigns/campaignForm.ts). */
export const CAMPAIGN_FORM = {
  submit: '提交',
};
