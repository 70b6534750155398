/**
 * Brings the pre-rendered pages up to date with the content API, without a build (npm run refresh):
 *   npm run refresh -- --once      one pass, then exit (0: up to date; 1: the API failed, nothing was changed)
 *   npm run refresh                a pass every REFRESH_S seconds (default 60) until stopped
 *   --dist <folder>                another copy of dist/ (default: dist/)
 * A pass asks the API again every question the pages were rendered from (dist/.prerendered.json) and the list of
 * every collection; it renders again, with the server bundle of the build, only the pages whose answers changed, the
 * items new since (their own __id page) and the list views they lead to; it removes the pages of withdrawn items.
 * Each file is replaced whole (a temporary file renamed over it); one writer at a time (a lock beside dist/).
 * The share pictures of the items it renders are drawn again when what they show changed (scripts/shareImages), and
 * those of withdrawn items go. With BAIDU_PUSH_TOKEN and SITE_ORIGIN set, the pages it wrote that belong in search go
 * to Baidu's link submission (baiduPush.ts); a failure there is printed and changes nothing else.
 * When the API fails or answers badly, nothing is written and the reason goes to stderr.
 * stdout: the addresses that changed, one per line (/html/activeList, /html/activeInfo?id=…, the pictures'), for a
 * CDN purge.
 */
import './productionEnv';

import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import type * as API from '../../src/api';
import { CONTENT_KINDS, ITEM_PAGES } from '../../src/kinds';
import { setPrerenderApiOrigin } from '../../src/prerender/renderState';
import { writeFileAtomic } from '../lib/atomicWrite';
import { acquireLock } from '../lib/lock';
import type { Subject } from '../shareImages/subjects';
import { drawPictures, removePictures } from '../shareImages/write';
import { askAgain, type RecordingApi, startApi } from './api';
import { pushToBaidu } from './baiduPush';
import { idsByItemPage, indexable, itemJob, type Job, listsViews } from './jobs';
import { jobOf, type PageRecord, readManifest, recordOf, writeManifest, writeSitemaps } from './manifest';
import { type PageOutput, renderJob } from './page';
import { absoluteUrl } from './seo';
import { BASE, distFromArgs, loadSite, ORIGIN, ROOT } from './site';

class ApiProblem extends Error {}

/** Runs `task` over `items`, `width` at a time. */
async function pool<T>(items: readonly T[], width: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await task(items[next++]);
    }),
  );
}

/** The answers of the API now, by request path; throws when any cannot be trusted. */
async function currentDigests(api: RecordingApi, pages: readonly PageRecord[]): Promise<Map<string, string>> {
  const paths = [...new Set(pages.flatMap((p) => p.requests.map((r) => r.path)))];
  const digests = new Map<string, string>();
  const problems: string[] = [];
  await pool(paths, 8, async (path) => {
    const answer = await askAgain(api.apiBase, path);
    if ('problem' in answer) problems.push(answer.problem);
    else digests.set(path, answer.digest);
  });
  if (problems.length) throw new ApiProblem(problems.sort().join('\n'));
  return digests;
}

const itemKey = (record: PageRecord) => `${record.item?.kind}/${record.item?.id}`;

