import { DOWNLOAD_FORM, formByKey } from '@/config/forms';
import { STORAGE_KEYS } from '@/config/storage';
import { buildSubmission, classifySubmitError, confirmedReceipt, recordSubmission, resultUrl } from '@/features/leads/submission';
import { InvalidAnswerError } from '@/request/answer';
import { BizError, ErrorShowType } from '@/request/errors';

describe('buildSubmission', () => {
  it('carries the form key and topic, its language, openid, idempotency key, attribution and anti-spam data', () => {
    const s = buildSubmission({
      form: formByKey('meeting')!,
      values: { name: '王晓明', email: undefined },
      context: { activityId: 'a1' },
      idempotencyKey: 'k-1',
      attribution: { utm_source: 'x', referrer: '', landingPage: '/html/', capturedAt: 't' },
      openid: 'o-1',
      consentTickedAt: {},
      honeypot: '',
      fillMs: 4321.6,
      pagePath: '/html/meetingForm',
    });
    expect(s).toEqual({
      formKey: 'meeting',
      topic: '专家会议及访问支持',
      values: { name: '王晓明' },
      consents: [],
      context: { activityId: 'a1' },
      openid: 'o-1',
      idempotencyKey: 'k-1',
      attribution: { utm_source: 'x', referrer: '', landingPage: '/html/', capturedAt: 't' },
      pagePath: '/html/meetingForm',
      locale: 'zh',
      honeypot: '',
      fillMs: 4322,
    });
  });

  it('leaves out an unknown openid and an empty context', () => {
    const s = buildSubmission({
      form: DOWNLOAD_FORM,
      values: {},
      context: {},
      idempotencyKey: 'k',
      attribution: null,
      openid: null,
      consentTickedAt: {},
      honeypot: '',
      fillMs: 0,
      pagePath: '/',
    });
    expect(s).not.toHaveProperty('openid');
    expect(s).not.toHaveProperty('context');
  });
});

describe('classifySubmitError', () => {
  it('hands field errors to the fields', () => {
    const error = new BizError({
      errorCode: 'VALIDATION',
      errorMessage: '提交的信息有误',
      showType: ErrorShowType.SILENT,
      data: { fieldErrors: { mobile: '错' } },
    });
    expect(classifySubmitError(error)).toEqual({ kind: 'fields', message: '提交的信息有误', fieldErrors: { mobile: '错' } });
  });

  it('explains every failure in Chinese and says the input is kept', () => {
    const cases: [unknown, string][] = [
      [new BizError({ errorCode: 'X', errorMessage: '服务维护中。', showType: ErrorShowType.ERROR_MESSAGE }), 'biz'],
      [{ code: 'ECONNABORTED', message: 'timeout of 15000ms exceeded', request: {} }, 'timeout'],
      [{ response: { status: 502 }, request: {} }, 'http'],
      [{ response: { status: 0 }, request: {} }, 'network'],
      [{ message: 'Network Error', request: {} }, 'network'],
      [new InvalidAnswerError('not-json'), 'invalid'],
      [new Error('boom'), 'unknown'],
    ];
    for (const [error, kind] of cases) {
      const outcome = classifySubmitError(error);
      expect(outcome.kind).toBe(kind);
      expect(outcome.message).toMatch(/您填写的内容已保留/);
      expect(outcome.message).not.toMatch(/Network Error|timeout|boom/);
    }
    expect(classifySubmitError({ response: { status: 502 }, request: {} }).message).toContain('（502）');
  });
});

describe('confirmedReceipt: only success true with a reference number is a success', () => {
  it('returns the receipt of a confirmed submission', () => {
    const receipt = { leadId: 'ZQ202611220001', receivedAt: '2026-11-22T00:00:00Z' };
    expect(confirmedReceipt({ success: true, data: receipt })).toEqual(receipt);
  });

  it.each([
    ['an HTML page', '<html>portal</html>'],
    ['cut-off JSON', '{"success":tr'],
    ['no receipt', { success: true }],
    ['an empty reference', { success: true, data: { leadId: ' ' } }],
    ['success as text', { success: 'true', data: { leadId: 'ZQ1' } }],
    ['nothing', undefined],
  ])('%s confirms nothing', (_label, answer) => {
    expect(() => confirmedReceipt(answer)).toThrow(InvalidAnswerError);
    expect(classifySubmitError(new InvalidAnswerError('not-json')).message).toMatch(/未能确认提交成功.*您填写的内容已保留/);
  });
});

describe('after a successful submission', () => {
  it('a routed form goes to its result page naming the form (and activity); an embedded one has none', () => {
    expect(resultUrl(formByKey('meeting')!)).toBe('/resultMeetingPage?form=meeting');
    expect(resultUrl(formByKey('activeForm')!, { activityId: 'act 1' })).toBe('/forms/active/result?form=activeForm&id=act+1');
    expect(resultUrl(DOWNLOAD_FORM)).toBeNull();
  });

  it('the personal centre gets a record, newest first, even over a damaged list', () => {
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.submissions, JSON.stringify([{ formKey: 1 }, 'junk']));
    recordSubmission(formByKey('meeting')!, undefined, '/resultMeetingPage?form=meeting', Date.parse('2026-11-20T00:00:00Z'));
    recordSubmission(
      formByKey('activeForm')!,
      { activityId: 'a', title: '医药出海大会' },
      '/forms/active/result',
      Date.parse('2026-11-21T00:00:00Z'),
    );
    const list = JSON.parse(localStorage.getItem(STORAGE_KEYS.submissions)!);
    expect(list.map((r: { title: string; kind: string }) => [r.title, r.kind])).toEqual([
      ['医药出海大会', 'activity'],
      ['专家会议及访问支持服务', 'service'],
    ]);
  });
});
