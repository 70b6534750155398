import type * as API from '@/api';
import { LEAD_API_PATHS, PRIVACY_VERIFY_PATH } from '@/config/leadApi';
import { RIGHTS_PLATFORM_MESSAGES as SAYS } from '@/content/rightsRequests';

import { LEAD_ANSWERS } from '../../../mock/data/leads';
import leadRoutes from '../../../mock/platform/leads';
import rightsRoutes, { answerDay } from '../../../mock/platform/privacyRequests';
import verifyRoutes, { verificationClock } from '../../../mock/platform/verification';
import { callMock } from './support/call';
import { formSubmission, type Sender } from './support/formSubmission';

/**
 * The mocked rights requests (/user): a one-time code confirms who is asking before anything else; a confirmed
 * request is matched by the number or the e-mail (and the openid when signed in), does what it asks at once or by
 * the answer day, and its receipt says which. Time is the codes' clock, moved by the tests.
 */

let seq = 0;
const next = () => (seq += 1);
let now = Date.parse('2026-11-25T10:00:00+08:00');
const later = (ms: number) => (now += ms);

beforeAll(() => {
  verificationClock.now = () => now;
});
afterAll(() => {
  verificationClock.now = () => Date.now();
});

/** A number or an address of this test alone. */
const mobileOf = () => `1391111${String(next()).padStart(4, '0')}`;
const emailOf = () => `rights${next()}@zhiqiao-qa.cn`;

/** Where each is sent, and the inbox that lists it (survey answers are in the client inbox). */
const SENT_TO = { lead: LEAD_API_PATHS.leads, survey: LEAD_API_PATHS.surveyAnswers, expert: LEAD_API_PATHS.expertApplications };
const INBOX = { lead: LEAD_API_PATHS.leads, survey: LEAD_API_PATHS.leads, expert: LEAD_API_PATHS.expertApplications };
const FORM = { lead: 'download', survey: 'fiveteen', expert: 'expertApply' } as const;

/** Something sent earlier: a lead (the download form), a survey answer or an expert's application. */
async function sent(kind: keyof typeof FORM, sender: Sender) {
  const answer = await callMock(leadRoutes, `POST ${SENT_TO[kind]}`, { body: formSubmission(FORM[kind], `rights-${next()}`, sender) });
  const body = answer.body as API.ResponseStructure<API.LeadReceipt>;
  expect(body).toMatchObject({ success: true });
  return body.data!.leadId;
}

/** The code for an address, read from the QA list as QA reads it. */
async function codeFor(channel: API.VerificationChannel, to: string): Promise<API.PrivacyVerification> {
  const answer = (await callMock(verifyRoutes, `POST ${PRIVACY_VERIFY_PATH}`, { body: { channel, to } }))
    .body as API.ResponseStructure<API.VerificationTicket>;
  expect(answer.success).toBe(true);
  const [latest] = await codesSentTo(to);
  expect(latest.verificationId).toBe(answer.data!.verificationId);
  return { id: latest.verificationId, code: latest.code };
}

const codesSentTo = async (to: string) =>
  ((await callMock(verifyRoutes, `GET ${PRIVACY_VERIFY_PATH}`, { query: { to } })).body as API.ResponseStructure<API.SentVerificationList>)
    .data!.list;

const wrong = (v: API.PrivacyVerification) => ({ ...v, code: v.code === '000000' ? '111111' : '000000' });

const request = (values: Record<string, API.LeadFieldValue>, extra: Partial<API.LeadSubmission> = {}) => ({
  formKey: extra.openid ? 'privacyRequestSignedIn' : 'privacyRequest',
  topic: '个人信息权利请求',
  values,
  consents: [],
  idempotencyKey: `rights-${next()}`,
  attribution: null,
  pagePath: '/html/user',
  honeypot: '',
  // A person with a code in hand may send at once: quick is no sign of a bot then.
  fillMs: 900,
  ...extra,
});

const send = async (body: unknown) =>
  (await callMock(rightsRoutes, `POST ${LEAD_API_PATHS.privacyRequests}`, { body })).body as API.ResponseStructure<API.LeadReceipt>;
const fieldErrors = (answer: API.ResponseStructure<unknown>) => (answer.data as unknown as API.LeadFieldErrors).fieldErrors;

