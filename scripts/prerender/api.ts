/**
 * The API the pages are rendered from: the mocks of mock/ when no API_BASE is set, the real API otherwise, behind a
 * local server that notes every GET a page makes while it is rendered and a digest of the answer. A refresh asks the
 * same questions again and renders again only the pages whose answers changed.
 */
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';

import { mockMiddleware } from '../lib/mockApi';

/** One request of a page (path and query, as the page asked) and a digest of what the API answered. */
export interface ApiRequest {
  path: string;
  digest: string;
}

export const digestOf = (body: string | Buffer) => createHash('sha256').update(body).digest('base64url').slice(0, 22);

/** Forwards to the real API, keeping the status, the content type and the body. */
function forwardTo(apiBase: string): RequestHandler {
  return async (req, res) => {
    try {
      const answer = await fetch(`${apiBase}${req.originalUrl}`, { headers: { Accept: 'application/json' } });
      res.status(answer.status).type(answer.headers.get('content-type') ?? 'application/json');
      res.send(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      res
        .status(502)
        .type('text')
        .send(`API unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}

export interface RecordingApi {
  /** Where the pages' requests go while they are rendered. */
  apiBase: string;
  /** Runs `render` and returns the GET requests it made, in order, without repeats. */
  record<T>(render: () => Promise<T>): Promise<{ result: T; requests: ApiRequest[] }>;
  close(): void;
}

export async function startApi(root: string, realApi = process.env.API_BASE): Promise<RecordingApi> {
  let current: Map<string, string> | null = null;
  const app = express();
  app.use((req, res, next) => {
    const notes = current;
    if (!notes || req.method !== 'GET') return next();
    const chunks: Buffer[] = [];
    const { write, end } = res;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk)
        chunks.push(
          Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk), (typeof encoding === 'string' ? encoding : 'utf8') as BufferEncoding),
        );
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(res, chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (typeof chunk !== 'function') keep(chunk, rest[0]);
      notes.set(req.originalUrl, digestOf(Buffer.concat(chunks)));
      return (end as (...args: unknown[]) => typeof res).call(res, chunk, ...rest);
    }) as typeof res.end;
    return next();
  });
  app.use(realApi ? forwardTo(realApi.replace(/\/+$/, '')) : mockMiddleware(root));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async record(render) {
      const notes = new Map<string, string>();
      current = notes;
      try {
        const result = await render();
        return { result, requests: [...notes].map(([path, digest]) => ({ path, digest })) };
      } finally {
        current = null;
      }
    },
    close: () => server.close(),
  };
}

/** What the API answers a page's request now: its digest, or why the answer cannot be trusted. */
export async function askAgain(apiBase: string, path: string): Promise<{ digest: string } | { problem: string }> {
  let answer: Response;
  try {
    answer = await fetch(`${apiBase}${path}`, { headers: { Accept: 'application/json' } });
  } catch (error) {
    return { problem: `${path}: no answer (${error instanceof Error ? error.message : String(error)})` };
  }
  const body = Buffer.from(await answer.arrayBuffer());
  if (!answer.ok) return { problem: `${path}: HTTP ${answer.status}` };
  try {
    JSON.parse(body.toString('utf8'));
  } catch {
    return { problem: `${path}: the answer is not JSON (${answer.headers.get('content-type') ?? 'no content type'})` };
  }
  return { digest: digestOf(body) };
}
