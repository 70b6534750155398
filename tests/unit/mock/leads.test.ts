import type { Request, Response } from 'express';

import { anyFormByKey } from '@/config/forms';
import { LEAD_API_PATHS, MIN_FILL_MS } from '@/config/leadApi';

import { ACTIVITIES } from '../../../mock/data/activities';
import { VALID_CONTACT } from '../../../mock/data/leads';
import mock from '../../../mock/leads';

type Handler = (req: Request, res: Response) => void;
const handler = (key: string) => (mock as Record<string, Handler>)[key];

interface Answer {
  status: number;
  body?: unknown;
  destroyed: boolean;
}

function call(key: string, body: unknown = {}, query: Record<string, string> = {}): Answer {
  const answer: Answer = { status: 200, destroyed: false };
  const res = {
    status(code: number) {
      answer.status = code;
      return res;
    },
    json(data: unknown) {
      answer.body = data;
      return res;
    },
    writeHead(code: number) {
      answer.status = code;
    },
    write(_chunk: string, done: () => void) {
      done();
    },
  };
  const req = { body, query, socket: { destroy: () => (answer.destroyed = true) } };
  handler(key)(req as unknown as Request, res as unknown as Response);
  return answer;
}

const POST = `POST ${LEAD_API_PATHS.leads}`;
const LIST = `GET ${LEAD_API_PATHS.leads}`;
const FAIL_NEXT = `POST ${LEAD_API_PATHS.failNext}`;
let seq = 0;

function submission(overrides: Partial<API.LeadSubmission> = {}, values: Record<string, API.LeadFieldValue> = {}): API.LeadSubmission {
  seq += 1;
  return {
    formKey: 'download',
    topic: '资料下载',
    values: { ...VALID_CONTACT, email: `unit${seq}@zhiqiao-qa.cn`, consent: true, ...values },
    idempotencyKey: `unit-key-${seq}`,
    attribution: { utm_source: 'unit', referrer: '', landingPage: '/html/', capturedAt: '2026-11-22T00:00:00Z' },
    pagePath: '/html/down',
    honeypot: '',
    fillMs: MIN_FILL_MS + 1000,
    ...overrides,
  };
}

const listed = (email: string) => (call(LIST, {}, { q: email }).body as API.ResponseStructure<API.LeadList>).data!;

describe('mocked leads API', () => {
  it('stores a valid lead with its attribution and lists it', () => {
    const s = submission();
    const answer = call(POST, s).body as API.ResponseStructure<API.LeadReceipt>;
    expect(answer.success).toBe(true);
    expect(answer.data!.leadId).toMatch(/^ZQ\d{12}$/);
    const { list } = listed(String(s.values.email));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ formKey: 'download', kind: 'download', attribution: { utm_source: 'unit' } });
  });

  it('records a lead once however often the same idempotency key is sent', () => {
    const s = submission();
    const first = call(POST, s).body as API.ResponseStructure<API.LeadReceipt>;
    const again = call(POST, s).body as API.ResponseStructure<API.LeadReceipt>;
    expect(again.data).toEqual({ ...first.data, duplicate: true });
    expect(listed(String(s.values.email)).total).toBe(1);
  });

  it('answers field errors with the shared rules, in Chinese', () => {
    const answer = call(POST, submission({}, { mobile: '123', consent: false })).body as API.ResponseStructure<API.LeadFieldErrors>;
    expect(answer).toMatchObject({ success: false, errorCode: 'VALIDATION', showType: 0 });
    expect(answer.data!.fieldErrors).toEqual({
      mobile: '请输入正确的 11 位中国大陆手机号码',
      consent: '请阅读并勾选同意《个人信息保护说明》',
    });
  });

  it('gives a suspected bot the normal answer without storing a lead', () => {
    const before = listed('').suspected;
    const fast = submission({ fillMs: 300 });
    const trap = submission({ honeypot: 'http://spam.example' });
    expect((call(POST, fast).body as API.ResponseStructure).success).toBe(true);
    expect((call(POST, trap).body as API.ResponseStructure).success).toBe(true);
    expect(listed(String(fast.values.email)).total).toBe(0);
    expect(listed(String(trap.values.email)).total).toBe(0);
    expect(listed('').suspected).toBe(before + 2);
  });

  it('refuses unknown forms and survey answers sent as leads', () => {
    expect(call(POST, submission({ formKey: 'nope' })).body).toMatchObject({ success: false, errorCode: 'UNKNOWN_FORM' });
    expect(call(POST, submission({ formKey: 'fiveteen' })).body).toMatchObject({ success: false, errorCode: 'UNKNOWN_FORM' });
  });

  it('refuses a registration for a full activity', () => {
    const full = ACTIVITIES.find((a) => a.status === 'full')!;
    const form = anyFormByKey('activeForm')!;
    const answer = call(POST, submission({ formKey: form.key, context: { activityId: full.id } }));
    expect(answer.body).toMatchObject({ success: false, errorCode: 'ACTIVITY_CLOSED', showType: 0 });
  });

  it('fails the next matching submission on request, each way', () => {
    const s1 = submission();
    call(FAIL_NEXT, { mode: 'http-500', match: s1.values.email });
    expect(call(POST, s1).status).toBe(500);
    expect((call(POST, s1).body as API.ResponseStructure).success).toBe(true);

    const s2 = submission();
    call(FAIL_NEXT, { mode: 'biz-4', match: s2.values.email });
    expect(call(POST, s2).body).toMatchObject({ success: false, showType: 4 });

    const s3 = submission();
    call(FAIL_NEXT, { mode: 'network', match: s3.values.email });
    expect(call(POST, s3).destroyed).toBe(true);
    // The answer was lost but the lead was stored: the retry finds it, nothing is doubled.
    expect((call(POST, s3).body as API.ResponseStructure<API.LeadReceipt>).data!.duplicate).toBe(true);
    expect(listed(String(s3.values.email)).total).toBe(1);

    expect(call(FAIL_NEXT, { mode: 'explode' }).body).toMatchObject({ success: false, errorCode: 'BAD_MODE' });
  });
});