const requestsFoundBy = async (q: string) =>
  ((await callMock(rightsRoutes, `GET ${LEAD_API_PATHS.privacyRequests}`, { query: { q } })).body as API.ResponseStructure<API.LeadList>)
    .data!.list;

/** A submission as its inbox lists it now. */
async function stored(kind: keyof typeof FORM, leadId: string, q: string) {
  const list = ((await callMock(leadRoutes, `GET ${INBOX[kind]}`, { query: { q } })).body as API.ResponseStructure<API.LeadList>).data!
    .list;
  return list.find((l) => l.leadId === leadId)!;
}

describe('a request confirmed by a code sent to a number', () => {
  it('is matched to the leads sent with that number, stored without the code, and answered by the answer day', async () => {
    const mobile = mobileOf();
    const leadId = await sent('lead', { mobile, email: emailOf() });
    const other = await sent('lead', { mobile: mobileOf(), email: emailOf() });
    const verification = await codeFor('sms', mobile);
    const answer = await send(request({ request: 'copy' }, { verification }));
    expect(answer).toMatchObject({ success: true, data: { outcome: 'scheduled', answerBy: answerDay(now) } });
    expect(answer.data!.leadId).toMatch(/^PR\d{12}$/);

    const [request_] = await requestsFoundBy(mobile);
    expect(request_).toMatchObject({
      type: 'privacy',
      values: { request: 'copy' },
      matchedLeads: [leadId],
      outcome: 'scheduled',
      requester: { confirmed: { channel: 'sms', address: mobile, verificationId: verification.id } },
    });
    expect(request_.matchedLeads).not.toContain(other);
    expect(request_).not.toHaveProperty('verification');
    expect((await codesSentTo(mobile))[0].state).toBe('used');
  });

  it('finds the number however it was written in the lead (+86, spaces, dashes)', async () => {
    const mobile = mobileOf();
    const leadId = await sent('lead', { mobile: `+86 ${mobile.slice(0, 3)}-${mobile.slice(3, 7)}-${mobile.slice(7)}`, email: emailOf() });
    const answer = await send(request({ request: 'delete' }, { verification: await codeFor('sms', mobile) }));
    expect(answer.success).toBe(true);
    expect((await requestsFoundBy(mobile))[0].matchedLeads).toEqual([leadId]);
  });

  it('refuses a confirmed number no lead was sent with, on the address, and stores nothing', async () => {
    const mobile = mobileOf();
    const answer = await send(request({ request: 'copy' }, { verification: await codeFor('sms', mobile) }));
    expect(answer).toMatchObject({ success: false, errorCode: 'VALIDATION', errorMessage: SAYS.noRecords.sms });
    expect(fieldErrors(answer)).toEqual({ to: SAYS.noRecords.sms });
    expect(await requestsFoundBy(mobile)).toEqual([]);
  });
});

describe('a request confirmed by a code sent to an e-mail address', () => {
  it('lets a survey respondent who left only an e-mail withdraw the marketing consent, at once', async () => {
    const email = emailOf();
    const answerId = await sent('survey', { email, marketing: true });
    const answer = await send(request({ request: 'withdrawMarketing' }, { verification: await codeFor('email', email.toUpperCase()) }));
    expect(answer).toMatchObject({ success: true, data: { outcome: 'applied' } });
    expect((await stored('survey', answerId, email)).withdrawals).toEqual([
      { consent: 'marketing', at: expect.any(String), requestId: answer.data!.leadId },
    ]);
    expect(await requestsFoundBy(email)).toMatchObject([{ requester: { confirmed: { channel: 'email', address: email } } }]);
  });

  it('refuses a confirmed address no lead was sent with, in Chinese, on the address', async () => {
    const answer = await send(request({ request: 'copy' }, { verification: await codeFor('email', emailOf()) }));
    expect(fieldErrors(answer)).toEqual({ to: SAYS.noRecords.email });
  });
});

