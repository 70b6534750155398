import type * as API from '@/api';
import { anyFormByKey } from '@/config/forms';
import { ENGLISH_CONTACT_FORM } from '@/config/forms/englishForms';
import { LEAD_API_PATHS, MIN_FILL_MS } from '@/config/leadApi';
import { CONSENTS } from '@/content/consents';
import { ENGLISH_CONSENTS } from '@/content/en/consents';
import { ENGLISH_VALIDATION_MESSAGES } from '@/content/en/validation';
import { CONSENT_RECORDS } from '@/content/ui/submission';
import { consentRecord } from '@/features/leads/consents';
import { LEAD_FAIL_NEXT_PATH } from '@/qa/switches';

import { ACTIVITIES } from '../../../mock/data/activities';
import { VALID_CONTACT } from '../../../mock/data/leads';
import mock from '../../../mock/platform/leads';
import { callMock } from './support/call';

const POST = `POST ${LEAD_API_PATHS.leads}`;
const LIST = `GET ${LEAD_API_PATHS.leads}`;
const FAIL_NEXT = `POST ${LEAD_FAIL_NEXT_PATH}`;
let seq = 0;

const call = (key: string, body?: unknown, query?: Record<string, string>) => callMock(mock, key, { body, query });

function submission(overrides: Partial<API.LeadSubmission> = {}, values: Record<string, API.LeadFieldValue> = {}): API.LeadSubmission {
  seq += 1;
  return {
    formKey: 'download',
    topic: '资料下载',
    values: { ...VALID_CONTACT, email: `unit${seq}@zhiqiao-qa.cn`, consent: true, ...values },
    consents: [consentRecord('privacy')],
    idempotencyKey: `unit-key-${seq}`,
    attribution: { utm_source: 'unit', referrer: '', landingPage: '/html/', capturedAt: '2026-11-22T00:00:00Z' },
    pagePath: '/html/down',
    honeypot: '',
    fillMs: MIN_FILL_MS + 1000,
    ...overrides,
  };
}

const listed = async (email: string) => ((await call(LIST, undefined, { q: email })).body as API.ResponseStructure<API.LeadList>).data!;
const receiptOf = async (s: unknown) => (await call(POST, s)).body as API.ResponseStructure<API.LeadReceipt>;

