/**
 * A 2xx answer is only an answer when it is the JSON the API promises. A proxy's error page, a captive
 * portal, JSON cut off on the way or an envelope without its data all arrive with status 200; axios then
 * hands over a string (it gives up parsing silently) or an object of another shape. This check turns each
 * of them into an `InvalidAnswerError`, so every read shows its error state and no form reports a success
 * the server never confirmed.
 */
import { CODE_ANSWER_SUCCESS } from '@/config/successCode';

/** What a caller expects in `data` of a successful answer (see `answerShapes`). */
export type DataCheck = (data: unknown) => boolean;

/** Request option read by the check: the shape of `data` in a successful answer. */
export interface AnswerOptions {
  expectData?: DataCheck;
}

export type InvalidReason = 'not-json' | 'no-envelope' | 'no-data' | 'unexpected-data';

/** A 2xx answer that is not the expected JSON. */
export class InvalidAnswerError extends Error {
  readonly reason: InvalidReason;

  constructor(reason: InvalidReason) {
    super(`Invalid answer (${reason})`);
    this.name = 'InvalidAnswerError';
    this.reason = reason;
  }
}

export const isInvalidAnswer = (error: unknown): error is InvalidAnswerError =>
  error instanceof InvalidAnswerError || (error as Error | undefined)?.name === 'InvalidAnswerError';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Shapes of `data` the services expect; each is cheap and checks only what the views rely on. */
export const answerShapes = {
  /** One item (a detail). */
  item: (data: unknown) => isPlainObject(data),
  /** A whole list. */
  list: (data: unknown) => Array.isArray(data),
  /** One page of a paged list. */
  paged: (data: unknown) => isPlainObject(data) && Array.isArray(data.list) && typeof data.total === 'number',
  /** The receipt of a stored lead: without a reference number nothing is confirmed. */
  leadReceipt: (data: unknown) => isPlainObject(data) && typeof data.leadId === 'string' && data.leadId.trim() !== '',
  /** An accepted request (`{ accepted: true }`). */
  accepted: (data: unknown) => isPlainObject(data) && data.accepted === true,
} satisfies Record<string, DataCheck>;

/**
 * Why a 2xx body is not a usable answer, or null when it is. `success: false` passes: the business error
 * check (errorThrower) reports it with the server's message. Envelopes with `code` (industry, WeChat share)
 * are checked on their success code.
 */
export function answerProblem(body: unknown, expectData?: DataCheck): InvalidReason | null {
  if (!isPlainObject(body)) return 'not-json';
  if (typeof body.success === 'boolean') {
    if (!body.success) return null;
    if (body.data === undefined) return 'no-data';
    return expectData && !expectData(body.data) ? 'unexpected-data' : null;
  }
  if (typeof body.code === 'number') {
    return body.code === CODE_ANSWER_SUCCESS && expectData && !expectData(body.data) ? 'unexpected-data' : null;
  }
  return 'no-envelope';
}

interface ResponseLike {
  data: unknown;
  config?: AnswerOptions & { responseType?: string };
}

/** Response interceptor of the request layer: throws `InvalidAnswerError` for anything but the expected JSON. */
export function checkAnswer<R extends ResponseLike>(response: R): R {
  const type = response.config?.responseType;
  if (type && type !== 'json') return response; // files and text are not envelopes
  const problem = answerProblem(response.data, response.config?.expectData);
  if (problem) throw new InvalidAnswerError(problem);
  return response;
}
