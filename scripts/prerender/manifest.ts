/**
 * What was pre-rendered, kept in dist/.prerendered.json (a dotfile: never served): each page's address, file and the
 * API requests it was rendered from. A refresh reads it to know what to ask again and what to render again.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { writeFileAtomic } from '../lib/atomicWrite';
import type { ApiRequest } from './api';
import { indexable, type Job, routeOf } from './jobs';
import type { PageOutput } from './page';
import { robots, sitemap } from './seo';
import { ORIGIN, ROUTES } from './site';

export const MANIFEST_FILE = '.prerendered.json';

export interface PageRecord {
  url: string;
  file: string;
  route: string;
  item?: Job['item'];
  frame?: boolean;
  view?: boolean;
  requests: ApiRequest[];
}

export interface Manifest {
  pages: PageRecord[];
}

export const recordOf = ({ job, requests }: Pick<PageOutput, 'job' | 'requests'>): PageRecord => ({
  url: job.url,
  file: job.file,
  route: job.route.path,
  ...(job.item ? { item: job.item } : {}),
  ...(job.frame ? { frame: true } : {}),
  ...(job.view ? { view: true } : {}),
  requests,
});

export const jobOf = (record: PageRecord): Job => ({
  url: record.url,
  file: record.file,
  route: routeOf(record.route),
  item: record.item,
  frame: record.frame,
  view: record.view,
});

export function readManifest(dist: string): Manifest {
  const file = join(dist, MANIFEST_FILE);
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first`);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

export const writeManifest = (dist: string, manifest: Manifest) =>
  writeFileAtomic(join(dist, MANIFEST_FILE), `${JSON.stringify(manifest, null, 1)}\n`);

/** sitemap.xml: every page that belongs in search, in the order of the pages. */
export const sitemapOf = (pages: readonly PageRecord[]) =>
  sitemap(ORIGIN, [...new Set(pages.filter((p) => indexable(jobOf(p))).map((p) => p.url))]);

export const robotsTxt = () =>
  robots(
    ORIGIN,
    ROUTES.filter((r) => r.noindex).map((r) => r.path),
  );
