/**
 * The kinds of content the platform publishes and the site shows one by one. Each is its entry here (its name, pages
 * and endpoints: every page's script carries these, the first page's too) and its module (./<kind>.ts, listed in
 * ./all.ts: its schema, its pages' copy, its item source and its share pictures' words), which only the pages, the
 * checks and the build that read it load. The route table, the navigation, the list and item services, the request
 * layer's checks, the mock, the pre-rendering, the sitemap, the refresh and the share pictures read them from here.
 */
import { dataKey } from '../config/dataKey';

interface KindEntry {
  /** Its name: its list page's title and eyebrow, its item pages' tab title, the navigation, its share pictures. */
  name: string;
  /** The pages that show one item by `?id=`, pre-rendered per item (the first is its reading page; links: src/config/itemPaths.ts). */
  pages: readonly [string, ...string[]];
  /** Its list endpoint on the firm's platform, which the views and the build read (the build reads every id from it). */
  list: string;
  /** Whether the list endpoint answers one page at a time (`Paged`, by `page` and `pageSize`) or the whole list. */
  paged: boolean;
  /** Its item endpoint (`?id=`; an unknown id answers success false, errorCode NOT_FOUND). */
  item: string;
  /** Its list page (the breadcrumb between home and the item), a route made of this entry (src/config/routes.ts). */
  parent: `/${string}`;
  /** Its list page's component under src/pages: the list, and the item by `?id=` where the list page is one of its `pages`. */
  listPage: string;
  /**
   * An item that leaves the list keeps its pages while its item endpoint answers for it: they are rendered again from
   * that answer (an ended campaign's address says it has ended). Otherwise its pages go with it.
   */
  staysAfterList?: true;
}

export const CONTENT_KINDS = {
  activity: {
    name: '活动中心',
    pages: ['/activeInfo', '/activeForm', '/activeFormBackLive'],
    list: '/api/platform/activities',
    paged: true,
    item: '/api/platform/activities/detail',
    parent: '/activeList',
    listPage: 'ActiveList',
  },
  service: {
    name: '产品与服务',
    pages: ['/serviceContent'],
    list: '/api/platform/services',
    paged: false,
    item: '/api/platform/services/detail',
    parent: '/service',
    listPage: 'Service',
  },
  insight: {
    name: '深度洞察',
    pages: ['/deepInsight'],
    list: '/api/platform/insights',
    paged: true,
    item: '/api/platform/insights/detail',
    parent: '/deepInsight',
    listPage: 'DeepInsight',
  },
  hotTopic: {
    name: '近期热点',
    pages: ['/hotspot'],
    list: '/api/platform/hotTopics',
    paged: true,
    item: '/api/platform/hotTopics/detail',
    parent: '/hotspot',
    listPage: 'Hotspot',
  },
  case: {
    name: '案例研究',
    pages: ['/case'],
    list: '/api/platform/cases',
    paged: true,
    item: '/api/platform/cases/detail',
    parent: '/case',
    listPage: 'Cases',
  },
  material: {
    name: '资料中心',
    // The second is where a material goes inside WeChat, which blocks downloads.
    pages: ['/downPdf', '/downPdfBak'],
    list: '/api/platform/materials',
    paged: true,
    item: '/api/platform/materials/detail',
    parent: '/down',
    listPage: 'Materials',
  },
  campaign: {
    name: '专题活动',
    // The campaign's page (its form while it is live) and its result page.
    pages: ['/campaign', '/campaignResult'],
    // The live ones; one by `?id=` whatever its status (docs/campaigns-api.md).
    list: '/api/platform/campaigns',
    paged: false,
    item: '/api/platform/campaigns',
    parent: '/campaign',
    // A campaign by `?id=` (its form while it is live); without an id, the live ones.
    listPage: 'Campaign',
    staysAfterList: true,
  },
} as const satisfies Record<string, KindEntry>;

export type ItemKind = keyof typeof CONTENT_KINDS;

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
