import { feedback } from '@/components/feedback';
import { TEXTS } from '@/content/messages';
import { pickBase, PLATFORM_PLACEHOLDER, resolveUrl, THIRD_PARTY_STAMP, withToken } from '@/request/endpoint';
import { createErrorHandler, exceptionPath } from '@/request/errorHandler';
import { BizError, ErrorShowType, throwBizError, toShowType } from '@/request/errors';

jest.mock('@/components/feedback', () => ({
  feedback: { info: jest.fn(), success: jest.fn(), error: jest.fn(), warning: jest.fn(), loading: jest.fn(), notice: jest.fn() },
}));

// No type annotations naming imports here: files with jest.mock go through Babel without TS stripping.
const settings = { defaultBase: 'https://api.example.cn/', thirdPartyBase: 'https://tenant.example.cn', token: 'tok-123' };

describe('base address selection and placeholder stripping', () => {
  it('uses the default service for ordinary URLs', () => {
    expect(pickBase('/api/platform/industry', settings)).toBe(settings.defaultBase);
    expect(resolveUrl('/api/platform/industry', settings)).toBe('https://api.example.cn/api/platform/industry');
  });

  it('uses the third-party base when the URL carries its stamp', () => {
    const url = `${THIRD_PARTY_STAMP}oauth/user`;
    expect(pickBase(url, settings)).toBe(settings.thirdPartyBase);
    expect(resolveUrl(url, settings)).toBe('https://tenant.example.cn/tenant-gateway/oauth/user');
  });

  it('strips the platform placeholder before prepending the base', () => {
    expect(resolveUrl(`${PLATFORM_PLACEHOLDER}/api/platform/industry`, settings)).toBe('https://api.example.cn/api/platform/industry');
  });

  it('keeps same-origin paths when no base is configured (local mocks)', () => {
    const local = { ...settings, defaultBase: '' };
    expect(resolveUrl(`${PLATFORM_PLACEHOLDER}/api/platform/industry`, local)).toBe('/api/platform/industry');
  });

  it('leaves absolute URLs alone', () => {
    expect(resolveUrl('https://cdn.example.cn/a.json', settings)).toBe('https://cdn.example.cn/a.json');
  });

  it('adds the configured token to every request without losing other parameters', () => {
    expect(withToken({ id: '2' }, 'tok-123')).toEqual({ id: '2', token: 'tok-123' });
    expect(withToken(undefined, 'tok-123')).toEqual({ token: 'tok-123' });
  });
});

describe('business errors', () => {
  it('turns success:false into a BizError carrying the server message and display type', () => {
    expect(() => throwBizError({ success: false, errorCode: 'E1', errorMessage: '余额不足', showType: 1 })).toThrow('余额不足');
    try {
      throwBizError({ success: false, errorMessage: '余额不足', showType: 4 });
    } catch (e) {
      expect(e).toBeInstanceOf(BizError);
      expect((e as { info: { showType: number } }).info.showType).toBe(ErrorShowType.NOTIFICATION);
    }
  });

  it('defaults unknown or missing display types to the error message', () => {
    expect(toShowType(undefined)).toBe(ErrorShowType.ERROR_MESSAGE);
    expect(toShowType(7)).toBe(ErrorShowType.ERROR_MESSAGE);
    expect(toShowType(9)).toBe(ErrorShowType.REDIRECT);
  });
});

describe('error display by type', () => {
  const navigate = jest.fn();
  const handle = createErrorHandler(navigate);
  const biz = (showType: number, errorMessage = '服务端提示') => new BizError({ errorCode: 'E42', errorMessage, showType });

  beforeEach(() => jest.clearAllMocks());

  it('0 is silent', () => {
    handle(biz(0));
    expect(feedback.error).not.toHaveBeenCalled();
    expect(feedback.warning).not.toHaveBeenCalled();
    expect(feedback.notice).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('1 shows a warning message', () => {
    handle(biz(1));
    expect(feedback.warning).toHaveBeenCalledWith('服务端提示');
  });

  it('2 shows an error message', () => {
    handle(biz(2));
    expect(feedback.error).toHaveBeenCalledWith('服务端提示');
  });

  it('4 shows a notification with the code and message', () => {
    handle(biz(4));
    expect(feedback.notice).toHaveBeenCalledWith({ title: '错误代码 E42', description: '服务端提示' });
  });

  it('9 redirects to /exception with the code and message in the query, and vouches for the message in the history entry', () => {
    handle(biz(9, '登录已过期 & 请重试'));
    expect(navigate).toHaveBeenCalledWith(
      '/exception?errorCode=E42&errorMessage=%E7%99%BB%E5%BD%95%E5%B7%B2%E8%BF%87%E6%9C%9F+%26+%E8%AF%B7%E9%87%8D%E8%AF%95',
      { fromRequestLayer: true, errorCode: 'E42', errorMessage: '登录已过期 & 请重试' },
    );
    const query = new URLSearchParams(exceptionPath({ errorCode: 'E42', errorMessage: '登录已过期 & 请重试', showType: 9 }).split('?')[1]);
    expect(query.get('errorMessage')).toBe('登录已过期 & 请重试');
  });

  it('a business error without a message shows the Chinese default', () => {
    handle(new BizError({ showType: ErrorShowType.ERROR_MESSAGE }));
    expect(feedback.error).toHaveBeenCalledWith(TEXTS.requestError);
  });

  it('an error with no info at all shows 请求错误，请重试。', () => {
    handle(new Error('boom'));
    expect(feedback.error).toHaveBeenCalledWith('请求错误，请重试。');
  });

  it('an HTTP error names the status; a network error says so', () => {
    handle({ response: { status: 502 } });
    expect(feedback.error).toHaveBeenLastCalledWith(TEXTS.httpError(502));
    handle({ request: {} });
    expect(feedback.error).toHaveBeenLastCalledWith(TEXTS.networkError);
    handle({ response: { status: 0 }, request: {} });
    expect(feedback.error).toHaveBeenLastCalledWith(TEXTS.networkError);
  });

  it('a caller can opt out: the error is passed on and nothing is shown', () => {
    const error = biz(2);
    expect(() => handle(error, { skipErrorHandler: true })).toThrow(error);
    expect(feedback.error).not.toHaveBeenCalled();
  });
});
