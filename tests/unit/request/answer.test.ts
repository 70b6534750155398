import { feedback } from '@/components/feedback';
import { TEXTS } from '@/content/messages';
import { answerProblem, checkAnswer, InvalidAnswerError } from '@/request/answer';
import { createErrorHandler } from '@/request/errorHandler';
import { classifyFailure, isConflict } from '@/request/failure';

jest.mock('@/components/feedback', () => ({
  feedback: { info: jest.fn(), success: jest.fn(), error: jest.fn(), warning: jest.fn(), loading: jest.fn(), notice: jest.fn() },
}));

const response = (data: unknown, config = {}) => ({ data, status: 200, config });

describe('a 2xx answer is only an answer when it is the expected JSON', () => {
  it.each([
    ['an HTML page (a proxy error page, a captive portal)', '<!DOCTYPE html><html><body>请先登录 Wi-Fi</body></html>'],
    ['JSON cut off on the way', '{"success":true,"data":{"leadId":"ZQ2026'],
    ['an empty body', ''],
    ['null', null],
    ['a list instead of an envelope', [1, 2]],
    ['an object that is no envelope', { ok: 1 }],
    ['success without data', { success: true }],
  ])('%s is an InvalidAnswerError', async (_label, body) => {
    await expect(checkAnswer(response(body))).rejects.toThrow(InvalidAnswerError);
  });

  it("checks data against the schema of the answer the service expects, and hands on the schema's output", async () => {
    await expect(checkAnswer(response({ success: true, data: {} }, { expectData: 'list:activity' }))).rejects.toThrow(InvalidAnswerError);
    await expect(checkAnswer(response({ success: true, data: { leadId: ' ' } }, { expectData: 'leadReceipt' }))).rejects.toThrow(
      InvalidAnswerError,
    );
    const page = { list: [], total: 0, page: 1, pageSize: 10, debug: 'a field of no use to the site' };
    const checked = await checkAnswer(response({ success: true, data: page }, { expectData: 'list:activity' }));
    expect(checked.data).toEqual({ success: true, data: { list: [], total: 0, page: 1, pageSize: 10 } });
  });

  it('names where an answer broke its schema, for the console and the monitor', async () => {
    const item = { id: 'x', title: '行业闭门会', format: 'webinar' };
    await expect(checkAnswer(response({ success: true, data: item }, { expectData: 'item:activity' }))).rejects.toThrow(
      /item:activity (summary|format)/,
    );
  });

  it('passes business errors on to the errorThrower, and code envelopes on their code', async () => {
    expect(answerProblem({ success: false, errorMessage: '余额不足' })).toBeNull();
    await expect(checkAnswer(response({ code: 5001, data: 'x' }, { expectData: 'industryList' }))).resolves.toBeTruthy();
    await expect(checkAnswer(response({ code: 1000, data: 'x' }, { expectData: 'industryList' }))).rejects.toThrow(InvalidAnswerError);
    await expect(checkAnswer(response({ code: 1000, data: [] }, { expectData: 'industryList' }))).resolves.toBeTruthy();
  });

  it('leaves files and text answers alone', async () => {
    const file = { data: '%PDF-1.4', status: 200, config: { responseType: 'blob' } };
    await expect(checkAnswer(file)).resolves.toBe(file);
  });
});

describe('an invalid answer is a failure of its own', () => {
  beforeEach(() => jest.clearAllMocks());

  it('is classified as invalid and shown with its Chinese message', () => {
    const error = new InvalidAnswerError('not-json');
    expect(classifyFailure(error)).toEqual({ kind: 'invalid' });
    createErrorHandler(jest.fn())(error);
    expect(feedback.error).toHaveBeenCalledWith(TEXTS.invalidAnswer);
  });

  it('a 409 is a conflict', () => {
    expect(isConflict({ response: { status: 409 }, request: {} })).toBe(true);
    expect(isConflict({ response: { status: 500 }, request: {} })).toBe(false);
  });
});
