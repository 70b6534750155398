import type * as API from '@/api';
import { VERIFICATION_RULES } from '@/config/forms/privacyRequests';
import { PRIVACY_VERIFY_PATH } from '@/config/leadApi';
import { RIGHTS_PLATFORM_MESSAGES as SAYS } from '@/content/rightsRequests';
import { LEAD_FAIL_NEXT_PATH } from '@/qa/switches';

import leadRoutes from '../../../mock/platform/leads';
import verifyRoutes, { checkCode, issueCode, verificationClock } from '../../../mock/platform/verification';
import { callMock } from './support/call';

/** One-time codes (POST/GET /api/platform/privacy/verify): sent, listed for QA, valid 10 minutes, 5 wrong tries. */

let seq = 0;
const mobileOf = () => `1381111${String((seq += 1)).padStart(4, '0')}`;
let now = Date.parse('2026-11-25T10:00:00+08:00');

beforeAll(() => {
  verificationClock.now = () => now;
});
afterAll(() => {
  verificationClock.now = () => Date.now();
});

const ask = async (body: unknown) => callMock(verifyRoutes, `POST ${PRIVACY_VERIFY_PATH}`, { body });
const sentTo = async (to?: string) =>
  (
    (await callMock(verifyRoutes, `GET ${PRIVACY_VERIFY_PATH}`, { query: to ? { to } : {} }))
      .body as API.ResponseStructure<API.SentVerificationList>
  ).data!.list;

describe('POST /api/platform/privacy/verify', () => {
  it('sends a 6-digit code valid for 10 minutes, and QA sees it first in the list with its address, channel, expiry and tries', async () => {
    const mobile = mobileOf();
    const answer = (await ask({ channel: 'sms', to: mobile })).body as API.ResponseStructure<API.VerificationTicket>;
    expect(answer).toEqual({
      success: true,
      data: { verificationId: expect.any(String), expiresAt: new Date(now + 10 * 60_000).toISOString(), resendAfterSeconds: 60 },
    });
    const [latest] = await sentTo();
    expect(latest).toEqual({
      verificationId: answer.data!.verificationId,
      channel: 'sms',
      to: mobile,
      code: expect.stringMatching(/^\d{6}$/),
      sentAt: new Date(now).toISOString(),
      expiresAt: answer.data!.expiresAt,
      tries: 0,
      triesLeft: VERIFICATION_RULES.maxWrongTries,
      state: 'open',
    });
  });

  it('lists the codes newest first, and those of one address with ?to= (the number as any form writes it)', async () => {
    const mobile = mobileOf();
    const email = `Code.${seq}@Zhiqiao-QA.cn`;
    await ask({ channel: 'sms', to: mobile });
    now += 61_000;
    await ask({ channel: 'email', to: email });
    const [newest, before] = await sentTo();
    expect([newest.to, before.to]).toEqual([email.toLowerCase(), mobile]);
    expect(await sentTo(`+86 ${mobile}`)).toMatchObject([{ channel: 'sms', to: mobile }]);
    expect(await sentTo(email)).toMatchObject([{ channel: 'email', to: email.toLowerCase() }]);
  });

  it('sends a new code for the same address only 60 s after the last, saying how long to wait', async () => {
    const mobile = mobileOf();
    await ask({ channel: 'sms', to: mobile });
    now += 18_500;
    const early = (await ask({ channel: 'sms', to: mobile })).body as API.ResponseStructure<API.VerificationWait>;
    expect(early).toEqual({
      success: false,
      errorCode: 'RESEND_TOO_SOON',
      errorMessage: SAYS.resendTooSoon(42),
      showType: 0,
      data: { retryAfterSeconds: 42 },
    });
    // Another address is not held up.
    expect(((await ask({ channel: 'sms', to: mobileOf() })).body as API.ResponseStructure).success).toBe(true);
    now += 41_500;
    expect(((await ask({ channel: 'sms', to: mobile })).body as API.ResponseStructure).success).toBe(true);
    expect(await sentTo(mobile)).toHaveLength(2);
  });

  it('refuses an address that cannot receive a code, with the form’s Chinese message on it, and sends nothing', async () => {
    for (const [channel, to, message] of [
      ['sms', '12812345678', '请输入正确的 11 位中国大陆手机号码'],
      ['email', 'wang.xm@', '请输入正确的邮箱地址'],
      ['sms', '', '请填写手机号码'],
    ]) {
      const answer = (await ask({ channel, to })).body as API.ResponseStructure<API.LeadFieldErrors>;
      expect(answer).toMatchObject({ success: false, errorCode: 'VALIDATION', data: { fieldErrors: { to: message } } });
      if (to) expect(await sentTo(to)).toEqual([]);
    }
  });

  it('answers 400 to a body that is not a request for a code', async () => {
    for (const body of [{ channel: 'fax', to: '13812345678' }, { channel: 'sms' }, { channel: 'sms', to: '13812345678', code: '1' }]) {
      expect((await ask(body)).status).toBe(400);
    }
  });

  it('fails when QA asked for it for this address, and only then', async () => {
    const mobile = mobileOf();
    // Queued for any submission: the sending of a code does not take it.
    await callMock(leadRoutes, `POST ${LEAD_FAIL_NEXT_PATH}`, { body: { mode: 'biz-2' } });
    expect(((await ask({ channel: 'sms', to: mobileOf() })).body as API.ResponseStructure).success).toBe(true);
    await callMock(leadRoutes, `POST ${LEAD_FAIL_NEXT_PATH}`, { body: { mode: 'http-500', match: mobile } });
    expect((await ask({ channel: 'sms', to: mobile })).status).toBe(500);
    expect(await sentTo(mobile)).toEqual([]);
    expect(((await ask({ channel: 'sms', to: mobile })).body as API.ResponseStructure).success).toBe(true);
  });
});

