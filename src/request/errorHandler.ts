import { TEXTS } from '@/config/site';
import { feedback } from '@/components/feedback';
import { isBizError, ErrorShowType, type BizErrorInfo } from './errors';

export interface HandlerOptions {
  skipErrorHandler?: boolean;
}

/** Where display type 9 sends the visitor; query text is shown as plain text there. */
export const exceptionPath = (info: BizErrorInfo) => {
  const query = new URLSearchParams({
    errorCode: info.errorCode ?? '',
    errorMessage: info.errorMessage || TEXTS.requestError,
  });
  return `/exception?${query.toString()}`;
};

type Navigate = (path: string) => void;

interface AxiosLikeError {
  response?: { status: number };
  request?: unknown;
}

export function showBizError(info: BizErrorInfo, navigate: Navigate) {
  const text = info.errorMessage || TEXTS.requestError;
  switch (info.showType) {
    case ErrorShowType.SILENT:
      return;
    case ErrorShowType.WARN_MESSAGE:
      feedback.warning(text);
      return;
    case ErrorShowType.NOTIFICATION:
      feedback.notice({ title: info.errorCode ? `错误代码 ${info.errorCode}` : '请求未完成', description: text });
      return;
    case ErrorShowType.REDIRECT:
      navigate(exceptionPath(info));
      return;
    case ErrorShowType.ERROR_MESSAGE:
    default:
      feedback.error(text);
  }
}

/**
 * errorHandler of the Max request plugin. A caller that shows the error itself passes
 * `skipErrorHandler: true`; the error is then only passed on.
 */
export function createErrorHandler(navigate: Navigate) {
  return (error: unknown, opts?: HandlerOptions) => {
    if (opts?.skipErrorHandler) throw error;
    if (isBizError(error)) {
      showBizError(error.info, navigate);
      return;
    }
    const { response, request } = (error ?? {}) as AxiosLikeError;
    // Status 0 is a connection dropped before an answer: a network failure, not a server status.
    if (response?.status) feedback.error(TEXTS.httpError(response.status));
    else if (response || request) feedback.error(TEXTS.networkError);
    else feedback.error(TEXTS.requestError);
  };
}