describe('a signed-in visitor', () => {
  it('is known by the openid alone, with no code, even when sent at once', async () => {
    const openid = `oRights-openid-${next()}`;
    const leadId = await sent('lead', { mobile: mobileOf(), email: emailOf(), openid, marketing: true });
    const answer = await send(request({ request: 'withdrawMarketing' }, { openid, fillMs: 300 }));
    expect(answer).toMatchObject({ success: true, data: { outcome: 'applied' } });
    expect((await requestsFoundBy(openid))[0]).toMatchObject({ matchedLeads: [leadId], requester: { openid } });
    expect((await requestsFoundBy(openid))[0].suspected).toBeUndefined();
  });

  it('sends a copy only to a confirmed number or address: signed in, a copy by the openid alone asks for a code', async () => {
    const openid = `oRights-copy-${next()}`;
    const email = emailOf();
    await sent('lead', { mobile: mobileOf(), email, openid });
    expect(fieldErrors(await send(request({ request: 'copy' }, { openid })))).toEqual({ code: SAYS.copyNeedsAddress });
    expect(await requestsFoundBy(openid)).toEqual([]);
    const answer = await send(request({ request: 'copy' }, { openid, verification: await codeFor('email', email) }));
    expect(answer.data!.outcome).toBe('scheduled');
  });

  it('is matched by the openid and by the number a code confirmed: what was sent outside WeChat is found too', async () => {
    const openid = `oRights-both-${next()}`;
    const mobile = mobileOf();
    const inWechat = await sent('lead', { mobile: mobileOf(), email: emailOf(), openid });
    const outside = await sent('lead', { mobile, email: emailOf() });
    const stranger = await sent('lead', { mobile: mobileOf(), email: emailOf() });
    const answer = await send(request({ request: 'restrict' }, { openid, verification: await codeFor('sms', mobile) }));
    expect(answer).toMatchObject({ success: true, data: { outcome: 'applied' } });
    const [request_] = await requestsFoundBy(openid);
    expect(request_.matchedLeads!.sort()).toEqual([inWechat, outside].sort());
    expect(request_.requester).toEqual({ openid, confirmed: { channel: 'sms', address: mobile, verificationId: expect.any(String) } });
    expect(request_.matchedLeads).not.toContain(stranger);
  });

  it('is refused a wrong code like anyone: the openid does not make a code optional once sent', async () => {
    const openid = `oRights-wrong-${next()}`;
    const mobile = mobileOf();
    await sent('lead', { mobile, email: emailOf() });
    const answer = await send(request({ request: 'copy' }, { openid, verification: wrong(await codeFor('sms', mobile)) }));
    expect(fieldErrors(answer)).toEqual({ code: SAYS.codeWrong(4) });
    expect(await requestsFoundBy(openid)).toEqual([]);
  });
});