describe('checking a code (time injected)', () => {
  const t0 = Date.parse('2026-11-26T09:00:00+08:00');

  function issued(to = mobileOf()) {
    const result = issueCode('sms', to, t0);
    if (!('ticket' in result)) throw new Error('no code sent');
    return { id: result.ticket.verificationId, code: result.code };
  }

  it('confirms the address with the right code within 10 minutes', () => {
    const mobile = mobileOf();
    const v = issued(mobile);
    expect(checkCode(v, t0 + 10 * 60_000 - 1)).toEqual({ confirmed: { verificationId: v.id, channel: 'sms', address: mobile } });
  });

  it('refuses it from the 10th minute on, counting no try', () => {
    const v = issued();
    expect(checkCode(v, t0 + 10 * 60_000)).toEqual({ refused: SAYS.codeExpired });
    expect(checkCode({ ...v, code: v.code === '999999' ? '999998' : '999999' }, t0 + 11 * 60_000)).toEqual({ refused: SAYS.codeExpired });
  });

  it('allows 5 wrong tries, saying how many are left, then the code is void', () => {
    const v = issued();
    const bad = { ...v, code: v.code === '000000' ? '000001' : '000000' };
    const answers = Array.from({ length: 5 }, () => checkCode(bad, t0 + 1000));
    expect(answers).toEqual([
      { refused: SAYS.codeWrong(4) },
      { refused: SAYS.codeWrong(3) },
      { refused: SAYS.codeWrong(2) },
      { refused: SAYS.codeWrong(1) },
      { refused: SAYS.codeVoid },
    ]);
    expect(checkCode(v, t0 + 2000)).toEqual({ refused: SAYS.codeVoid });
  });

  it('refuses an unknown verification and a code that is not 6 digits (no try counted)', () => {
    const v = issued();
    expect(checkCode({ id: 'no-such-verification', code: v.code }, t0)).toEqual({ refused: SAYS.codeUnknown });
    expect(checkCode({ ...v, code: '12345' }, t0)).toEqual({ refused: SAYS.codeFormat });
    expect(checkCode(v, t0)).toMatchObject({ confirmed: {} });
  });

  it('gives every code its own 6 digits', () => {
    const codes = new Set(Array.from({ length: 20 }, () => issued().code));
    expect([...codes].every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(codes.size).toBeGreaterThan(15);
  });
});
