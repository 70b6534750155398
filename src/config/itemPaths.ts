import type { ItemKind } from './contentKinds';

/**
 * The pages that show one item of each kind by `?id=` (the first is its reading page), and their links. Plain data, no
 * React; apart from the rest of each kind (./contentKinds.ts), so a card's link does not bring the endpoints along.
 */
export const ITEM_PAGE_PATHS = {
  activity: ['/activeInfo', '/activeForm', '/activeFormBackLive'],
  service: ['/serviceContent'],
  insight: ['/deepInsight'],
  hotTopic: ['/hotspot'],
  case: ['/case'],
  // The second is where a material goes inside WeChat, which blocks downloads.
  material: ['/downPdf', '/downPdfBak'],
  // The campaign's page (its form while it is live) and its result page.
  campaign: ['/campaign', '/campaignResult'],
} as const satisfies Record<ItemKind, readonly [string, ...string[]]>;

export const withId = (path: string) => (id: string) => `${path}?id=${encodeURIComponent(id)}`;

export const servicePath = withId(ITEM_PAGE_PATHS.service[0]);
export const activityPath = withId(ITEM_PAGE_PATHS.activity[0]);
export const insightPath = withId(ITEM_PAGE_PATHS.insight[0]);
export const hotTopicPath = withId(ITEM_PAGE_PATHS.hotTopic[0]);
export const casePath = withId(ITEM_PAGE_PATHS.case[0]);
export const materialPath = withId(ITEM_PAGE_PATHS.material[0]);
/** Where a material goes inside WeChat, which blocks downloads. */
export const materialFallbackPath = withId(ITEM_PAGE_PATHS.material[1]);
export const activityFormPath = withId(ITEM_PAGE_PATHS.activity[1]);
export const activityReplayFormPath = withId(ITEM_PAGE_PATHS.activity[2]);
