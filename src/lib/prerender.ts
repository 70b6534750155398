/**
 * Build-time pre-rendering (scripts/prerender.mjs) and the browser meet here.
 * - In Node, while a page is rendered, the pre-renderer sets one global object: the API origin, every request the page
 *   awaited (by data key), the title the page chose. `prerenderContext()` returns it; in the browser it is undefined.
 * - In the browser, the page carries what it was rendered with as `<script type="application/json" id="__ZQ_DATA__">`
 *   (data, not code: allowed by `script-src 'self'`). While the app hydrates that HTML, `seedFor(key)` hands each
 *   view its data synchronously, so the first render equals the server's.
 */

export interface PrerenderEntry {
  promise: Promise<unknown>;
  status: 'pending' | 'fulfilled' | 'rejected';
  value?: unknown;
  reason?: unknown;
}

export interface PrerenderContext {
  /** Origin of the API while pre-rendering (the mocks, or API_BASE). */
  apiBase: string;
  /** Every request a page awaited during this render, by data key; embedded in the page. */
  store: Map<string, PrerenderEntry>;
  /** The browser-tab title the page chose (an item's own name); the route's title otherwise. */
  title?: string;
  /** The summary of the page's item, for the meta description and share previews. */
  description?: string;
  /** Structured data (schema.org) the page describes itself with. */
  structuredData?: Record<string, unknown>[];
  /**
   * A frame: the page as it looks while its data loads (for item ids unknown at build time). Requests are not
   * awaited; views render their loading state.
   */
  frame?: boolean;
}

export const PRERENDER_GLOBAL = '__ZQ_PRERENDER__';
export const DATA_ELEMENT_ID = '__ZQ_DATA__';

export function prerenderContext(): PrerenderContext | undefined {
  if (typeof window !== 'undefined') return undefined;
  return (globalThis as Record<string, unknown>)[PRERENDER_GLOBAL] as PrerenderContext | undefined;
}

/** What the pre-renderer embeds in a page. */
export interface PrerenderedData {
  /** The URL the page was rendered for (router base included), e.g. `/html/activeInfo?id=act-1`. */
  url: string;
  data: Record<string, unknown>;
}

let parsed: PrerenderedData | null | undefined;
let hydrating = false;

export function readPrerenderedData(): PrerenderedData | null {
  if (parsed !== undefined) return parsed;
  parsed = null;
  if (typeof document === 'undefined') return parsed;
  const text = document.getElementById(DATA_ELEMENT_ID)?.textContent;
  if (!text) return parsed;
  try {
    const value = JSON.parse(text) as Partial<PrerenderedData>;
    if (typeof value.url === 'string' && value.data && typeof value.data === 'object') parsed = value as PrerenderedData;
  } catch {
    parsed = null;
  }
  return parsed;
}

/** Set once by the client entry when it hydrates pre-rendered HTML (instead of rendering from scratch). */
export const markHydrating = () => {
  hydrating = true;
};

export const isHydratingPrerender = () => hydrating;

/** Data recorded at build time for this key while hydrating, or undefined (the view then fetches as usual). */
export function seedFor(key: string): { data: unknown } | undefined {
  if (!hydrating) return undefined;
  const block = readPrerenderedData();
  if (!block || !Object.prototype.hasOwnProperty.call(block.data, key)) return undefined;
  return { data: block.data[key] };
}

/** Query parameters that never change what a page shows (campaign tags and the like). */
const IGNORED_PARAM = /^(utm_\w+|spm|from|isappinstalled|nsukey|token)$/;

/** A URL as far as the page content goes: path without a trailing slash, meaningful parameters sorted. */
export function canonicalUrl(url: string): string {
  const u = new URL(url, 'http://prerender.invalid');
  const params = [...u.searchParams].filter(([k]) => !IGNORED_PARAM.test(k)).sort(([a], [b]) => a.localeCompare(b));
  const path = u.pathname.length > 1 ? u.pathname.replace(/\/+$/, '') : u.pathname;
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
}