/** Of these item pages, the items their item endpoint no longer knows (NOT_FOUND), as 'kind/id'. Throws when it fails. */
async function forgottenItems(apiBase: string, pages: readonly PageRecord[]): Promise<Set<string>> {
  const items = new Map(pages.flatMap((p) => (p.item ? [[itemKey(p), p.item] as const] : [])));
  const forgotten = new Set<string>();
  await pool([...items], 8, async ([key, { kind, id }]) => {
    const path = `${CONTENT_KINDS[kind].item}?id=${encodeURIComponent(id)}`;
    let body: API.ResponseStructure<unknown>;
    try {
      body = (await (await fetch(`${apiBase}${path}`)).json()) as typeof body;
    } catch (error) {
      throw new ApiProblem(`${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (body.success === false && body.errorCode === 'NOT_FOUND') forgotten.add(key);
  });
  return forgotten;
}

const differs = (file: string, content: string) => !existsSync(file) || readFileSync(file, 'utf8') !== content;

export interface PassResult {
  /** Addresses that changed (below the origin: '/html/activeList'). */
  changed: string[];
  /** Absolute addresses of the pages written that belong in search (for Baidu). */
  submit: string[];
  /** Warnings of the share pictures (a character the font lacks). */
  warnings: string[];
}

/** One pass. Throws (having written nothing) when the API fails. */
export async function refreshOnce(dist: string, api: RecordingApi): Promise<PassResult> {
  const site = loadSite(dist);
  const manifest = readManifest(dist);
  let ids: Map<string, string[]>;
  try {
    ids = await idsByItemPage(api.apiBase);
  } catch (error) {
    throw new ApiProblem(error instanceof Error ? error.message : String(error));
  }
  const listed = (record: PageRecord) => !record.item || (ids.get(record.route) ?? []).includes(record.item.id);
  // An item of a kind whose pages outlive its list keeps them while its item endpoint still answers for it.
  const forgotten = await forgottenItems(
    api.apiBase,
    manifest.pages.filter((p) => !listed(p) && p.item && 'staysAfterList' in CONTENT_KINDS[p.item.kind]),
  );
  const stays = (record: PageRecord) =>
    listed(record) || (record.item !== undefined && 'staysAfterList' in CONTENT_KINDS[record.item.kind] && !forgotten.has(itemKey(record)));
  const withdrawn = manifest.pages.filter((p) => !stays(p));
  const kept = manifest.pages.filter(stays);
  const digests = await currentDigests(api, kept);
  const stale = kept.filter((p) => p.requests.some((r) => digests.get(r.path) !== r.digest));

  const known = new Set(manifest.pages.map((p) => p.file));
  const queue: Job[] = [
    ...stale.map(jobOf),
    ...ITEM_PAGES.flatMap((page) => (ids.get(page.path) ?? []).map((id) => itemJob(page, id))).filter((j) => !known.has(j.file)),
  ];
  const outputs: PageOutput[] = [];
  for (let index = 0; index < queue.length; index += 1) {
    let output: PageOutput;
    try {
      output = await renderJob(site, api, queue[index]);
    } catch (error) {
      throw new ApiProblem(`${queue[index].url}: ${error instanceof Error ? error.message : String(error)}`);
    }
    outputs.push(output);
    queue.push(...output.views.filter((v) => !known.has(v.file) && !queue.some((j) => j.file === v.file)));
  }
  // A list rendered again may lead to fewer views (a filter value or a page gone): their pages go.
  const lists = outputs.filter((o) => listsViews(o.job));
  const offered = new Set(lists.flatMap((o) => o.views.map((v) => v.file)));
  const droppedViews = kept.filter((p) => p.view && lists.some((o) => o.job.route.path === p.route) && !offered.has(p.file));

  // Everything is rendered: now the files change, each one whole; the pictures first, so no page names one not there.
  const subjects = new Map<string, Subject>();
  for (const output of outputs) if (output.subject) subjects.set(output.subject.key, output.subject);
  const drawn = await drawPictures(dist, [...subjects.values()], manifest.pictures ?? {});
  const changed: string[] = drawn.written.map((path) => `/${path}`);
  const submit: string[] = [];
  for (const output of outputs) {
    const file = join(dist, output.job.file);
    if (differs(file, output.document)) {
      writeFileAtomic(file, output.document);
      changed.push(output.job.url);
      if (!output.noindex && indexable(output.job)) submit.push(absoluteUrl(ORIGIN, output.job.url));
    }
  }
  for (const page of [...withdrawn, ...droppedViews]) {
    rmSync(join(dist, page.file), { force: true });
    changed.push(page.url);
  }
  // A withdrawn item's pictures go with its last page (its address then shows the firm's: deploy/nginx).
  const remaining = new Set(kept.flatMap((p) => (p.item ? [`${p.item.kind}/${p.item.id}`] : [])));
  const gone = [...new Set(withdrawn.flatMap((p) => (p.item ? [`${p.item.kind}/${p.item.id}`] : [])))].filter((k) => !remaining.has(k));
  changed.push(...removePictures(dist, gone).map((path) => `/${path}`));
  const pictures = { ...manifest.pictures, ...drawn.digests };
  for (const key of gone) delete pictures[key];
  const rendered = new Map(outputs.map((o) => [o.job.file, recordOf(o)]));
  const dropped = new Set([...withdrawn, ...droppedViews].map((p) => p.file));
  const pages = [
    ...manifest.pages.filter((p) => !dropped.has(p.file)).map((p) => rendered.get(p.file) ?? p),
    ...outputs.filter((o) => !known.has(o.job.file)).map(recordOf),
  ];
  changed.push(...writeSitemaps(dist, pages));
  if (outputs.length || dropped.size || gone.length) writeManifest(dist, { pages, pictures });
  return { changed: changed.map((url) => `${BASE}${url}`), submit, warnings: drawn.warnings };
}

async function pass(dist: string, api: RecordingApi): Promise<boolean> {
  const started = Date.now();
  const lock = await acquireLock(`${dist}.lock`, 120_000);
  let submit: string[];
  try {
    const result = await refreshOnce(dist, api);
    for (const address of result.changed) process.stdout.write(`${address}\n`);
    for (const warning of result.warnings) console.error(`refresh: WARNING ${warning}`);
    console.error(`refresh: ${result.changed.length} address(es) changed in ${((Date.now() - started) / 1000).toFixed(2)} s`);
    submit = result.submit;
  } catch (error) {
    const why = error instanceof ApiProblem ? `the content API failed, no page was changed:\n${error.message}` : String(error);
    console.error(`refresh: ${why}`);
    return false;
  } finally {
    lock.release();
  }
  // Outside the lock: Baidu's answer (or its silence) never holds up the next writer.
  if (submit.length) console.error(`refresh: ${(await pushToBaidu(submit)).report}`);
  return true;
}

async function main() {
  const dist = distFromArgs();
  const once = process.argv.includes('--once');
  const everyS = Number(process.env.REFRESH_S ?? 60);
  if (!once && !(everyS > 0)) throw new Error(`REFRESH_S must be a number of seconds above 0 (not "${process.env.REFRESH_S}")`);
  const api = await startApi(ROOT);
  setPrerenderApiOrigin(api.apiBase);
  if (once) {
    const ok = await pass(dist, api);
    api.close();
    process.exit(ok ? 0 : 1);
  }
  let stopping = false;
  let wake: (() => void) | undefined;
  const stop = () => {
    stopping = true;
    wake?.();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  console.error(`refresh: every ${everyS} s (${dist})`);
  while (!stopping) {
    // A pass starts every REFRESH_S seconds, however long the last one took.
    const next = Date.now() + everyS * 1000;
    await pass(dist, api);
    await new Promise<void>((resolve) => {
      wake = resolve;
      setTimeout(resolve, Math.max(0, next - Date.now()));
    });
  }
  api.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
