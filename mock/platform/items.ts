import type { Request, Response } from 'express';

import type * as API from '../../src/api';
import { insightTexts, readingMinutes } from '../../src/features/content/articles/readingTime';
import { CONTENT_KINDS, ITEM_KINDS, type ItemKind } from '../../src/kinds';
import type { ItemOf, ListAnswer, ListOf } from '../../src/kinds/all';
import { ACTIVITIES } from '../data/activities';
import { CASES } from '../data/cases';
import { HOT_TOPICS } from '../data/hotTopics';
import { INSIGHTS } from '../data/insights';
import { MATERIALS } from '../data/materials';
import { SERVICES } from '../data/services';
import { campaignById, liveCampaigns, publishedCampaigns } from './campaigns';
import { routes } from './guard';

export const DEFAULT_PAGE_SIZE = 6;
export const MAX_PAGE_SIZE = 50;

/** One page of a list, page and size clamped to whole numbers (sizes up to 50). */
export function pageOf<T>(items: readonly T[], pageIn: unknown, pageSizeIn: unknown, defaultSize = DEFAULT_PAGE_SIZE): API.Paged<T> {
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(Number(pageSizeIn)) || defaultSize));
  const page = Math.max(1, Math.floor(Number(pageIn)) || 1);
  return { list: items.slice((page - 1) * pageSize, page * pageSize), total: items.length, page, pageSize };
}

const newestPublished = <T extends { publishedAt: string }>(items: T[]) =>
  [...items].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

/* ---- what each kind's list endpoint answers for its query ---- */

const HELD: API.ActivityStatus[] = ['past'];

/** Upcoming ones soonest first, held ones latest first; by industry, format and whether held. */
export function queryActivities(q: API.ActivityQuery): API.Paged<API.Activity> {
  const matched = ACTIVITIES.filter(
    (a) =>
      (!q.industry || a.industry === q.industry) &&
      (!q.format || a.format === q.format) &&
      (!q.when || (q.when === 'past') === HELD.includes(a.status)),
  ).sort((a, b) => (q.when === 'past' ? b.startTime.localeCompare(a.startTime) : a.startTime.localeCompare(b.startTime)));
  return pageOf(matched, q.page, q.pageSize);
}

/** The catalogue, optionally only the services that serve one industry (each with its English words, where it has them). */
export function queryServices(q: API.ServiceQuery): API.ServiceSummary[] {
  return SERVICES.filter((s) => !q.industry || s.industries.includes(q.industry as API.IndustrySlug)).map(
    ({ id, name, pitch, industries, formPath, en }) => ({ id, name, pitch, industries, formPath, ...(en && { en }) }),
  );
}

type Article = Pick<API.Insight, 'id' | 'date' | 'industry' | 'tags'>;

/** Newest first (by date, then id so the order is stable); filtered by industry and tag; one page of it. */
export function pageArticles<T extends Article>(items: readonly T[], q: API.ArticleQuery): API.Paged<T> {
  const matched = items
    .filter((a) => (!q.industry || a.industry === q.industry) && (!q.tag || a.tags.includes(q.tag)))
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
  return pageOf(matched, q.page, q.pageSize);
}

const toInsightDetail = (insight: API.Insight): API.InsightDetail => ({
  ...insight,
  readingMinutes: readingMinutes(insightTexts(insight)),
});

/** Insights without their sections, with their reading time. */
export function queryInsights(q: API.ArticleQuery): API.Paged<API.InsightSummary> {
  const paged = pageArticles(INSIGHTS, q);
  return {
    ...paged,
    list: paged.list.map((i) => {
      const { sections: _sections, ...summary } = toInsightDetail(i);
      return summary;
    }),
  };
}

export const queryHotTopics = (q: API.ArticleQuery): API.Paged<API.HotTopic> => pageArticles(HOT_TOPICS, q);

/** A list card's fields only: challenge, approach and quote stay on the reading view. */
export const toCaseSummary = ({ challenge, approach, quote, ...summary }: API.CaseStudy): API.CaseSummary => summary;

/** Newest first, by industry and service. */
export function queryCases(q: API.CaseQuery): API.Paged<API.CaseSummary> {
  const matched = CASES.filter((c) => (!q.industry || c.industry === q.industry) && (!q.service || c.service === q.service));
  return pageOf(newestPublished(matched).map(toCaseSummary), q.page, q.pageSize);
}

