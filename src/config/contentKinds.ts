import { dataKey } from './dataKey';

/** What the site knows of a kind of content the platform publishes and a detail page shows by `?id=`. */
interface ContentKind {
  /** The pages that show one item by `?id=`, pre-rendered per item (the first is its reading page; links: ./itemPaths.ts). */
  pages: readonly [string, ...string[]];
  /** Its list endpoint on the firm's platform, which the views and the build read (the build reads every id from it). */
  list: string;
  /** Whether the list endpoint answers one page at a time (`Paged`, by `page` and `pageSize`) or the whole list. */
  paged: boolean;
  /** Its item endpoint (`?id=`; an unknown id answers success false, errorCode NOT_FOUND). */
  item: string;
  /** Its list page (the breadcrumb between home and the item), a route of ./routes.ts made with its `LIST_PAGES` entry. */
  parent: `/${string}`;
  /**
   * An item that leaves the list keeps its pages while its item endpoint answers for it: they are rendered again from
   * that answer (an ended campaign's address says it has ended). Otherwise its pages go with it.
   */
  staysAfterList?: true;
}

/** The kinds of content the platform publishes and the site shows one by one. */
export type ItemKind = 'activity' | 'service' | 'insight' | 'hotTopic' | 'case' | 'material' | 'campaign';

/**
 * The kinds of content, one entry each. Everything else per kind is a table keyed by `ItemKind` (its list page's
 * component and title, the item and list shapes below, its pages' copy, its item source with its structured data, its
 * share subject, the mock's list and items), so a new kind here makes the compiler name every place still missing; the
 * route table, the list and item services, the mock, the pre-rendering, the sitemap and the refresh read it from here.
 */
export const CONTENT_KINDS = {
  activity: {
    pages: ['/activeInfo', '/activeForm', '/activeFormBackLive'],
    list: '/api/platform/activities',
    paged: true,
    item: '/api/platform/activities/detail',
    parent: '/activeList',
  },
  service: {
    pages: ['/serviceContent'],
    list: '/api/platform/services',
    paged: false,
    item: '/api/platform/services/detail',
    parent: '/service',
  },
  insight: {
    pages: ['/deepInsight'],
    list: '/api/platform/insights',
    paged: true,
    item: '/api/platform/insights/detail',
    parent: '/deepInsight',
  },
  hotTopic: {
    pages: ['/hotspot'],
    list: '/api/platform/hotTopics',
    paged: true,
    item: '/api/platform/hotTopics/detail',
    parent: '/hotspot',
  },
  case: {
    pages: ['/case'],
    list: '/api/platform/cases',
    paged: true,
    item: '/api/platform/cases/detail',
    parent: '/case',
  },
  material: {
    // The second is where a material goes inside WeChat, which blocks downloads.
    pages: ['/downPdf', '/downPdfBak'],
    list: '/api/platform/materials',
    paged: true,
    item: '/api/platform/materials/detail',
    parent: '/down',
  },
  campaign: {
    // The campaign's page (its form while it is live) and its result page.
    pages: ['/campaign', '/campaignResult'],
    // The live ones; one by `?id=` whatever its status (docs/campaigns-api.md).
    list: '/api/platform/campaigns',
    paged: false,
    item: '/api/platform/campaigns',
    parent: '/campaign',
    staysAfterList: true,
  },
} as const satisfies Record<ItemKind, ContentKind>;

/** What the route table needs beside a kind's `parent` to make its list page a route. */
interface ListPage {
  /** Its page component under src/pages: the list, and the item by `?id=` where the list page is one of its `pages`. */
  page: string;
  /** Its Chinese title. */
  title: string;
}

/**
 * Each kind's list page, a route of ./routes.ts at its `parent`. Apart from `CONTENT_KINDS`, which the pages' scripts
 * carry (the first page's too): only the route table reads this, and Umi writes its own copy of the routes.
 */
export const LIST_PAGES = {
  activity: { page: 'ActiveList', title: '活动中心' },
  service: { page: 'Service', title: '产品与服务' },
  insight: { page: 'DeepInsight', title: '深度洞察' },
  hotTopic: { page: 'Hotspot', title: '近期热点' },
  case: { page: 'Cases', title: '案例研究' },
  material: { page: 'Materials', title: '资料下载' },
  // A campaign by `?id=` (its form while it is live); without an id, the live ones.
  campaign: { page: 'Campaign', title: '专题活动' },
} as const satisfies Record<ItemKind, ListPage>;

// Both marked pure: the pages' scripts read neither, so the bundler leaves them out (only the build and the mock do).
export const ITEM_KINDS = /* @__PURE__ */ Object.keys(CONTENT_KINDS) as ItemKind[];

/** One page per item of its kind: the pre-renderer writes one per item, the sitemap lists them. */
export interface ItemPage {
  kind: ItemKind;
  path: string;
  list: string;
  parent: string;
}

export const ITEM_PAGES: readonly ItemPage[] = /* @__PURE__ */ ITEM_KINDS.flatMap((kind) => {
  const { pages, list, parent } = CONTENT_KINDS[kind];
  return pages.map((path) => ({ kind, path, list, parent }));
});

/** The key of an item's data: what its item endpoint answers for its id (the page and the build read it by this key). */
export const itemDataKey = (kind: ItemKind, id: string) => dataKey(CONTENT_KINDS[kind].item, { id });
