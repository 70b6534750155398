/**
 * Which pre-rendered file answers a page URL: the same rules as the nginx configuration (deploy/), so the local
 * server of the production build (npm run preview, the browser tests) behaves like the deployment.
 *   /html/                     index.html (the home page)
 *   /html/<path>               <path>/index.html
 *   /html/<path>?id=<id>       <path>/__id/<id>.html, else <path>/__frame.html (an item unknown at build time:
 *                              the page while its data loads), else <path>/index.html
 *   anything else              404.html with status 404
 */
import { existsSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';

/** Ids that may name a file: no dots, no slashes (the nginx map holds the same pattern). */
export const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export interface PageFile {
  file: string;
  status: 200 | 404;
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** `pathname` is below the router base, e.g. '/activeInfo' ('/' for the home page). */
export function pageFileFor(dist: string, pathname: string, id: string | null): PageFile {
  const dir = normalize(join(dist, pathname));
  if (!dir.startsWith(normalize(dist))) return { file: join(dist, '404.html'), status: 404 };
  const candidates = [
    ...(id && SAFE_ID.test(id) ? [join(dir, '__id', `${id}.html`)] : []),
    ...(id ? [join(dir, '__frame.html')] : []),
    join(dir, 'index.html'),
  ];
  const found = candidates.find(isFile);
  return found ? { file: found, status: 200 } : { file: join(dist, '404.html'), status: 404 };
}
