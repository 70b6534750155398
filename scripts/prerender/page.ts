/** One pre-rendered page: the app rendered at the job's address, in its document, with what it asked the API. */
import type * as API from '../../src/api';
import { LANGUAGE_TAGS } from '../../src/config/locales';
import { findRoute } from '../../src/config/routes';
import { PICTURE_SIZES, type PictureShape, sharePicturePath } from '../../src/config/sharePictures';
import { ENGLISH_FRAME } from '../../src/content/en/frame';
import { FIRM, titleOfPage } from '../../src/content/firm';
import { describeRoute } from '../../src/content/pageMeta';
import { itemDataKey } from '../../src/kinds';
import type { PageSite } from '../../src/prerender/renderState';
import { loadSubjects } from '../shareImages/art';
import type { Subject } from '../shareImages/subjects';
import type { ApiRequest, RecordingApi } from './api';
import { pageDocument } from './document';
import { isNotFoundJob, type Job, listsViews, viewJob } from './jobs';
import { type RenderedPage, renderPage } from './render';
import { absoluteUrl, headTags, type PageSeo } from './seo';
import { BASE, bootTexts, ORIGIN, type Site } from './site';
import { listViews } from './views';

export interface PageOutput {
  job: Job;
  /** The whole HTML document. */
  document: string;
  /** What the page asked the API while it was rendered (a refresh asks again). */
  requests: ApiRequest[];
  /** The list views its controls lead to (for a list's own page). */
  views: Job[];
  /** What its share pictures show (an item page's item), drawn by scripts/shareImages. */
  subject?: Subject;
  /** The page kept itself out of search (an ended campaign), whatever its route says. */
  noindex?: boolean;
}

const picturesOf = (kind: string, id: string): Record<PictureShape, string> | undefined => {
  const [square, wide] = (Object.keys(PICTURE_SIZES) as PictureShape[]).map((shape) => sharePicturePath(kind, id, shape));
  return square && wide ? { square, wide } : undefined;
};

/** A route's own square picture ('share/<kind>/<id>-square.png'): an industry landing's, the compliance centre's. */
const OWN_PICTURE = /^share\/([\w-]+)\/([\w-]+)-square\.png$/;

/** The page's own share pictures: an item's (when the item was there to draw them from), else its route's own. */
function picturesFor(job: Job, subject: Subject | undefined) {
  if (job.frame) return undefined;
  if (subject) return picturesOf(subject.kind, subject.id);
  const own = OWN_PICTURE.exec(job.route.shareImage ?? '');
  return own ? picturesOf(own[1], own[2]) : undefined;
}

/** The site as a page's structured data sees it: absolute addresses, and the titles of its pages. */
const SITE: PageSite = {
  url: (path) => absoluteUrl(ORIGIN, path),
  titleOf: (path) => findRoute(path)?.title ?? '',
};

function seoFor(
  job: Job,
  rendered: Pick<RenderedPage, 'title' | 'description' | 'structuredData' | 'noindex'>,
  pictures: PageSeo['pictures'],
): PageSeo {
  const { route } = job;
  return {
    title: rendered.title ?? titleOfPage(route),
    description: rendered.description ?? describeRoute(route),
    path: job.frame ? route.path : job.url,
    noindex: Boolean(route.noindex || job.frame || rendered.noindex),
    structuredData: rendered.structuredData?.(SITE) ?? [],
    pictures,
    locale: route.locale ?? 'zh',
    siteName: route.locale === 'en' ? ENGLISH_FRAME.firm.name : FIRM.name,
  };
}

/** The item an item page shows, as its share pictures show it (none for a frame, or an item the API did not give). */
async function subjectOf(job: Job, data: Record<string, unknown>): Promise<Subject | undefined> {
  if (!job.item || job.frame) return undefined;
  const answer = data[itemDataKey(job.item.kind, job.item.id)] as API.ResponseStructure<unknown> | undefined;
  return answer?.success ? (await loadSubjects()).itemSubject(job.item.kind, job.item.id, answer.data) : undefined;
}

/** Renders a job (a dropped connection to the API is tried again, twice). */
export async function renderJob(site: Site, api: RecordingApi, job: Job): Promise<PageOutput> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { result: page, requests } = await api.record(() => renderPage(site.server, `${BASE}${job.url}`, { frame: job.frame }));
      const subject = await subjectOf(job, page.data);
      const document = pageDocument(site.shell, {
        url: `${BASE}${job.url}`,
        head: headTags(ORIGIN, seoFor(job, page, picturesFor(job, subject))),
        assets: site.assetsFor(job.route),
        boot: job.route.locale === 'en' ? { ...site.boot, texts: bootTexts(ENGLISH_FRAME.failure) } : site.boot,
        page,
        hydrate: !job.frame && !isNotFoundJob(job),
        lang: LANGUAGE_TAGS[job.route.locale ?? 'zh'].lang,
      });
      const views = listsViews(job) ? listViews(page.html).map(({ param, value }) => viewJob(job.route, param, value)) : [];
      return { job, document, requests, views, subject, ...(page.noindex ? { noindex: true } : {}) };
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}
