import type { ConsentId } from '../../src/config/forms/fields';
import { PRIVACY_ANSWER_WORKING_DAYS, type PrivacyRequestKind } from '../../src/config/forms/privacyRequests';
import { LEAD_API_PATHS } from '../../src/config/leadApi';
import type { LeadValues } from '../../src/features/leads/validation';
import { beijingDay } from '../../src/lib/beijingTime';
import { LEAD_ANSWERS } from '../data/leads';
import { routes } from './guard';
import { type Admission, inbox, receive } from './leads';

/**
 * Rights requests from /user, received like leads (same shape, rules, keys and QA failures) into an inbox of their
 * own. Beyond the form's rules the platform checks who is asking (the signed-in openid, or a mobile number given in a
 * lead), whether the request applies to them, and whether the same request is still open. A withdrawal is marked on
 * each lead it applies to.
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

/** Whether a lead gives this consent now (given, and not withdrawn since). */
const gives = (consent: ConsentId) => (lead: API.StoredLead) =>
  lead.consents?.some((c) => c.consent === consent) && !lead.withdrawals?.some((w) => w.consent === consent);

/** Requests that stay open until answered; a second one of the same person meanwhile is a repeat. */
const ANSWERED_ONCE: ReadonlySet<PrivacyRequestKind> = new Set(['copy', 'delete', 'leaveNetwork']);

/** The submissions of the person asking: by the openid when signed in (never by a number typed beside it), else the number. */
function theirs(body: API.LeadSubmission, mobile: string | undefined, stored: API.StoredLead[]) {
  const same = (l: API.StoredLead) => (body.openid ? l.openid === body.openid : l.values.mobile === mobile);
  return stored.filter(same);
}

/**
 * Admits a rights request, or refuses it with a Chinese reason; `stored` is every submission the mock holds. A request by
 * number alone is marked for a call-back: nothing is sent or deleted before the firm has called that number.
 */
function admitRightsRequest(body: API.LeadSubmission, values: LeadValues, stored: API.StoredLead[], now: number = Date.now()): Admission {
  const kind = values.request as PrivacyRequestKind;
  const mobile = typeof values.mobile === 'string' ? values.mobile : undefined;
  if (!body.openid && !mobile) return fieldError('mobile', '请填写您提交表单时留下的手机号码，我们据此找到您的信息');
  const mine = theirs(body, mobile, stored);
  const leads = mine.filter((l) => l.type !== 'privacy');
  if (!body.openid && !leads.length)
    return fieldError('mobile', '没有找到使用这个手机号码提交的记录，请填写您在表单中留下的号码，或发邮件联系我们');

  const today = beijingDay(now);
  const open = mine.find(
    (r) => r.type === 'privacy' && ANSWERED_ONCE.has(kind) && r.values.request === kind && (r.answerBy ?? '') >= today,
  );
  if (open)
    return {
      answer: {
        errorCode: 'DUPLICATE_REQUEST',
        errorMessage: `您已提交过相同的请求（编号 ${open.leadId}），我们会在 ${open.answerBy} 前答复，无需重复提交。`,
        showType: 0,
      },
    };
  if (kind === 'withdrawMarketing' && !leads.some(gives('marketing'))) return { answer: LEAD_ANSWERS.noMarketingConsent };
  return {
    extra: {
      answerBy: answerDay(now),
      matchedLeads: leads.map((l) => l.leadId),
      verification: body.openid ? 'openid' : 'callback',
    },
  };
}

/** The consent a request withdraws at once: marketing always (as easy as giving it), sharing when signed in. */
function withdrawnBy(request: API.StoredLead): ConsentId | null {
  if (request.values.request === 'withdrawMarketing') return 'marketing';
  if (request.values.request === 'leaveNetwork' && request.verification === 'openid') return 'expertSharing';
  return null;
}

/** Marks the consent a request withdraws on each lead it applies to, from now on. */
function withdraw(request: API.StoredLead, stored: API.StoredLead[]) {
  const consent = withdrawnBy(request);
  if (!consent) return;
  for (const lead of stored.filter((l) => request.matchedLeads?.includes(l.leadId) && gives(consent)(l)))
    lead.withdrawals = [...(lead.withdrawals ?? []), { consent, at: request.receivedAt, requestId: request.leadId }];
}

export default routes({
  [`POST ${LEAD_API_PATHS.privacyRequests}`]: receive('privacy', { prefix: 'PR', admit: admitRightsRequest, after: withdraw }),
  // QA: every request received, by text (?q=: the number, the openid or the kind).
  [`GET ${LEAD_API_PATHS.privacyRequests}`]: inbox((l) => l.type === 'privacy'),
});
