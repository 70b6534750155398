/**
 * Pre-rendering, as the rest of the app sees it. Every page is rendered to HTML at build time (scripts/prerender) and
 * taken over in the browser; feature code only needs these:
 * - `useData` for everything a view shows from the API (awaited at build time, there at once when taken over, brought
 *   up to date in the background);
 * - `useQuery` / `useQueryParam` for what a page reads from the address (campaign tags and the like change nothing);
 * - `useHead` for what a page says of itself in its <head>: an item's own title and summary, its structured data;
 * - `WhenReached` around a heavy interactive part (its script runs when the visitor reaches for it, nothing is lost),
 *   and inside it `useReachedAt` (when the visitor first reached for it, before the script ran too) and `useTypedEarly`
 *   (what they typed into its fields meanwhile); `PRESS_ATTR` on a control in it that opens on press (a press before its
 *   script ran opens it once it runs);
 * - `Slice` around each band of a page (hero, section, header, footer): taken over on its own, in small steps;
 * - `resolveLazyComponent` for a route's own nested page (React.lazy), readied on arrival as the route's code is;
 * - `BrowserOnly` around what only this visitor's browser knows (who they are, stored data), `useBrowserValue` for a
 *   single value of it (`useAfterTakeOver` for whether it can be read yet): shown after the take-over, never in the HTML.
 */
export { useAfterTakeOver, useBrowserValue } from './afterTakeOver';
export { default as BrowserOnly } from './BrowserOnly';
export { PRESS_ATTR } from './earlyEvents';
export { resolveLazyComponent } from './framework';
export { useHead } from './head';
export { useQuery, useQueryParam } from './query';
export type { JsonLd, PageSite, StructuredData } from './renderState';
export { configureRevalidation } from './revalidate';
export { default as Slice } from './Slice';
export { type DataQuery, type DataState, useData } from './useData';
export { useReachedAt, useTypedEarly, default as WhenReached } from './WhenReached';
