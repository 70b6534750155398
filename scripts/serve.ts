/**
 * Serves the production build like the deployment does (npm run preview; the browser tests start it):
 * pre-rendered pages by the nginx rules (scripts/lib/pageFile.ts), hashed assets, gzip, HTTP 404 for unknown paths,
 * and the mocked APIs of mock/ (Umi's loader) unless API_BASE points elsewhere.
 *   npx tsx scripts/serve.ts [--port 8000] [--dist <a copy of dist/>]
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';

import { BASE_PATH } from '../src/config/basePath';
import { mockMiddleware } from './lib/mockApi';
import { pageFileFor } from './lib/pageFile';

const root = join(__dirname, '..');
const distAt = process.argv.indexOf('--dist');
const dist = distAt > 0 ? process.argv[distAt + 1] : join(root, 'dist');
const portAt = process.argv.indexOf('--port');
const port = Number(portAt > 0 ? process.argv[portAt + 1] : process.env.PORT || 8000);
const base = BASE_PATH.replace(/\/$/, '');

if (!existsSync(join(dist, 'index.html'))) {
  console.error(`${dist} has no build: run npm run build first`);
  process.exit(1);
}

/**
 * Every answer says no-transform, as nginx's do (deploy/nginx/). nginx compresses all the same; Express's compression
 * leaves a no-transform answer as it is, which would make the browser tests and `npm run perf` fetch every page and
 * script raw. So the mark is added as the headers go out, after compression has chosen: its header hook, installed
 * later, runs before this one.
 */
function markNoTransform(_req: Request, res: Response, next: NextFunction) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
    const value = res.getHeader('Cache-Control');
    if (typeof value === 'string' && !value.includes('no-transform')) res.setHeader('Cache-Control', `${value}, no-transform`);
    return writeHead.apply(this, args);
  } as Response['writeHead'];
  next();
}

const app = express();
app.disable('x-powered-by');
app.use(markNoTransform);
app.use(compression());
app.use(mockMiddleware(root));
// Hashed assets never change: cache them for a year. Everything else is revalidated (a deployment shows at once).
app.use(
  base,
  express.static(dist, {
    index: false,
    redirect: false,
    setHeaders(res, path) {
      const hashed = /\.[0-9a-f]{8}(\.chunk|\.async)?\.(js|css)$/.test(path);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  }),
);
app.get('/', (_req, res) => res.redirect(`${base}/`));
app.get(/.*/, (req, res) => {
  const inside = req.path === base || req.path.startsWith(`${base}/`);
  const query = new URL(req.originalUrl, 'http://serve.local').searchParams;
  const page = inside
    ? pageFileFor(dist, req.path.slice(base.length) || '/', query)
    : { file: join(dist, '404.html'), status: 404 as const };
  res.status(page.status).setHeader('Cache-Control', 'no-cache');
  res.sendFile(page.file);
});

app.listen(port, () => console.log(`Production build on http://localhost:${port}${base}/ (mocked APIs at /api)`));
