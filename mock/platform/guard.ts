/**
 * What every mocked API handler goes through (`routes()` wraps each mock file's table):
 * - same origin only: the dev/preview server's `Access-Control-Allow-Origin: *` is removed from every API
 *   answer, and a request from another site's page (its `Origin`) is refused with 403;
 * - a query string of plain strings only (`?id[toString]=1` would otherwise reach a handler as an object);
 * - a POST body that is a JSON object of bounded depth, node count and size (malformed JSON, another content
 *   type, a deeply nested array: 400/413 with a Chinese message before any handler sees it);
 * - no exception escapes: a handler that throws (also asynchronously) answers 500, and the server keeps serving.
 * The field checks of each endpoint use `fieldProblem` and the small rules below.
 */
import type { Request, Response } from 'express';

import type * as API from '../../src/api';
import { CONTENT_KINDS, ITEM_KINDS } from '../../src/kinds';
import { currentOutage } from './outage';

export type Handler = (req: Request, res: Response) => unknown;

const GUARDED = Symbol.for('zhiqiao.mock.guarded');

/** Whether a handler went through `routes()` (the unit tests check every mock file). */
export const isGuarded = (handler: unknown) =>
  typeof handler === 'function' && (handler as unknown as Record<symbol, unknown>)[GUARDED] === true;

/** Limits of any POST body. */
export const BODY_LIMITS = { depth: 6, nodes: 2000, bytes: 64 * 1024 } as const;
/** Longest query value a handler sees. */
const MAX_QUERY_VALUE = 200;

const CORS_HEADERS = ['Access-Control-Allow-Origin', 'Access-Control-Allow-Headers', 'Access-Control-Allow-Methods'];

export function answerError(res: Response, status: number, errorCode: string, errorMessage: string) {
  if (res.headersSent) return;
  res.status(status).json({ success: false, errorCode, errorMessage, showType: 0 } satisfies API.ResponseStructure);
}

export const badRequest = (res: Response, message: string) => answerError(res, 400, 'BAD_REQUEST', message);

const hostname = (host: string | undefined) => (host ?? '').replace(/:\d+$/, '');

/**
 * A browser sends `Origin` with cross-site requests (and with same-origin POSTs): it must name this server, or the
 * site in front of it (`X-Forwarded-Host`; a local proxy such as the nginx copy of the browser tests, which forwards
 * with its own port, may differ in the port only).
 */
function fromThisSite(req: Request): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  if (host === req.headers.host || host === req.headers['x-forwarded-host']) return true;
  return req.headers['x-forwarded-for'] !== undefined && hostname(host) === hostname(req.headers.host);
}

/** Only plain string values, cut to a bounded length; arrays and objects from `a[b]=c` syntax are dropped. */
function plainQuery(query: unknown, maxValue: number): Record<string, string> {
  const out: Record<string, string> = {};
  if (!query || typeof query !== 'object') return out;
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (typeof value === 'string') out[key] = value.slice(0, maxValue);
  }
  return out;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Depth, node count and text size of a parsed JSON value, walked without recursion (deep nesting cannot overflow the stack). */
export function jsonSizeProblem(value: unknown, limits: { depth: number; nodes: number; bytes: number } = BODY_LIMITS): string | null {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 1 }];
  let nodes = 0;
  let bytes = 0;
  while (stack.length) {
    const { value: current, depth } = stack.pop()!;
    nodes += 1;
    if (nodes > limits.nodes) return '请求内容包含的字段过多';
    if (typeof current === 'string') bytes += current.length;
    if (bytes > limits.bytes) return '请求内容过大';
    if (current && typeof current === 'object') {
      if (depth > limits.depth) return '请求内容嵌套过深';
      const children = Array.isArray(current) ? current : Object.entries(current).flat();
      for (const child of children) stack.push({ value: child, depth: depth + 1 });
    }
  }
  return null;
}

/** Problems of the body of a POST, before any handler reads it. */
function bodyProblem(req: Request): { status: number; message: string } | null {
  if (!req.is('application/json')) return { status: 415, message: '请求格式不正确：请以 JSON 提交' };
  const body: unknown = req.body;
  if (!isPlainObject(body)) return { status: 400, message: '请求内容必须是一个 JSON 对象' };
  // The mock server's JSON parser leaves an empty object when the text is not JSON: a real `{}` is 2 bytes.
  if (Object.keys(body).length === 0 && Number(req.headers['content-length'] ?? 0) > 2) {
    return { status: 400, message: '请求内容不是有效的 JSON' };
  }
  const size = jsonSizeProblem(body);
  return size ? { status: size === '请求内容过大' ? 413 : 400, message: size } : null;
}

