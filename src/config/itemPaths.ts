import { CONTENT_API_PATHS } from './contentApi';

/** Paths of the item pages: each list page (or its detail page) with ?id=. Plain data helpers, no React. */

const withId = (path: string) => (id: string) => `${path}?id=${encodeURIComponent(id)}`;

export const servicePath = withId('/serviceContent');
export const activityPath = withId('/activeInfo');
export const insightPath = withId('/deepInsight');
export const hotTopicPath = withId('/hotspot');
export const casePath = withId('/case');
export const materialPath = withId('/downPdf');
/** Where a material goes inside WeChat, which blocks downloads. */
export const materialFallbackPath = withId('/downPdfBak');
export const activityFormPath = withId('/activeForm');
export const activityReplayFormPath = withId('/activeFormBackLive');

/**
 * Pages that show one item by `?id=`: the pre-renderer writes one page per item, the sitemap lists them.
 * `parent` is the list the item belongs to (the breadcrumb between home and the item).
 */
export const ITEM_PAGES = [
  { kind: 'activity', path: '/activeInfo', list: CONTENT_API_PATHS.activities, parent: '/activeList' },
  { kind: 'activity', path: '/activeForm', list: CONTENT_API_PATHS.activities, parent: '/activeList' },
  { kind: 'activity', path: '/activeFormBackLive', list: CONTENT_API_PATHS.activities, parent: '/activeList' },
  { kind: 'service', path: '/serviceContent', list: CONTENT_API_PATHS.services, parent: '/service' },
  { kind: 'insight', path: '/deepInsight', list: CONTENT_API_PATHS.insights, parent: '/deepInsight' },
  { kind: 'hotTopic', path: '/hotspot', list: CONTENT_API_PATHS.hotTopics, parent: '/hotspot' },
  { kind: 'case', path: '/case', list: CONTENT_API_PATHS.cases, parent: '/case' },
  { kind: 'material', path: '/downPdf', list: CONTENT_API_PATHS.materials, parent: '/down' },
  { kind: 'material', path: '/downPdfBak', list: CONTENT_API_PATHS.materials, parent: '/down' },
] as const;
