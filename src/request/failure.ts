/**
 * The one classification of a failed request. The error handler (toasts, redirects) and the forms
 * (messages on the form, a retry) both read it, so they never disagree about what happened.
 */
import { isInvalidAnswer } from './answer';
import { type BizErrorInfo, isBizError } from './errors';

export type RequestFailure =
  /** The server answered `success: false`. */
  | { kind: 'biz'; info: BizErrorInfo }
  /** No answer within the timeout. */
  | { kind: 'timeout' }
  /** An HTTP error status. */
  | { kind: 'http'; status: number }
  /** No answer at all: offline, refused, or a connection dropped mid-answer (axios reports status 0). */
  | { kind: 'network' }
  /** A 2xx answer that is not the expected JSON (an HTML page, cut-off JSON, no data): nothing is confirmed. */
  | { kind: 'invalid' }
  | { kind: 'unknown' };

interface AxiosLikeError {
  code?: string;
  message?: string;
  response?: { status?: number };
  request?: unknown;
}

export function classifyFailure(error: unknown): RequestFailure {
  if (isBizError(error)) return { kind: 'biz', info: error.info };
  if (isInvalidAnswer(error)) return { kind: 'invalid' };
  const { code, message = '', response, request } = (error ?? {}) as AxiosLikeError;
  if (code === 'ECONNABORTED' || code === 'ETIMEDOUT' || /timeout/i.test(message)) return { kind: 'timeout' };
  if (response?.status) return { kind: 'http', status: response.status };
  if (response || request) return { kind: 'network' };
  return { kind: 'unknown' };
}

/** Whether the server said the requested item does not exist. */
export const isNotFound = (error: unknown) => isBizError(error) && error.info.errorCode === 'NOT_FOUND';

/** HTTP 409: the idempotency key was already used for other content (the form then sends under a new key). */
export const isConflict = (error: unknown) => {
  const failure = classifyFailure(error);
  return failure.kind === 'http' && failure.status === 409;
};
