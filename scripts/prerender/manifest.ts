/**
 * What was pre-rendered, kept in dist/.prerendered.json (a dotfile: never served): each page's address, file and the
 * API requests it was rendered from. A refresh reads it to know what to ask again and what to render again.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { writeFileAtomic } from '../lib/atomicWrite';
import type { ApiRequest } from './api';
import { indexable, type Job, routeOf } from './jobs';
import { keptManifestFile, MANIFEST_FILE } from './lastManifest';
import type { PageOutput } from './page';
import { absoluteUrl, robots, sitemaps } from './seo';
import { ORIGIN, ROUTES } from './site';

export interface PageRecord {
  url: string;
  file: string;
  route: string;
  item?: Job['item'];
  frame?: boolean;
  view?: boolean;
  /** The page kept itself out of search when it was rendered (an ended campaign). */
  noindex?: boolean;
  requests: ApiRequest[];
}

export interface Manifest {
  pages: PageRecord[];
  /** The digest of each subject's share pictures ('activity/act-1'), so a refresh draws only what changed. */
  pictures?: Record<string, string>;
}

export const recordOf = ({ job, requests, noindex }: Pick<PageOutput, 'job' | 'requests' | 'noindex'>): PageRecord => ({
  url: job.url,
  file: job.file,
  route: job.route.path,
  ...(job.item ? { item: job.item } : {}),
  ...(job.frame ? { frame: true } : {}),
  ...(job.view ? { view: true } : {}),
  ...(noindex ? { noindex: true } : {}),
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

/** The manifest the last pre-rendering left: in dist/, or kept beside it while a build emptied dist/. */
export function lastManifest(dist: string): Manifest | undefined {
  const file = [join(dist, MANIFEST_FILE), keptManifestFile(dist)].find((f) => existsSync(f));
  return file ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
}

export function writeManifest(dist: string, manifest: Manifest) {
  writeFileAtomic(join(dist, MANIFEST_FILE), `${JSON.stringify(manifest, null, 1)}\n`);
  rmSync(keptManifestFile(dist), { force: true });
}

const indexablePaths = (pages: readonly PageRecord[]) => [
  ...new Set(pages.filter((p) => !p.noindex && indexable(jobOf(p))).map((p) => p.url)),
];

/**
 * Writes the sitemap (sitemap.xml, and its parts when it is an index: seo.ts) of every page that belongs in search,
 * in the order of the pages, and removes parts no longer needed. Returns the files that changed.
 */
export function writeSitemaps(dist: string, pages: readonly PageRecord[]): string[] {
  const files = sitemaps(ORIGIN, indexablePaths(pages));
  const changed: string[] = [];
  for (const [name, content] of Object.entries(files)) {
    const file = join(dist, name);
    if (!existsSync(file) || readFileSync(file, 'utf8') !== content) {
      writeFileAtomic(file, content);
      changed.push(`/${name}`);
    }
  }
  for (const name of readdirSync(dist).filter((n) => /^sitemap-\d+\.xml$/.test(n) && !(n in files))) {
    rmSync(join(dist, name), { force: true });
    changed.push(`/${name}`);
  }
  return changed;
}

/**
 * The addresses (absolute) of the pages that belong in search and are new since `previous` or were rendered from
 * other answers of the API: what Baidu should hear of. Without a previous manifest, every such page.
 */
export function newOrChanged(previous: Manifest | undefined, pages: readonly PageRecord[]): string[] {
  const before = new Map((previous?.pages ?? []).map((p) => [p.url, p]));
  const answers = (requests: PageRecord['requests']) =>
    requests
      .map((r) => `${r.path} ${r.digest}`)
      .sort()
      .join('\n');
  const differs = (a: PageRecord['requests'], b: PageRecord['requests']) => answers(a) !== answers(b);
  const urls = indexablePaths(
    pages.filter((p) => {
      const old = before.get(p.url);
      return !old || differs(old.requests, p.requests);
    }),
  );
  return urls.map((url) => absoluteUrl(ORIGIN, url));
}

export const robotsTxt = () =>
  robots(
    ORIGIN,
    ROUTES.filter((r) => r.noindex).map((r) => r.path),
  );
