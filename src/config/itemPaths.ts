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