describe('a code that does not confirm is refused on the code field, and nothing is stored or changed', () => {
  /** A lead with the marketing consent, and a withdrawal sent with `verification`. */
  async function withdrawalWith(verificationOf: (mobile: string) => Promise<API.PrivacyVerification>) {
    const mobile = mobileOf();
    const leadId = await sent('lead', { mobile, email: emailOf(), marketing: true });
    const answer = await send(request({ request: 'withdrawMarketing' }, { verification: await verificationOf(mobile) }));
    expect(await requestsFoundBy(mobile)).toEqual([]);
    expect((await stored('lead', leadId, mobile)).withdrawals).toBeUndefined();
    return { answer, mobile };
  }

  it('with no code and no sign-in', async () => {
    const mobile = mobileOf();
    await sent('lead', { mobile, email: emailOf() });
    const answer = await send(request({ request: 'copy', mobile }));
    // `mobile` is no field of the request: a number typed but never confirmed matches no one.
    expect(answer).toMatchObject({ success: false, errorCode: 'VALIDATION', errorMessage: SAYS.codeNeeded });
    expect(fieldErrors(answer)).toEqual({ code: SAYS.codeNeeded });
  });

  it('an unknown verification', async () => {
    const { answer } = await withdrawalWith(async () => ({ id: '5b1e2c3d-0000-4000-8000-000000000000', code: '123456' }));
    expect(fieldErrors(answer)).toEqual({ code: SAYS.codeUnknown });
  });

  it('a wrong code, saying how many tries are left', async () => {
    let verification: API.PrivacyVerification | undefined;
    const { answer, mobile } = await withdrawalWith(async (m) => wrong((verification = await codeFor('sms', m))));
    expect(fieldErrors(answer)).toEqual({ code: SAYS.codeWrong(4) });
    expect(answer.errorMessage).toBe(SAYS.codeWrong(4));
    expect((await send(request({ request: 'withdrawMarketing' }, { verification: wrong(verification!) }))).errorMessage).toBe(
      SAYS.codeWrong(3),
    );
    expect(await codesSentTo(mobile)).toMatchObject([{ tries: 2, triesLeft: 3, state: 'open' }]);
  });

  it('five wrong tries: the code is void, and the right code no longer confirms', async () => {
    let verification: API.PrivacyVerification | undefined;
    const { mobile } = await withdrawalWith(async (m) => wrong((verification = await codeFor('sms', m))));
    const messages = [];
    for (let i = 0; i < 4; i += 1)
      messages.push((await send(request({ request: 'withdrawMarketing' }, { verification: wrong(verification!) }))).errorMessage);
    expect(messages).toEqual([SAYS.codeWrong(3), SAYS.codeWrong(2), SAYS.codeWrong(1), SAYS.codeVoid]);
    const right = await send(request({ request: 'withdrawMarketing' }, { verification }));
    expect(fieldErrors(right)).toEqual({ code: SAYS.codeVoid });
    expect(await codesSentTo(mobile)).toMatchObject([{ tries: 5, triesLeft: 0, state: 'void' }]);
    expect(await requestsFoundBy(mobile)).toEqual([]);
  });

  it('an expired code (10 minutes on)', async () => {
    const { answer, mobile } = await withdrawalWith(async (m) => {
      const verification = await codeFor('sms', m);
      later(10 * 60_000);
      return verification;
    });
    expect(fieldErrors(answer)).toEqual({ code: SAYS.codeExpired });
    expect(await codesSentTo(mobile)).toMatchObject([{ tries: 0, state: 'expired' }]);
  });

  it('a code that confirmed a request already', async () => {
    const mobile = mobileOf();
    await sent('lead', { mobile, email: emailOf() });
    const verification = await codeFor('sms', mobile);
    expect((await send(request({ request: 'copy' }, { verification }))).success).toBe(true);
    const again = await send(request({ request: 'delete' }, { verification }));
    expect(fieldErrors(again)).toEqual({ code: SAYS.codeUsed });
    expect(await requestsFoundBy(mobile)).toHaveLength(1);
  });

  it('is still valid just before its 10 minutes are over', async () => {
    const mobile = mobileOf();
    await sent('lead', { mobile, email: emailOf() });
    const verification = await codeFor('sms', mobile);
    later(10 * 60_000 - 1000);
    expect((await send(request({ request: 'copy' }, { verification }))).success).toBe(true);
  });
});

