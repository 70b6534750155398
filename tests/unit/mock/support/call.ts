import type { Request, Response } from 'express';

/** What a mocked handler answered. */
export interface Answer {
  status: number;
  body?: unknown;
  headers: Record<string, string>;
  destroyed: boolean;
}

export interface CallOptions {
  body?: unknown;
  query?: Record<string, unknown>;
  headers?: Record<string, string>;
}

type Handler = (req: Request, res: Response) => unknown;

/**
 * Calls one handler of a mock file's route table with a request as the mock server hands it over (a parsed JSON
 * body, a query object, headers) and records the answer. Async handlers are awaited.
 */
export async function callMock(table: Record<string, unknown>, key: string, { body, query = {}, headers = {} }: CallOptions = {}) {
  const handler = table[key] as Handler | undefined;
  if (!handler) throw new Error(`no mock ${key}`);
  const method = key.split(' ')[0];
  let length = 0;
  try {
    length = method === 'POST' ? Buffer.byteLength(JSON.stringify(body ?? {})) : 0;
  } catch {
    length = 1_000_000; // too deep to serialise here: the server would have parsed it from text
  }
  const reqHeaders: Record<string, string> = {
    host: 'localhost:8000',
    ...(method === 'POST' ? { 'content-type': 'application/json', 'content-length': String(length) } : {}),
    ...headers,
  };
  const answer: Answer = { status: 200, headers: { 'Access-Control-Allow-Origin': '*' }, destroyed: false };
  const res = {
    headersSent: false,
    status(code: number) {
      answer.status = code;
      return res;
    },
    json(data: unknown) {
      answer.body = data;
      res.headersSent = true;
      return res;
    },
    send(data: unknown) {
      answer.body = data;
      res.headersSent = true;
      return res;
    },
    end() {
      res.headersSent = true;
      return res;
    },
    setHeader(name: string, value: string) {
      answer.headers[name] = value;
    },
    removeHeader(name: string) {
      delete answer.headers[name];
    },
    writeHead(code: number) {
      answer.status = code;
      res.headersSent = true;
    },
    write(_chunk: string, done: () => void) {
      done();
    },
  };
  const req = {
    method,
    body: method === 'POST' ? body : {},
    query,
    headers: reqHeaders,
    is: (type: string) => ((reqHeaders['content-type'] ?? '').includes(type.replace('application/', '')) ? type : false),
    socket: { destroy: () => (answer.destroyed = true) },
  };
  await handler(req as unknown as Request, res as unknown as Response);
  return answer;
}