function serverError(res: Response, error: unknown) {
  // The mock server's log is the place for the details; the visitor gets a Chinese message.
  console.error('[mock] handler failed:', error);
  answerError(res, 500, 'SERVER_ERROR', '服务器内部错误，请稍后重试。');
}

export interface GuardOptions {
  /** Longest query value its handlers see (default 200 characters; an analytics beacon carries kilobytes). */
  maxQueryValue?: number;
  /** POST bodies are plain text, read by the handler (`readText`), not JSON (a stand-in for Baidu's interface). */
  textBody?: boolean;
}

/** A plain-text POST body, at most BODY_LIMITS.bytes; null when it is longer. */
export async function readText(req: Request): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMITS.bytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** One handler, guarded (see the file comment). */
export function guard(method: string, handler: Handler, { maxQueryValue = MAX_QUERY_VALUE, textBody = false }: GuardOptions = {}): Handler {
  const guarded: Handler = (req, res) => {
    try {
      for (const header of CORS_HEADERS) res.removeHeader(header);
      if (!fromThisSite(req)) return answerError(res, 403, 'FORBIDDEN_ORIGIN', '不接受来自其他站点的请求。');
      if (answeredByOutage(req, res)) return undefined;
      Object.defineProperty(req, 'query', {
        value: plainQuery(req.query, maxQueryValue),
        writable: true,
        configurable: true,
        enumerable: true,
      });
      if (method === 'POST' && textBody && !req.is('text/plain')) {
        return answerError(res, 415, 'BAD_REQUEST', '请求格式不正确：请以纯文本提交');
      }
      if (method === 'POST' && !textBody) {
        const problem = bodyProblem(req);
        if (problem) return answerError(res, problem.status, 'BAD_REQUEST', problem.message);
      }
      const result = handler(req, res);
      if (result && typeof (result as Promise<unknown>).then === 'function') {
        return (result as Promise<unknown>).catch((error: unknown) => serverError(res, error));
      }
      return result;
    } catch (error) {
      return serverError(res, error);
    }
  };
  Object.defineProperty(guarded, GUARDED, { value: true });
  return guarded;
}

const CONTENT_PATHS: readonly string[] = ITEM_KINDS.flatMap((kind) => [CONTENT_KINDS[kind].list, CONTENT_KINDS[kind].item]);

/** QA (mock/platform/publishing.ts): while the content API is out of order, its reads fail with a 503 or a gateway's HTML page. */
function answeredByOutage(req: Request, res: Response): boolean {
  const outage = currentOutage();
  if (!outage || req.method !== 'GET' || !CONTENT_PATHS.includes(req.path)) return false;
  if (outage === 'error') answerError(res, 503, 'UNAVAILABLE', '内容服务暂不可用');
  else res.status(200).type('html').send('<html><body><h1>502 Bad Gateway</h1></body></html>');
  return true;
}

/** Answers a preflight of a POST route: same origin needs none, other sites are refused. */
const preflight: Handler = (_req, res) => res.status(204).end();

/**
 * A mock file's route table (`'POST /api/…': handler`), every handler guarded; each POST route also answers
 * its OPTIONS preflight (without CORS headers: other sites' pages cannot call the mock).
 */
export function routes(table: Record<string, Handler>, options: GuardOptions = {}): Record<string, Handler> {
  const out: Record<string, Handler> = {};
  for (const [key, handler] of Object.entries(table)) {
    const [method, path] = key.trim().split(/\s+/);
    out[key] = guard(method.toUpperCase(), handler, options);
    if (method.toUpperCase() === 'POST') out[`OPTIONS ${path}`] = guard('OPTIONS', preflight);
  }
  return out;
}

/* ---- field rules of the endpoints ---- */

export interface TextRule {
  max: number;
  min?: number;
  pattern?: RegExp;
  optional?: boolean;
}

/** The Chinese problem of one text field, or null. */
export function textProblem(name: string, value: unknown, { max, min = 0, pattern, optional }: TextRule): string | null {
  if (value === undefined && optional) return null;
  if (typeof value !== 'string') return `字段“${name}”必须是文本`;
  if (Array.from(value).length > max) return `字段“${name}”过长（最多 ${max} 个字符）`;
  if (value.length < min) return `字段“${name}”不能为空`;
  if (pattern && !pattern.test(value)) return `字段“${name}”格式不正确`;
  return null;
}

/** Fields outside the known set are refused, so nothing a client invents is stored. */
export function unknownFieldsProblem(body: Record<string, unknown>, known: readonly string[]): string | null {
  const extra = Object.keys(body).filter((key) => !known.includes(key));
  return extra.length ? `包含不接受的字段：${extra.slice(0, 5).join('、')}` : null;
}

export const firstProblem = (...problems: (string | null)[]) => problems.find((p) => p !== null) ?? null;
