/**
 * What a pre-rendered page carries for its take-over: the address it was rendered for and every answer it awaited, as
 * `<script type="application/json" id="__ZQ_DATA__">` (data, not code: allowed by `script-src 'self'`). Written by
 * scripts/prerender/document.ts, read here in the browser. Loaded by Node too: no '@/' alias.
 */

export const DATA_ELEMENT_ID = '__ZQ_DATA__';

export interface PageData {
  /** The address the page was rendered for, router base included: `/html/activeInfo?id=act-1`. */
  url: string;
  /** The answers the page awaited, by data key. */
  data: Record<string, unknown>;
}

let read: PageData | null | undefined;

function parse(text: string | null | undefined): PageData | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PageData>;
    return typeof value.url === 'string' && value.data && typeof value.data === 'object' ? (value as PageData) : null;
  } catch {
    return null;
  }
}

/** The page's embedded data, or null (no pre-rendered data: a frame, the dev server, a page rendered by the app). */
export function readPageData(): PageData | null {
  if (read === undefined) read = typeof document === 'undefined' ? null : parse(document.getElementById(DATA_ELEMENT_ID)?.textContent);
  return read;
}

/** Forgets what was read (unit tests build one page after another). */
export function resetPageData() {
  read = undefined;
}

const pathOf = (url: string) => {
  const { pathname } = new URL(url, 'http://page.invalid');
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
};

/** The query the page was rendered with (what its HTML shows), when it was pre-rendered for `pathname`. */
export function prerenderedQuery(pathname: string): URLSearchParams | null {
  const page = readPageData();
  if (!page || pathOf(page.url) !== pathOf(pathname)) return null;
  return new URL(page.url, 'http://page.invalid').searchParams;
}

/**
 * Whether the document holds the pre-rendered page of this path, to be taken over rather than rendered again. The query
 * does not matter: a page reads its parameters through `useQuery`, which shows the pre-rendered ones while the page is
 * taken over (so campaign tags, the parameters WeChat appends and a filter the build did not render all hydrate).
 */
export const isPrerenderedPath = (pathname: string) => prerenderedQuery(pathname) !== null;
