import { PRIVACY_ANSWER_WORKING_DAYS, type PrivacyRequestKind } from '../src/config/forms/privacyRequests';
import { LEAD_API_PATHS } from '../src/config/leadApi';
import type { LeadValues } from '../src/features/leads/validation';
import { beijingDay } from '../src/lib/beijingTime';
import { LEAD_ANSWERS } from './data/leads';
import { routes } from './guard';
import { type Admission, inbox, receive } from './leads';

/**
 * Rights requests from /user, received like leads (same shape, rules, keys and QA failures) into an inbox of their
 * own. Beyond the form's rules the platform checks who is asking (the signed-in openid, or a mobile number given in a
 * lead), whether the request applies to them, and whether the same request is already open. A withdrawal of the
 * marketing consent is marked on each lead it applies to.
 */

type Refusal = Extract<Admission, { answer: unknown }>;

const DAY_MS = 86_400_000;

/** The day (Beijing) a request is answered by: so many working days (Monday to Friday) after today. */
export function answerDay(now: number, workingDays: number = PRIVACY_ANSWER_WORKING_DAYS): string {
  let at = now;
  for (let left = workingDays; left > 0;) {
    at += DAY_MS;
    const weekday = new Date(at + 8 * 3600_000).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return beijingDay(at);
}

const fieldError = (name: string, message: string): Refusal => ({
  answer: LEAD_ANSWERS.validation,
  data: { fieldErrors: { [name]: message } } satisfies API.LeadFieldErrors,
});

const givesMarketing = (lead: API.StoredLead) =>
  lead.consents?.some((c) => c.consent === 'marketing') && !lead.withdrawals?.some((w) => w.consent === 'marketing');

/** Admits a rights request, or refuses it with a Chinese reason; `stored` is every submission the mock holds. */
function admitRightsRequest(body: API.LeadSubmission, values: LeadValues, stored: API.StoredLead[], now: number = Date.now()): Admission {
  const kind = values.request as PrivacyRequestKind;
  const mobile = typeof values.mobile === 'string' ? values.mobile : undefined;
  const openid = body.openid;
  if (!openid && !mobile) return fieldError('mobile', '请填写您提交表单时留下的手机号码，我们据此找到您的信息');
  const theirs = stored.filter((l) => l.type !== 'privacy' && ((mobile && l.values.mobile === mobile) || (openid && l.openid === openid)));
  if (!openid && !theirs.length)
    return fieldError('mobile', '没有找到使用这个手机号码提交的记录，请填写您在表单中留下的号码，或发邮件联系我们');

  const same = stored.find(
    (r) => r.type === 'privacy' && r.values.request === kind && ((openid && r.openid === openid) || (mobile && r.values.mobile === mobile)),
  );
  if (same)
    return {
      answer: {
        errorCode: 'DUPLICATE_REQUEST',
        errorMessage: `您已提交过相同的请求（编号 ${same.leadId}），我们会在 ${same.answerBy} 前答复，无需重复提交。`,
        showType: 0,
      },
    };
  if (kind === 'leaveNetwork' && !theirs.some((l) => l.type === 'expert')) return { answer: LEAD_ANSWERS.notAnExpert };
  if (kind === 'withdrawMarketing' && !theirs.some(givesMarketing)) return { answer: LEAD_ANSWERS.noMarketingConsent };
  return { extra: { answerBy: answerDay(now), matchedLeads: theirs.map((l) => l.leadId) } };
}

/** A withdrawal of the marketing consent: marked on each lead it applies to, from now on. */
function withdrawMarketing(request: API.StoredLead, stored: API.StoredLead[]) {
  if (request.values.request !== 'withdrawMarketing') return;
  const at = request.receivedAt;
  for (const lead of stored.filter((l) => request.matchedLeads?.includes(l.leadId) && givesMarketing(l)))
    lead.withdrawals = [...(lead.withdrawals ?? []), { consent: 'marketing', at, requestId: request.leadId }];
}

export default routes({
  [`POST ${LEAD_API_PATHS.privacyRequests}`]: receive('privacy', { prefix: 'PR', admit: admitRightsRequest, after: withdrawMarketing }),
  // QA: every request received, by text (?q=: the number, the openid or the kind).
  [`GET ${LEAD_API_PATHS.privacyRequests}`]: inbox((l) => l.type === 'privacy'),
});
