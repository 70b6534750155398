import { feedback } from '@/components/feedback';
import { TEXTS } from '@/content/messages';
import { REQUEST_ERRORS } from '@/content/ui/requestErrors';

import { type BizErrorInfo, ErrorShowType } from './errors';
import { classifyFailure, type RequestFailure } from './failure';

export interface HandlerOptions {
  skipErrorHandler?: boolean;
}

/**
 * What the request layer hands to /exception with a redirect, in the history entry (a link from elsewhere
 * cannot set it): /exception shows the server's message only when it came this way.
 */
export interface ExceptionState {
  fromRequestLayer: true;
  errorCode: string;
  errorMessage: string;
}

export const isExceptionState = (value: unknown): value is ExceptionState =>
  typeof value === 'object' &&
  value !== null &&
  (value as ExceptionState).fromRequestLayer === true &&
  typeof (value as ExceptionState).errorCode === 'string' &&
  typeof (value as ExceptionState).errorMessage === 'string';

/** Where display type 9 sends the visitor: /exception with the error's code and message in the query. */
export const exceptionPath = (info: BizErrorInfo) => {
  const query = new URLSearchParams({
    errorCode: info.errorCode ?? '',
    errorMessage: info.errorMessage || TEXTS.requestError,
  });
  return `/exception?${query.toString()}`;
};

type Navigate = (path: string, state?: ExceptionState) => void;

export function showBizError(info: BizErrorInfo, navigate: Navigate) {
  const text = info.errorMessage || TEXTS.requestError;
  switch (info.showType) {
    case ErrorShowType.SILENT:
      return;
    case ErrorShowType.WARN_MESSAGE:
      feedback.warning(text);
      return;
    case ErrorShowType.NOTIFICATION:
      feedback.notice({
        title: info.errorCode ? REQUEST_ERRORS.notice.code(info.errorCode) : REQUEST_ERRORS.notice.noCode,
        description: text,
      });
      return;
    case ErrorShowType.REDIRECT:
      navigate(exceptionPath(info), { fromRequestLayer: true, errorCode: info.errorCode ?? '', errorMessage: text });
      return;
    case ErrorShowType.ERROR_MESSAGE:
    default:
      feedback.error(text);
  }
}

/** The message of a failure that is not the server's own (`biz` failures carry theirs). */
export function failureText(failure: Exclude<RequestFailure, { kind: 'biz' }>): string {
  switch (failure.kind) {
    case 'timeout':
      return TEXTS.timeoutError;
    case 'http':
      return TEXTS.httpError(failure.status);
    case 'network':
      return TEXTS.networkError;
    case 'invalid':
      return TEXTS.invalidAnswer;
    default:
      return TEXTS.requestError;
  }
}

/**
 * errorHandler of the Max request plugin. A caller that shows the error itself passes
 * `skipErrorHandler: true`; the error is then only passed on.
 */
export function createErrorHandler(navigate: Navigate) {
  return (error: unknown, opts?: HandlerOptions) => {
    if (opts?.skipErrorHandler) throw error;
    const failure = classifyFailure(error);
    if (failure.kind === 'biz') showBizError(failure.info, navigate);
    else feedback.error(failureText(failure));
  };
}