describe('what each request does', () => {
  it('withdrawMarketing: withdrawn on every lead that gave it, at once; refused where none was given', async () => {
    const mobile = mobileOf();
    const given = await sent('lead', { mobile, email: emailOf(), marketing: true });
    const notGiven = await sent('lead', { mobile, email: emailOf() });
    const answer = await send(request({ request: 'withdrawMarketing' }, { verification: await codeFor('sms', mobile) }));
    expect(answer.data!.outcome).toBe('applied');
    expect((await stored('lead', given, mobile)).withdrawals).toEqual([
      { consent: 'marketing', at: answer.data!.receivedAt, requestId: answer.data!.leadId },
    ]);
    expect((await stored('lead', notGiven, mobile)).withdrawals).toBeUndefined();

    later(61_000);
    const again = await send(request({ request: 'withdrawMarketing' }, { verification: await codeFor('sms', mobile) }));
    expect(again).toMatchObject({ success: false, ...LEAD_ANSWERS.noMarketingConsent });
  });

  it('leaveNetwork: the expert-sharing and cross-border consents withdrawn at once; refused to someone who never applied', async () => {
    const mobile = mobileOf();
    const application = await sent('expert', { mobile, email: emailOf() });
    const before = await stored('expert', application, mobile);
    const sharing = before.consents.map((c) => c.consent).filter((c) => c === 'expertSharing' || c === 'crossBorder');
    expect(sharing).toContain('expertSharing');
    const answer = await send(request({ request: 'leaveNetwork' }, { verification: await codeFor('sms', mobile) }));
    expect(answer.data!.outcome).toBe('applied');
    expect((await stored('expert', application, mobile)).withdrawals).toEqual(
      sharing.map((consent) => ({ consent, at: answer.data!.receivedAt, requestId: answer.data!.leadId })),
    );

    const client = mobileOf();
    await sent('lead', { mobile: client, email: emailOf() });
    const refused = await send(request({ request: 'leaveNetwork' }, { verification: await codeFor('sms', client) }));
    expect(fieldErrors(refused)).toEqual({ request: SAYS.noExpertApplication });
  });

  it('withdrawCrossBorder: only the cross-border consent withdrawn at once; a second one is refused, as for someone who never gave it', async () => {
    const mobile = mobileOf();
    const application = await sent('expert', { mobile, email: emailOf() });
    expect((await stored('expert', application, mobile)).consents.map((c) => c.consent)).toContain('crossBorder');
    const answer = await send(request({ request: 'withdrawCrossBorder' }, { verification: await codeFor('sms', mobile) }));
    expect(answer.data!.outcome).toBe('applied');
    expect((await stored('expert', application, mobile)).withdrawals).toEqual([
      { consent: 'crossBorder', at: answer.data!.receivedAt, requestId: answer.data!.leadId },
    ]);

    later(61_000);
    const again = await send(request({ request: 'withdrawCrossBorder' }, { verification: await codeFor('sms', mobile) }));
    expect(again).toMatchObject({ success: false, ...LEAD_ANSWERS.noCrossBorderConsent });
  });

  it('restrict: every matched lead restricted from now on, with the request and the time; a second one is refused', async () => {
    const email = emailOf();
    const lead = await sent('lead', { mobile: mobileOf(), email });
    const survey = await sent('survey', { email });
    const answer = await send(request({ request: 'restrict' }, { verification: await codeFor('email', email) }));
    expect(answer.data!.outcome).toBe('applied');
    const restricted = { requestId: answer.data!.leadId, at: answer.data!.receivedAt };
    expect((await stored('lead', lead, email)).restricted).toEqual(restricted);
    expect((await stored('survey', survey, email)).restricted).toEqual(restricted);

    later(61_000);
    const again = await send(request({ request: 'restrict' }, { verification: await codeFor('email', email) }));
    expect(again).toMatchObject({
      success: false,
      errorCode: 'ALREADY_RESTRICTED',
      errorMessage: SAYS.alreadyRestricted(restricted.requestId),
    });
  });

  it.each(['copy', 'delete'])('%s: recorded and answered by the answer day; the same again while open is refused', async (kind) => {
    const mobile = mobileOf();
    await sent('lead', { mobile, email: emailOf(), marketing: true });
    const first = await send(request({ request: kind }, { verification: await codeFor('sms', mobile) }));
    expect(first).toMatchObject({ success: true, data: { outcome: 'scheduled', answerBy: answerDay(now) } });
    later(61_000);
    const again = await send(request({ request: kind, note: '再次提交' }, { verification: await codeFor('sms', mobile) }));
    expect(again).toMatchObject({
      success: false,
      errorCode: 'DUPLICATE_REQUEST',
      errorMessage: SAYS.duplicate(first.data!.leadId, first.data!.answerBy!),
    });
    // Nothing is withdrawn or restricted by a request a person answers.
    const [lead] = (
      (await callMock(leadRoutes, `GET ${LEAD_API_PATHS.leads}`, { query: { q: mobile } })).body as API.ResponseStructure<API.LeadList>
    ).data!.list;
    expect(lead.withdrawals).toBeUndefined();
    expect(lead.restricted).toBeUndefined();
  });

  it('the same request, confirmed by the e-mail of the record the number found, is the same person: refused while open', async () => {
    const mobile = mobileOf();
    const email = emailOf();
    await sent('lead', { mobile, email });
    const first = await send(request({ request: 'delete' }, { verification: await codeFor('sms', mobile) }));
    expect(first.success).toBe(true);
    const again = await send(request({ request: 'delete' }, { verification: await codeFor('email', email) }));
    expect(again).toMatchObject({
      success: false,
      errorCode: 'DUPLICATE_REQUEST',
      errorMessage: SAYS.duplicate(first.data!.leadId, first.data!.answerBy!),
    });
  });

  it('a request is open only until its answer is due', async () => {
    const mobile = mobileOf();
    await sent('lead', { mobile, email: emailOf() });
    expect((await send(request({ request: 'copy' }, { verification: await codeFor('sms', mobile) }))).success).toBe(true);
    later(40 * 86_400_000);
    expect((await send(request({ request: 'copy' }, { verification: await codeFor('sms', mobile) }))).success).toBe(true);
  });

  it('correct: for an expert, with what to correct in the note, answered by the answer day', async () => {
    const mobile = mobileOf();
    await sent('expert', { mobile, email: emailOf() });
    const verification = await codeFor('sms', mobile);
    const withoutNote = await send(request({ request: 'correct' }, { verification }));
    expect(fieldErrors(withoutNote)).toEqual({ note: SAYS.correctionNeedsNote });
    // The code is not spent by a refused request.
    const answer = await send(request({ request: 'correct', note: '现任职位应为研发总监，不是研发经理。' }, { verification }));
    expect(answer).toMatchObject({ success: true, data: { outcome: 'scheduled' } });
    expect((await requestsFoundBy(mobile))[0]).toMatchObject({
      values: { request: 'correct', note: '现任职位应为研发总监，不是研发经理。' },
    });

    const client = mobileOf();
    await sent('lead', { mobile: client, email: emailOf() });
    const refused = await send(request({ request: 'correct', note: '更正职位' }, { verification: await codeFor('sms', client) }));
    expect(fieldErrors(refused)).toEqual({ request: SAYS.noExpertApplication });
  });
});