/** A list card's fields only: the detail's findings, contents and audience are left out. */
export const toMaterialSummary = ({ keyFindings, contents, audience, ...summary }: API.Material): API.MaterialSummary => summary;

/** Newest first, by type, industry and service. */
export function queryMaterials(q: API.MaterialQuery): API.Paged<API.MaterialSummary> {
  const matched = MATERIALS.filter(
    (m) =>
      (!q.type || m.type === q.type) &&
      (!q.industry || m.industries.includes(q.industry as API.IndustrySlug)) &&
      (!q.service || m.service === q.service),
  );
  return pageOf(newestPublished(matched).map(toMaterialSummary), q.page, q.pageSize, 9);
}

/* ---- every kind, served from one table ---- */

interface MockKind<K extends ItemKind> {
  /** Every item the mocked platform holds (published or not). */
  all: () => readonly { id: string }[];
  /** What its list endpoint answers for a query. */
  list: (query: ListOf[K]['query']) => ListAnswer<K>;
  /** The item of an id, as its item endpoint answers it. */
  find: (id: string) => ItemOf[K] | undefined;
  /** What the platform says of an id it does not know (silent: the page shows its own not-found state). */
  missing: string;
}

const byId =
  <T extends { id: string }>(items: readonly T[]) =>
  (id: string) =>
    items.find((item) => item.id === id);

/** Every kind's list and items, as its endpoints answer them (a kind missing here does not compile). */
const MOCK_KINDS: { [K in ItemKind]: MockKind<K> } = {
  activity: { all: () => ACTIVITIES, list: queryActivities, find: byId(ACTIVITIES), missing: '活动不存在或已下线' },
  service: { all: () => SERVICES, list: queryServices, find: byId(SERVICES), missing: '服务不存在或已下线' },
  insight: {
    all: () => INSIGHTS,
    list: queryInsights,
    find: (id) => {
      const found = INSIGHTS.find((i) => i.id === id);
      return found && toInsightDetail(found);
    },
    missing: '文章不存在或已下线',
  },
  hotTopic: { all: () => HOT_TOPICS, list: queryHotTopics, find: byId(HOT_TOPICS), missing: '热点不存在或已下线' },
  case: { all: () => CASES, list: queryCases, find: byId(CASES), missing: '案例不存在或已下线' },
  material: { all: () => MATERIALS, list: queryMaterials, find: byId(MATERIALS), missing: '资料不存在或已下线' },
  // The live ones; any published one by id.
  campaign: { all: publishedCampaigns, list: () => liveCampaigns(), find: (id) => campaignById(id), missing: '活动不存在' },
};

/** The id of every item of a kind the mocked platform holds. */
export const mockIds = (kind: ItemKind) => MOCK_KINDS[kind].all().map((item) => item.id);

/** What the list endpoint of a kind answers for a query. */
export function listAnswer<K extends ItemKind>(kind: K, query: ListOf[K]['query']): API.ResponseStructure<ListAnswer<K>> {
  return { success: true, data: MOCK_KINDS[kind].list(query) };
}

/** What the item endpoint of a kind answers for an id it does not know. */
export const notFound = (kind: ItemKind): API.ResponseStructure<never> => ({
  success: false,
  errorCode: 'NOT_FOUND',
  errorMessage: MOCK_KINDS[kind].missing,
  showType: 0,
});

/** The item endpoint's answer for an id: the item, or NOT_FOUND. */
export function findItem<K extends ItemKind>(kind: K, id: string): API.ResponseStructure<ItemOf[K]> {
  const found = MOCK_KINDS[kind].find(id);
  return found ? { success: true, data: found } : notFound(kind);
}

// A kind whose item endpoint is its list's (`?id=` on the list: campaigns) is served by its own mock file, which tells
// a list from an item, from this table.
export default routes(
  Object.fromEntries(
    ITEM_KINDS.filter((kind) => CONTENT_KINDS[kind].item !== CONTENT_KINDS[kind].list).flatMap((kind) => [
      [
        `GET ${CONTENT_KINDS[kind].list}`,
        (req: Request, res: Response) => {
          res.json(listAnswer(kind, req.query));
        },
      ],
      [
        `GET ${CONTENT_KINDS[kind].item}`,
        (req: Request, res: Response) => {
          res.json(findItem(kind, String(req.query.id ?? '')));
        },
      ],
    ]),
  ),
);
