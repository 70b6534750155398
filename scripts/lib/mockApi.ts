/**
 * The mocked APIs of mock/ as an express middleware, for the scripts that serve the production build or pre-render it
 * (`max dev` serves the same files itself). Each top-level file of mock/ exports a route table,
 * `{ 'GET /api/platform/services': handler }`; its handlers receive what Umi's mock server gives them: the query, and
 * a POST body parsed as JSON (an empty object when the text is not JSON, which the guard of mock/guard.ts answers).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import express, { type RequestHandler } from 'express';

type Table = Record<string, RequestHandler>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'options'] as const;

export function mockMiddleware(cwd: string): RequestHandler {
  const router = express.Router();
  const json = express.json({ limit: '5mb', strict: false });
  const dir = join(cwd, 'mock');
  for (const file of readdirSync(dir).filter((f) => /\.[jt]s$/.test(f) && !f.endsWith('.d.ts'))) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- mock files are TypeScript, compiled by tsx as they load
    const table = (require(join(dir, file)) as { default?: Table }).default ?? {};
    for (const [key, handler] of Object.entries(table)) {
      const [verb, path] = key.trim().split(/\s+/);
      const method = verb?.toLowerCase() as (typeof METHODS)[number];
      if (!path || !METHODS.includes(method) || typeof handler !== 'function') continue;
      router[method](path, (req, res, next) => {
        if (method === 'get' || method === 'options') return handler(req, res, next);
        // A body that is not JSON leaves `req.body` empty, as in Umi's mock server; the guard answers it.
        return json(req, res, () => handler(req, res, next));
      });
    }
  }
  return router;
}
