/**
 * The mocked APIs of mock/ as an express middleware, for the scripts that serve the production build or pre-render it
 * (`max dev` and `max preview` serve the same files through Umi's own loader). It reads the files Umi reads
 * (MOCK_CONFIG: the top level of mock/, which is mock/routes.ts) the way Umi reads them: the default export, or else
 * the module, is a route table `{ 'GET /api/platform/services': handler }`; a handler that is an array or an object is
 * answered as JSON, and anything else is refused at start, as Umi refuses it. Its handlers receive what Umi's mock
 * server gives them: the query, and a POST body parsed as JSON (an empty object when the text is not JSON, which the
 * guard of mock/platform/guard.ts answers). tests/unit/mock/loader.test.ts holds both loaders to the same routes.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import express, { type RequestHandler } from 'express';

type Table = Record<string, unknown>;

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'options'] as const;

/** The route files of mock/ (its top level: MOCK_CONFIG leaves out every folder under it). */
export const mockRouteFiles = (cwd: string) =>
  readdirSync(join(cwd, 'mock'), { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.[jt]s$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => join(cwd, 'mock', entry.name));

/** Every route of those files, keyed as written ('GET /api/…'). */
export function mockRoutes(cwd: string): Table {
  const all: Table = {};
  for (const file of mockRouteFiles(cwd)) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- mock files are TypeScript, compiled by tsx as they load
    const mod = require(file) as { default?: Table } & Table;
    const table = mod.default || mod;
    for (const [key, handler] of Object.entries(table)) {
      const fine = typeof handler === 'function' || (typeof handler === 'object' && handler !== null);
      if (!fine) throw new Error(`${file}: the export ${key} is not a route (a handler, an array or an object)`);
      all[key] = handler;
    }
  }
  return all;
}

export function mockMiddleware(cwd: string): RequestHandler {
  const router = express.Router();
  const json = express.json({ limit: '5mb', strict: false });
  for (const [key, handler] of Object.entries(mockRoutes(cwd))) {
    const [verb, path] = key.trim().split(/\s+/);
    const method = (path ? verb.toLowerCase() : 'get') as (typeof METHODS)[number];
    const at = path ?? verb;
    if (!METHODS.includes(method)) throw new Error(`mock: ${key}: the method ${verb} is not supported`);
    if (typeof handler !== 'function') {
      router[method](at, (_req, res) => res.json(handler));
      continue;
    }
    const handle = handler as RequestHandler;
    router[method](at, (req, res, next) => {
      if (method === 'get') return handle(req, res, next);
      // A body that is not JSON leaves `req.body` empty, as in Umi's mock server; the guard answers it.
      return json(req, res, () => handle(req, res, next));
    });
  }
  return router;
}
