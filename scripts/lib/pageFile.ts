/**
 * Which pre-rendered file answers a page URL: the same rules as the nginx configuration (deploy/nginx), so the local
 * server of the production build (npm run preview, the browser tests) behaves like the deployment.
 *   /html/                     index.html (the home page)
 *   /html/<path>?id=<id>       <path>/__id/<id>.html, else <path>/__frame.html with status 404 (an id no pre-rendered
 *                              page answers: search engines drop it, and the browser still loads an item published since
 *                              the last refresh into the frame)
 *   /html/<path>?<p>=<v>       <path>/__q/<p>/<v>.html: a view of a list one tap away (a filter value, a page), for the
 *                              first of VIEW_PARAMS the address carries with a view of its own
 *   /html/<path>               <path>/index.html
 *   /html/share/<kind>/<id>-square.png, -wide.png of an item without pictures yet (newer than the build and the last
 *                              refresh): the firm's picture of the same shape
 *   anything else              404.html with status 404; below /html/en, en/404.html (the English edition's)
 * Other parameters (campaign tags, what WeChat appends) choose nothing: the page is the same.
 */
import { existsSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';

import { localeOfPath } from '../../src/config/locales';
import { BRAND_PICTURES } from '../../src/config/sharePictures';

/** Ids and view values that may name a file: no dots, no slashes (the nginx maps hold the same pattern). */
export const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The query parameters with pre-rendered views, in the order nginx tries them (deploy/nginx/zhiqiao-http.conf). */
export const VIEW_PARAMS = ['industry', 'type', 'when', 'format', 'service', 'page'] as const;

/** An item page while its data loads: what an id with no pre-rendered page gets. */
const FRAME_FILE = '__frame.html';

/** Where the view of a list at `?<param>=<value>` is written, relative to the list's folder. */
export const viewFile = (param: string, value: string) => `__q/${param}/${value}.html`;

export interface PageFile {
  file: string;
  status: 200 | 404;
}

/** The not-found page of an address's edition, relative to dist/ (`pathname` below the router base). */
export const notFoundFile = (pathname: string) => (localeOfPath(pathname) === 'en' ? 'en/404.html' : '404.html');

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** `pathname` is below the router base, e.g. '/activeInfo' ('/' for the home page). */
export function pageFileFor(dist: string, pathname: string, query: URLSearchParams): PageFile {
  const picture = /^\/share\/[A-Za-z]+\/[A-Za-z0-9_-]+-(square|wide)\.png$/.exec(pathname);
  if (picture) return { file: join(dist, BRAND_PICTURES[picture[1] as 'square' | 'wide']), status: 200 };
  const dir = normalize(join(dist, pathname));
  const notFound = { file: join(dist, notFoundFile(pathname)), status: 404 as const };
  if (!dir.startsWith(normalize(dist))) return notFound;
  const id = query.get('id');
  const safe = (value: string | null): value is string => value !== null && SAFE_ID.test(value);
  const candidates = [
    ...(safe(id) ? [join(dir, '__id', `${id}.html`)] : []),
    ...VIEW_PARAMS.flatMap((param) => {
      const value = query.get(param);
      return safe(value) ? [join(dir, viewFile(param, value))] : [];
    }),
    ...(id !== null && id !== '' ? [join(dir, FRAME_FILE)] : []),
    join(dir, 'index.html'),
  ];
  const found = candidates.find(isFile);
  if (!found) return notFound;
  return { file: found, status: found === join(dir, FRAME_FILE) ? 404 : 200 };
}
