import { CONTENT_KINDS } from '../kinds';

/** The links to an item's pages (src/kinds/index.ts names each kind's pages; the first is its reading page). */
export const withId = (path: string) => (id: string) => `${path}?id=${encodeURIComponent(id)}`;

export const servicePath = withId(CONTENT_KINDS.service.pages[0]);
export const activityPath = withId(CONTENT_KINDS.activity.pages[0]);
export const insightPath = withId(CONTENT_KINDS.insight.pages[0]);
export const hotTopicPath = withId(CONTENT_KINDS.hotTopic.pages[0]);
export const casePath = withId(CONTENT_KINDS.case.pages[0]);
export const materialPath = withId(CONTENT_KINDS.material.pages[0]);
/** Where a material goes inside WeChat, which blocks downloads. */
export const materialFallbackPath = withId(CONTENT_KINDS.material.pages[1]);
export const activityFormPath = withId(CONTENT_KINDS.activity.pages[1]);
export const activityReplayFormPath = withId(CONTENT_KINDS.activity.pages[2]);
