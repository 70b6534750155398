import type * as API from '../../src/api';
import type { ConsentId } from '../../src/config/forms/fields';
import {
  EXPERT_ONLY_REQUESTS,
  PRIVACY_ANSWER_WORKING_DAYS,
  PRIVACY_REQUEST_EFFECT,
  type PrivacyRequestKind,
} from '../../src/config/forms/privacyRequests';
import { LEAD_API_PATHS } from '../../src/config/leadApi';
import { RIGHTS_PLATFORM_MESSAGES as SAYS } from '../../src/content/rightsRequests';
import type { LeadValues } from '../../src/features/leads/validation';
import { beijingDay } from '../../src/lib/beijingTime';
import { LEAD_ANSWERS } from '../data/leads';
import { routes } from './guard';
import { type Admission, inbox, receive } from './leads';
import { checkCode, type Confirmed, normalizedAddress, spendCode, verificationClock } from './verification';

/**
 * Rights requests from /user, received like leads (same shape, rules, keys and QA failures) into an inbox of their
 * own. Before anything else of a request the platform checks who is asking: the one-time code sent with it
 * (mock/platform/verification.ts), or, with no code, the signed-in openid. A request by code is matched to the leads
 * sent with the confirmed number (`values.mobile`) or e-mail (`values.email`); a signed-in one to the openid's leads and
 * the confirmed address's. Then whether the request applies to them and is not still open. What a request does now
 * (a withdrawal, a restriction) is marked on each lead it applies to as it is stored; its receipt says what happened
 * (`outcome`): applied, scheduled for the answer day, or held for a person to check (never worded as done).
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

/** A refusal shown on one field; the message is also the answer's own, so the form's failure line says it too. */
const fieldError = (name: string, message: string): Refusal => ({
  answer: { ...LEAD_ANSWERS.validation, errorMessage: message },
  data: { fieldErrors: { [name]: message } } satisfies API.LeadFieldErrors,
});

/** Whether a lead gives this consent now (given, and not withdrawn since). */
const gives = (consent: ConsentId) => (lead: API.StoredLead) =>
  Boolean(lead.consents?.some((c) => c.consent === consent) && !lead.withdrawals?.some((w) => w.consent === consent));

/** Requests that stay open until answered; a second one of the same person meanwhile is a repeat. */
const ANSWERED_ONCE: ReadonlySet<PrivacyRequestKind> = new Set(['copy', 'delete', 'leaveNetwork']);

/** The field of a lead that holds the address a code confirms. */
const ADDRESS_VALUE = { sms: 'mobile', email: 'email' } as const;

const sameAddress = (a: Confirmed | undefined, b: Confirmed) => a?.channel === b.channel && a.address === b.address;

/**
 * Whether a submission is of the person asking: by the signed-in openid, and by the number or e-mail a code confirmed
 * (a lead sent with it; an earlier request confirmed by it). Nothing typed but never confirmed matches anyone.
 */
const theirs =
  ({ openid, confirmed }: API.RightsRequester) =>
  (lead: API.StoredLead): boolean => {
    if (openid && lead.openid === openid) return true;
    if (!confirmed) return false;
    if (lead.type === 'privacy') return sameAddress(lead.requester?.confirmed, confirmed);
    const value = lead.values[ADDRESS_VALUE[confirmed.channel]];
    return typeof value === 'string' && normalizedAddress(confirmed.channel, value) === confirmed.address;
  };

/**
 * Admits a rights request, or refuses it with a Chinese reason (a refused code changes nothing but the code's count of
 * wrong tries); `stored` is every submission the mock holds.
 */
