/**
 * A 2xx answer is only an answer when it is the JSON the API promises. A proxy's error page, a captive
 * portal, JSON cut off on the way or an envelope without its data all arrive with status 200; axios then
 * hands over a string (it gives up parsing silently) or an object of another shape. This check turns each
 * of them into an `InvalidAnswerError`, so every read shows its error state and no form reports a success
 * the server never confirmed.
 */
import { CODE_ANSWER_SUCCESS } from '@/config/successCode';
import type { AnswerName } from '@/request/answers';

/** Request option read by the check: which answer of the platform `data` of a successful answer must be. */
export interface AnswerOptions {
  expectData?: AnswerName;
}

export type InvalidReason = 'not-json' | 'no-envelope' | 'no-data' | 'unexpected-data';

/** A 2xx answer that is not the expected JSON. */
export class InvalidAnswerError extends Error {
  readonly reason: InvalidReason;

  /** `where`: where the data broke its schema, in the error's message (the build's and the refresh's logs print it). */
  constructor(reason: InvalidReason, where?: string) {
    super(`Invalid answer (${reason})${where ? `: ${where}` : ''}`);
    this.name = 'InvalidAnswerError';
    this.reason = reason;
  }
}

export const isInvalidAnswer = (error: unknown): error is InvalidAnswerError =>
  error instanceof InvalidAnswerError || (error as Error | undefined)?.name === 'InvalidAnswerError';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Why a 2xx body is not a usable envelope, or null when it is. `success: false` passes: the business error check
 * (errorThrower) reports it with the server's message. Envelopes with `code` (industry, WeChat share) are checked on
 * their success code.
 */
export function answerProblem(body: unknown): InvalidReason | null {
  if (!isPlainObject(body)) return 'not-json';
  if (typeof body.success === 'boolean') return body.success && body.data === undefined ? 'no-data' : null;
  return typeof body.code === 'number' ? null : 'no-envelope';
}

/** Where the data of a successful envelope is (none for a business error or a code other than success). */
const successData = (body: Record<string, unknown>): { data: unknown } | null => {
  if (typeof body.success === 'boolean') return body.success ? { data: body.data } : null;
  return body.code === CODE_ANSWER_SUCCESS ? { data: body.data } : null;
};

// The schemas are a chunk of their own, which the first request that names an answer starts loading (./send.ts): the
// first page carries none of them, and an answer never waits for them after it has come.
const schemas = () => import(/* webpackChunkName: "answers" */ '@/request/answers');

/** Starts loading the schemas along with a request that names its answer (a failure is retried when the answer comes). */
export const preloadSchemas = () => {
  schemas().catch(() => {
    /* checkAnswer imports them again */
  });
};

interface ResponseLike {
  data: unknown;
  config?: AnswerOptions & { responseType?: string };
}

/**
 * Response interceptor of the request layer: throws `InvalidAnswerError` for anything but the expected JSON, and
 * hands on the data as its schema reads it (the type the services promise is the schema's).
 */
export async function checkAnswer<R extends ResponseLike>(response: R): Promise<R> {
  const type = response.config?.responseType;
  if (type && type !== 'json') return response; // files and text are not envelopes
  const problem = answerProblem(response.data);
  if (problem) throw new InvalidAnswerError(problem);
  const name = response.config?.expectData;
  const found = name ? successData(response.data as Record<string, unknown>) : null;
  if (!name || !found) return response;
  const checked = (await schemas()).checkData(name, found.data);
  if (!checked.ok) throw new InvalidAnswerError('unexpected-data', checked.where);
  return { ...response, data: { ...(response.data as object), data: checked.data } };
}