describe('a request the platform does not act on is never answered as done', () => {
  it('a filled honeypot: held for a person, said so in the receipt, and nothing changed', async () => {
    const mobile = mobileOf();
    const leadId = await sent('lead', { mobile, email: emailOf(), marketing: true });
    const answer = await send(
      request({ request: 'withdrawMarketing' }, { verification: await codeFor('sms', mobile), honeypot: 'http://spam.example' }),
    );
    expect(answer).toMatchObject({ success: true, data: { outcome: 'held', answerBy: answerDay(now) } });
    expect((await requestsFoundBy(mobile))[0]).toMatchObject({ suspected: true, suspicion: 'honeypot', outcome: 'held' });
    expect((await stored('lead', leadId, mobile)).withdrawals).toBeUndefined();
  });

  it('a request confirmed by a code and sent at once is a person’s: applied, not held', async () => {
    const mobile = mobileOf();
    const leadId = await sent('lead', { mobile, email: emailOf() });
    const answer = await send(request({ request: 'restrict' }, { verification: await codeFor('sms', mobile), fillMs: 0 }));
    expect(answer.data!.outcome).toBe('applied');
    expect((await requestsFoundBy(mobile))[0].suspected).toBeUndefined();
    expect((await stored('lead', leadId, mobile)).restricted).toBeDefined();
  });

  it('the same request again under its key (an answer lost on the way) gets its receipt again, outcome and all', async () => {
    const mobile = mobileOf();
    await sent('lead', { mobile, email: emailOf() });
    const body = request({ request: 'copy' }, { verification: await codeFor('sms', mobile) });
    const first = await send(body);
    expect(await send(body)).toEqual({ success: true, data: { ...first.data, duplicate: true } });
    expect(await requestsFoundBy(mobile)).toHaveLength(1);
  });
});

describe('the rules of the form still apply', () => {
  it('validates the request with the form rules, in Chinese', async () => {
    const answer = await send(request({ request: 'sell-my-data' }, { openid: 'oRights-rules-0001' }));
    expect(answer).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    expect(Object.values(fieldErrors(answer)).join()).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('refuses a malformed code with 400, before any rule', async () => {
    const answer = await callMock(rightsRoutes, `POST ${LEAD_API_PATHS.privacyRequests}`, {
      body: request({ request: 'copy' }, { verification: { id: 'x', code: '123456', extra: 1 } as unknown as API.PrivacyVerification }),
    });
    expect(answer.status).toBe(400);
  });

  it('promises the answer 15 working days later, weekends not counted', () => {
    // Wednesday 2026-11-25 10:00 in Beijing: three weeks on, Wednesday 2026-12-16.
    expect(answerDay(Date.parse('2026-11-25T10:00:00+08:00'))).toBe('2026-12-16');
    // Friday: the weekend after it does not count.
    expect(answerDay(Date.parse('2026-11-27T10:00:00+08:00'), 1)).toBe('2026-11-30');
  });
});
