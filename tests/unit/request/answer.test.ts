import { feedback } from '@/components/feedback';
import { TEXTS } from '@/config/messages';
import { answerProblem, answerShapes, checkAnswer, InvalidAnswerError } from '@/request/answer';
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
  ])('%s is an InvalidAnswerError', (_label, body) => {
    expect(() => checkAnswer(response(body))).toThrow(InvalidAnswerError);
  });

  it('checks data against the shape the service expects', () => {
    expect(() => checkAnswer(response({ success: true, data: {} }, { expectData: answerShapes.paged }))).toThrow(InvalidAnswerError);
    expect(() => checkAnswer(response({ success: true, data: { leadId: '' } }, { expectData: answerShapes.leadReceipt }))).toThrow(
      InvalidAnswerError,
    );
    const ok = response({ success: true, data: { list: [], total: 0 } }, { expectData: answerShapes.paged });
    expect(checkAnswer(ok)).toBe(ok);
  });

  it('passes business errors on to the errorThrower, and code envelopes on their code', () => {
    expect(answerProblem({ success: false, errorMessage: '余额不足' })).toBeNull();
    expect(answerProblem({ code: 5001, data: [] }, answerShapes.list)).toBeNull();
    expect(answerProblem({ code: 1000, data: 'x' }, answerShapes.list)).toBe('unexpected-data');
    expect(answerProblem({ code: 1000, data: [] }, answerShapes.list)).toBeNull();
  });

  it('leaves files and text answers alone', () => {
    const file = { data: '%PDF-1.4', status: 200, config: { responseType: 'blob' } };
    expect(checkAnswer(file)).toBe(file);
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