describe('mocked leads API', () => {
  it('files a lead from the English edition like any other, with its language; one that names none is Chinese', async () => {
    const english = submission({ locale: 'en' });
    expect((await receiptOf(english)).success).toBe(true);
    expect((await listed(String(english.values.email))).list[0]).toMatchObject({ locale: 'en', formKey: english.formKey });
    const { locale: _none, ...unnamed } = submission();
    expect((await receiptOf(unnamed)).success).toBe(true);
    expect((await listed(String(unnamed.values.email))).list[0].locale).toBe('zh');
  });

  it('files a lead of the English enquiry form by the English rules: any country’s mobile number, the English consents’ versions', async () => {
    const english = (values: Record<string, API.LeadFieldValue>, consents = [consentRecord('privacy', Date.now(), ENGLISH_CONSENTS)]) =>
      submission(
        { formKey: ENGLISH_CONTACT_FORM.key, topic: ENGLISH_CONTACT_FORM.topic, locale: 'en', consents },
        {
          name: 'Kate O’Neill',
          company: 'Harbour Lane Capital',
          need: 'Two calls with former heads of procurement at battery makers.',
          mobile: '+65 9123 4567',
          ...values,
        },
      );
    const sent = english({ mobile: '+44 7400 123456' });
    expect((await receiptOf(sent)).success).toBe(true);
    expect((await listed(String(sent.values.email))).list[0]).toMatchObject({
      locale: 'en',
      kind: 'service',
      topic: ENGLISH_CONTACT_FORM.topic,
      values: { mobile: '+447400123456' },
      consents: [{ consent: 'privacy', version: ENGLISH_CONSENTS.privacy.version }],
    });
    // Its field errors are the English form's own.
    const wrong = (await call(POST, english({ mobile: '+44 20 7946 0958' }))).body as API.ResponseStructure<API.LeadFieldErrors>;
    expect(wrong.data?.fieldErrors).toEqual({ mobile: ENGLISH_VALIDATION_MESSAGES.intlMobile.invalid('United Kingdom, +44') });
    // A version only the Chinese words had is not what an English visitor agreed to.
    const chinese = english({}, [{ ...consentRecord('privacy'), version: CONSENTS.privacy.earlier[0] }]);
    expect(((await call(POST, chinese)).body as API.ResponseStructure).errorMessage).toBe(
      CONSENT_RECORDS.unknownVersion('privacy', CONSENTS.privacy.earlier[0]),
    );
  });

  it('refuses a language it does not know, in Chinese', async () => {
    const answer = (await call(POST, { ...submission(), locale: 'fr' })).body as API.ResponseStructure;
    expect(answer).toMatchObject({ success: false, errorMessage: expect.stringContaining('字段“locale”必须是 zh 或 en') });
  });

  it('stores a valid lead with its attribution and lists it', async () => {
    const s = submission();
    const answer = await receiptOf(s);
    expect(answer.success).toBe(true);
    expect(answer.data!.leadId).toMatch(/^ZQ\d{12}$/);
    const { list } = await listed(String(s.values.email));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ formKey: 'download', kind: 'download', attribution: { utm_source: 'unit' } });
    expect(list[0]).not.toHaveProperty('suspected');
  });

  it('stores exactly the consents ticked, each with the version of its words, and the inbox lists them', async () => {
    const only = submission();
    expect((await receiptOf(only)).success).toBe(true);
    expect((await listed(String(only.values.email))).list[0].consents).toEqual([
      { consent: 'privacy', version: CONSENTS.privacy.version, givenAt: expect.any(String) },
    ]);
    const both = submission({ consents: [consentRecord('privacy'), consentRecord('marketing')] }, { marketingConsent: true });
    expect((await receiptOf(both)).success).toBe(true);
    expect((await listed(String(both.values.email))).list[0].consents.map((c) => c.consent)).toEqual(['privacy', 'marketing']);
  });

  it('refuses consent records that do not match the boxes ticked, in Chinese', async () => {
    const reason = async (s: API.LeadSubmission) => (await call(POST, s)).body as API.ResponseStructure;
    // A marketing consent claimed without its box ticked, a ticked box without its record, an unknown consent.
    expect((await reason(submission({ consents: [consentRecord('privacy'), consentRecord('marketing')] }))).errorMessage).toBe(
      '同意记录与表单中勾选的同意项不一致',
    );
    expect((await reason(submission({}, { marketingConsent: true }))).errorMessage).toBe('同意记录与表单中勾选的同意项不一致');
    const unknown = { consent: 'resale', version: '2026-11-26', givenAt: new Date().toISOString() } as unknown as API.ConsentRecord;
    expect((await reason(submission({ consents: [unknown] }))).errorMessage).toBe('未知的同意项“resale”');
    const unknownVersion = { ...consentRecord('privacy'), version: '1999-01-01' };
    expect((await reason(submission({ consents: [unknownVersion] }))).errorMessage).toBe(
      '同意项“privacy”的版本“1999-01-01”不是本站用过的文本版本',
    );
  });

  it("keeps the device's time of a tick as it came, however wrong the clock: a lead is never lost to it", async () => {
    const fast = submission({ consents: [consentRecord('privacy', Date.now() + 3 * 3600_000)] });
    expect((await receiptOf(fast)).success).toBe(true);
    const [stored] = (await listed(String(fast.values.email))).list;
    expect(stored.consents[0].givenAt).toBe(fast.consents[0].givenAt);
    expect(Date.parse(stored.receivedAt)).toBeLessThan(Date.parse(stored.consents[0].givenAt));
  });

  it('refuses the marketing box ticked where no number or e-mail was left: invitations need somewhere to go', async () => {
    const survey = {
      ...submission({ formKey: 'fiveteen', topic: '用户调研', consents: [consentRecord('privacy'), consentRecord('marketing')] }),
      values: {
        role: 'investor',
        industry: 'two',
        contentInterests: ['reports'],
        channels: ['newsletter'],
        satisfaction: 4,
        frequency: 'monthly',
        consent: true,
        marketingConsent: true,
      },
    };
    const answer = (await callMock(mock, `POST ${LEAD_API_PATHS.surveyAnswers}`, { body: survey }))
      .body as API.ResponseStructure<API.LeadFieldErrors>;
    expect(answer.data?.fieldErrors).toEqual({ marketingConsent: '勾选接收活动邀请与研究更新时，请留下手机号码或邮箱，我们才能发送给您' });
  });

  it('records a lead once however often the same content is sent under its key', async () => {
    const s = submission();
    const first = await receiptOf(s);
    const again = await receiptOf(s);
    expect(again.data).toEqual({ ...first.data, duplicate: true });
    expect((await listed(String(s.values.email))).total).toBe(1);
  });

  it('answers a known key sent with other content as a conflict (409) and stores nothing for it', async () => {
    const s = submission();
    await receiptOf(s);
    const corrected = { ...s, values: { ...s.values, email: `corrected${seq}@zhiqiao-qa.cn` } };
    const answer = await call(POST, corrected);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'IDEMPOTENCY_CONFLICT' });
    expect((await listed(String(corrected.values.email))).total).toBe(0);
    // Under a new key the corrected content is a lead of its own.
    expect((await receiptOf({ ...corrected, idempotencyKey: `unit-key-new-${seq}` })).success).toBe(true);
    expect((await listed(String(corrected.values.email))).total).toBe(1);
  });

  it('answers field errors with the shared rules, in Chinese', async () => {
    const answer = (await call(POST, submission({}, { mobile: '123', consent: false }))).body as API.ResponseStructure<API.LeadFieldErrors>;
    expect(answer).toMatchObject({ success: false, errorCode: 'VALIDATION', showType: 0 });
    expect(answer.data!.fieldErrors).toEqual({
      mobile: '请输入正确的 11 位中国大陆手机号码',
      consent: '请阅读并勾选同意《个人信息保护说明》',
    });
  });

  it('refuses a company or need made of invisible characters only', async () => {
    const answer = (await call(POST, submission({}, { company: '\u200b\u200b\u200b' }))).body as API.ResponseStructure<API.LeadFieldErrors>;
    expect(answer.data!.fieldErrors).toEqual({ company: '请填写公司名称' });
  });

  it('keeps a submission that looks automated, marked as suspected, and answers it like any other', async () => {
    const before = (await listed('')).suspected;
    const fast = submission({ fillMs: 300 });
    const trap = submission({ honeypot: 'http://spam.example' });
    expect((await receiptOf(fast)).success).toBe(true);
    expect((await receiptOf(trap)).success).toBe(true);
    expect((await listed(String(fast.values.email))).list).toEqual([expect.objectContaining({ suspected: true, suspicion: 'too-fast' })]);
    expect((await listed(String(trap.values.email))).list).toEqual([expect.objectContaining({ suspected: true, suspicion: 'honeypot' })]);
    expect((await listed('')).suspected).toBe(before + 2);
    // A lead's receipt says nothing of what was noticed: no outcome, as for anyone.
    expect((await receiptOf(submission({ fillMs: 300 }))).data).not.toHaveProperty('outcome');
  });

  it('refuses unknown forms and survey answers sent as leads', async () => {
    expect((await call(POST, submission({ formKey: 'nope' }))).body).toMatchObject({ success: false, errorCode: 'UNKNOWN_FORM' });
    expect((await call(POST, submission({ formKey: 'fiveteen' }))).body).toMatchObject({ success: false, errorCode: 'UNKNOWN_FORM' });
  });

  it('refuses a registration for a full activity', async () => {
    const full = ACTIVITIES.find((a) => a.status === 'full')!;
    const form = anyFormByKey('activeForm')!;
    const answer = await call(POST, submission({ formKey: form.key, context: { activityId: full.id } }));
    expect(answer.body).toMatchObject({ success: false, errorCode: 'ACTIVITY_CLOSED', showType: 0 });
  });

  it('fails the next matching submission on request, each way', async () => {
    const s1 = submission();
    await call(FAIL_NEXT, { mode: 'http-500', match: s1.values.email });
    expect((await call(POST, s1)).status).toBe(500);
    expect((await receiptOf(s1)).success).toBe(true);

    const s2 = submission();
    await call(FAIL_NEXT, { mode: 'biz-4', match: s2.values.email });
    expect((await call(POST, s2)).body).toMatchObject({ success: false, showType: 4 });

    const s3 = submission();
    await call(FAIL_NEXT, { mode: 'network', match: s3.values.email });
    expect((await call(POST, s3)).destroyed).toBe(true);
    // The answer was lost but the lead was stored: the retry finds it, nothing is doubled.
    expect((await receiptOf(s3)).data!.duplicate).toBe(true);
    expect((await listed(String(s3.values.email))).total).toBe(1);

    expect((await call(FAIL_NEXT, { mode: 'explode' })).body).toMatchObject({ success: false, errorCode: 'BAD_MODE' });
  });
});

