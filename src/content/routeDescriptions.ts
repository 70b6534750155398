/**
 * The meta description of every route by path ('*': the not-found page), for the browser: after an in-app navigation
 * and on the WeChat card of a page without an item. Written by .umirc.ts from `describeRoute` (./pageMeta.ts) as a
 * build-time constant (JSON text) and loaded on demand, so this copy stays out of the first chunk (the first page's own
 * description is in its HTML).
 */
declare const ROUTE_DESCRIPTIONS: string;

const DESCRIPTIONS = JSON.parse(ROUTE_DESCRIPTIONS) as Record<string, string>;

export const routeDescription = (path: string | undefined): string => (path === undefined ? '' : (DESCRIPTIONS[path] ?? ''));