function admitRightsRequest(
  body: API.LeadSubmission,
  values: LeadValues,
  stored: API.StoredLead[],
  now: number = verificationClock.now(),
): Admission {
  const kind = values.request as PrivacyRequestKind;
  // Who is asking, before anything else: the code, or else the WeChat sign-in.
  let confirmed: Confirmed | undefined;
  if (body.verification) {
    const checked = checkCode(body.verification, now);
    if ('refused' in checked) return fieldError('code', checked.refused);
    confirmed = checked.confirmed;
  } else if (!body.openid) return fieldError('code', SAYS.codeNeeded);
  if (kind === 'copy' && !confirmed) return fieldError('code', SAYS.copyNeedsAddress);
  const requester: API.RightsRequester = { ...(body.openid ? { openid: body.openid } : {}), ...(confirmed ? { confirmed } : {}) };

  const mine = stored.filter(theirs(requester));
  const leads = mine.filter((l) => l.type !== 'privacy');
  if (!body.openid && !leads.length) return fieldError('to', SAYS.noRecords[confirmed!.channel]);

  const today = beijingDay(now);
  // An open request of the same kind on any of these records, however it was confirmed (the number, then the e-mail).
  const leadIds = new Set(leads.map((l) => l.leadId));
  const open = stored.find(
    (r) =>
      r.type === 'privacy' &&
      (theirs(requester)(r) || (r.matchedLeads ?? []).some((id) => leadIds.has(id))) &&
      !r.suspected &&
      ANSWERED_ONCE.has(kind) &&
      r.values.request === kind &&
      (r.answerBy ?? '') >= today,
  );
  if (open)
    return { answer: { errorCode: 'DUPLICATE_REQUEST', errorMessage: SAYS.duplicate(open.leadId, open.answerBy ?? ''), showType: 0 } };
  if (kind === 'withdrawMarketing' && !leads.some(gives('marketing'))) return { answer: LEAD_ANSWERS.noMarketingConsent };
  if (EXPERT_ONLY_REQUESTS.has(kind) && !leads.some((l) => l.type === 'expert')) return fieldError('request', SAYS.noExpertApplication);
  if (kind === 'withdrawCrossBorder' && !leads.some(gives('crossBorder'))) return { answer: LEAD_ANSWERS.noCrossBorderConsent };
  if (kind === 'correct' && !values.note) return fieldError('note', SAYS.correctionNeedsNote);
  const restrictedBy = leads.find((l) => l.restricted)?.restricted;
  if (kind === 'restrict' && restrictedBy && leads.every((l) => l.restricted))
    return { answer: { errorCode: 'ALREADY_RESTRICTED', errorMessage: SAYS.alreadyRestricted(restrictedBy.requestId), showType: 0 } };

  // Admitted: the request is stored now, and the code confirms no other.
  if (confirmed) spendCode(confirmed.verificationId, body.idempotencyKey);
  return {
    extra: {
      answerBy: answerDay(now),
      matchedLeads: leads.map((l) => l.leadId),
      requester,
      outcome: PRIVACY_REQUEST_EFFECT[kind] === 'now' ? 'applied' : 'scheduled',
    },
    // A code or a WeChat sign-in confirmed a person: a quick request is not held for looking automated.
    person: true,
  };
}

/** The consents a request withdraws at once: marketing; provision abroad alone; leaving the network, both sharing consents. */
const WITHDRAWS: Partial<Record<PrivacyRequestKind, ConsentId[]>> = {
  withdrawMarketing: ['marketing'],
  withdrawCrossBorder: ['crossBorder'],
  leaveNetwork: ['expertSharing', 'crossBorder'],
};

/**
 * What a request does as it is stored (not for one held for a person to check): withdraws consents, or restricts
 * processing, on each lead it applies to, from now on. Copies, deletions and corrections are done by a person.
 */
function applyRightsRequest(request: API.StoredLead, stored: API.StoredLead[]) {
  const kind = request.values.request as PrivacyRequestKind;
  const leads = stored.filter((l) => l.type !== 'privacy' && request.matchedLeads?.includes(l.leadId));
  for (const consent of WITHDRAWS[kind] ?? [])
    for (const lead of leads.filter(gives(consent)))
      lead.withdrawals = [...(lead.withdrawals ?? []), { consent, at: request.receivedAt, requestId: request.leadId }];
  if (kind === 'restrict')
    for (const lead of leads.filter((l) => !l.restricted)) lead.restricted = { requestId: request.leadId, at: request.receivedAt };
}

export default routes({
  [`POST ${LEAD_API_PATHS.privacyRequests}`]: receive('privacy', { prefix: 'PR', admit: admitRightsRequest, after: applyRightsRequest }),
  // QA: every request received, by text (?q=: the number or e-mail, the openid or the kind).
  [`GET ${LEAD_API_PATHS.privacyRequests}`]: inbox((l) => l.type === 'privacy'),
});