describe('mocked leads API: what it accepts', () => {
  const refused = async (body: unknown) => {
    const answer = await call(POST, body);
    expect([400, 413]).toContain(answer.status);
    expect((answer.body as API.ResponseStructure).errorMessage).toMatch(/[\u4e00-\u9fa5]/);
    return (answer.body as API.ResponseStructure).errorMessage!;
  };

  it('refuses fields outside the submission, such as a status set by the sender', async () => {
    expect(await refused({ ...submission(), status: 'qualified' })).toContain('status');
    expect(await refused(submission({ context: { activityId: 'a', price: 0 } as API.LeadContext }))).toContain('price');
  });

  it('refuses over-long values instead of storing them', async () => {
    await refused(submission({ attribution: { utm_source: 'x'.repeat(200_000), referrer: '', landingPage: '/html/', capturedAt: 't' } }));
    await refused(submission({}, { junk: 'x'.repeat(6000) }));
  });

  it('refuses an object where text belongs, markup in an openid and a page of another site', async () => {
    await refused(submission({ formKey: { toString: 1 } as unknown as string }));
    await refused(submission({}, { company: { toString: 1 } as unknown as string }));
    await refused(submission({ openid: '<img src=x onerror=alert(1)>' }));
    await refused(submission({ pagePath: 'https://evil.example/phish' }));
    await refused(submission({ pagePath: '//evil.example/phish' }));
    await refused(submission({ fillMs: 'soon' as unknown as number }));
  });

  it('refuses a one-time code on a lead: only a rights request is confirmed by one, and a code is never stored', async () => {
    const verification = { id: '5b1e2c3d-0000-4000-8000-000000000000', code: '123456' };
    expect(await refused(submission({ verification }))).toContain('verification');
    const sent = submission();
    await receiptOf(sent);
    expect((await listed(String(sent.values.email))).list[0]).not.toHaveProperty('verification');
  });

  it('refuses a body that is not a JSON object', async () => {
    expect((await callMock(mock, POST, { body: {}, headers: { 'content-length': '17' } })).status).toBe(400);
    expect((await callMock(mock, POST, { body: [1, 2] })).status).toBe(400);
    expect((await callMock(mock, POST, { body: submission(), headers: { 'content-type': 'text/plain' } })).status).toBe(415);
  });

  it('refuses deep nesting without walking it recursively', async () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    const answer = await call(POST, submission({}, { need: deep as string }));
    expect(answer.status).toBe(400);
    expect((answer.body as API.ResponseStructure).errorMessage).toBe('请求内容嵌套过深');
  });
});
