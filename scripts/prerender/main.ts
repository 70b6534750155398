/**
 * Pre-renders every page of the route table and every item page into dist/ (npm run build, after
 * `PRERENDER=1 max build`), so each address answers real HTML: content, styles, title, description, canonical URL,
 * Open Graph and structured data. The browser then takes it over (src/prerender), and brings the content up to date;
 * `npm run refresh` renders again the pages whose content changed since (refresh.ts).
 *
 * The content comes from the same typed services the pages use at run time: the mocks of mock/ when no API_BASE is
 * set, the real API otherwise.
 *
 * Output (served by deploy/nginx and scripts/serve.ts with the same rules, scripts/lib/pageFile.ts):
 *   dist/_shell.html                 the client shell as Umi built it (empty #root)
 *   dist/index.html, <path>/index.html   one page per route
 *   dist/<path>/__id/<id>.html       one page per item (?id=), and per industry landing's own id
 *   dist/<path>/__q/<p>/<v>.html     each view of a list one tap away (?type=report, ?page=2; see views.ts)
 *   dist/<path>/__frame.html         an item page while its data loads (ids unknown to the pages)
 *   dist/404.html, dist/en/404.html  the not-found pages of the editions (served with status 404)
 *   dist/share/<kind>/<id>-square.png, -wide.png   each item's and industry landing's share pictures (scripts/shareImages)
 *   dist/share/zhiqiao-share.png, dist/og-image.png  the firm's own pictures (the same pipeline)
 *   dist/sitemap.xml (an index of sitemap-<n>.xml past 50,000 addresses), dist/robots.txt
 *   dist/.prerendered.json           what each page was rendered from (manifest.ts; not served)
 * With BAIDU_PUSH_TOKEN and SITE_ORIGIN set, the addresses new or changed since the last manifest go to Baidu's link
 * submission (baiduPush.ts); its failure is printed and fails nothing.
 */
import './productionEnv';

import { join } from 'node:path';

import { assertFrameworkVersions } from '../../src/prerender/framework';
import { setPrerenderApiOrigin } from '../../src/prerender/renderState';
import { writeFileAtomic } from '../lib/atomicWrite';
import { acquireLock } from '../lib/lock';
import { loadSubjects } from '../shareImages/art';
import type { Subject } from '../shareImages/subjects';
import { drawPictures } from '../shareImages/write';
import { startApi } from './api';
import { pushToBaidu } from './baiduPush';
import { allJobs, idsByItemPage } from './jobs';
import { lastManifest, newOrChanged, type PageRecord, recordOf, robotsTxt, writeManifest, writeSitemaps } from './manifest';
import { renderJob } from './page';
import { distFromArgs, loadSite, ROOT } from './site';

const only = process.env.PRERENDER_ONLY?.split(',');

async function main() {
  const started = Date.now();
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a package's own version, read where Node finds it
  assertFrameworkVersions((pkg) => require(`${pkg}/package.json`).version as string);
  const dist = distFromArgs();
  const lock = await acquireLock(`${dist}.lock`, 120_000);
  const site = loadSite(dist);
  const previous = lastManifest(dist);
  const api = await startApi(ROOT);
  setPrerenderApiOrigin(api.apiBase);
  const failed: string[] = [];
  const pages: PageRecord[] = [];
  const subjects = new Map<string, Subject>();
  let pictures = 0;
  try {
    const jobs = allJobs(await idsByItemPage(api.apiBase)).filter(
      (j) => !only || only.some((o) => j.url === o || j.url.startsWith(`${o}?`)),
    );
    // The views of each list are found while its page is rendered, and rendered after it (the loop takes them in).
    for (let index = 0; index < jobs.length; index += 1) {
      const job = jobs[index];
      try {
        const page = await renderJob(site, api, job);
        writeFileAtomic(join(dist, job.file), page.document);
        pages.push(recordOf(page));
        if (page.subject) subjects.set(page.subject.key, page.subject);
        jobs.push(...page.views.filter((view) => !jobs.some((j) => j.file === view.file)));
      } catch (error) {
        failed.push(`${job.url}: ${error instanceof Error ? error.stack?.split('\n').slice(0, 3).join(' | ') : String(error)}`);
      }
    }
    const { industrySubjects, pageSubjects } = await loadSubjects();
    const drawn = await drawPictures(dist, [...subjects.values(), ...industrySubjects(), ...pageSubjects()], previous?.pictures ?? {}, {
      brand: true,
    });
    pictures = drawn.written.length;
    for (const warning of drawn.warnings) console.error(`WARNING ${warning}`);
    writeSitemaps(dist, pages);
    writeFileAtomic(join(dist, 'robots.txt'), robotsTxt());
    if (!only) writeManifest(dist, { pages, pictures: drawn.digests });
  } finally {
    api.close();
    lock.release();
  }
  console.log(
    `pre-rendered ${pages.length} pages and ${pictures} share pictures, ${failed.length} failed, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  for (const f of failed) console.error(`FAILED ${f}`);
  if (!only && !failed.length) console.error((await pushToBaidu(newOrChanged(previous, pages))).report);
  process.exit(failed.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
