/**
 * A page being rendered at build time: the answers it awaited and what it chose for its <head>. The pre-render script
 * creates one per page and hands it to the app through React context; in the browser there is none.
 *
 * Node loads this file as it is: the server bundle keeps it external (plugin.ts), so the script and the app share this
 * very module (one context object). Keep it free of the '@/' alias and of browser globals.
 */
import { createContext, useContext } from 'react';

/** One request a page awaited while it was rendered. */
export interface AwaitedAnswer {
  promise: Promise<unknown>;
  status: 'pending' | 'fulfilled' | 'rejected';
  value?: unknown;
  reason?: unknown;
}

export type JsonLd = Record<string, unknown>;

/** What the build knows of the site where a page is published. */
export interface PageSite {
  /** The absolute address of a path below the router base ('/activeInfo?id=act-1', '/share/…png'). */
  url(path: string): string;
  /** The title of one of its pages, by path ('/activeList' → '活动中心'). */
  titleOf(path: string): string;
}

/** A page's schema.org data, built when the build writes its <head> (the build alone knows the site's origin). */
export type StructuredData = (site: PageSite) => JsonLd[];

export interface ServerRender {
  /** Every request the page awaited, by data key; embedded in the page for the take-over. */
  answers: Map<string, AwaitedAnswer>;
  /** What the page declared for its <head> (src/prerender/head.ts). */
  head: { title?: string; description?: string; structuredData?: StructuredData; noindex?: boolean };
  /**
   * A frame: the page as it looks while its data loads (for item ids unknown at build time). Requests are not
   * awaited; views render their loading state.
   */
  frame: boolean;
}

export const ServerRenderContext = createContext<ServerRender | null>(null);

/** The page being rendered at build time, or null in the browser. */
export const useServerRender = () => useContext(ServerRenderContext);

export function createServerRender(frame = false): ServerRender {
  return { answers: new Map(), head: {}, frame };
}

/** Records a request the page awaits, so the script can wait for it and embed its answer. */
export function awaitAnswer(promise: Promise<unknown>): AwaitedAnswer {
  const entry: AwaitedAnswer = { promise, status: 'pending' };
  promise.then(
    (value) => Object.assign(entry, { status: 'fulfilled', value }),
    (reason) => Object.assign(entry, { status: 'rejected', reason }),
  );
  return entry;
}

let apiOrigin = '';

/** Where the API answers while pre-rendering (the mocks, or API_BASE): set once by the pre-render script. */
export function setPrerenderApiOrigin(origin: string) {
  apiOrigin = origin.replace(/\/+$/, '');
}

/** The API origin for requests made while pre-rendering ('' in the browser: requests go to the page's own origin). */
export const prerenderApiOrigin = () => apiOrigin;
