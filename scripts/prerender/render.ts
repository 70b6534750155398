/** Renders one page of the app in Node with Umi's server bundle and React 19's static renderer. */
import type { ReactElement } from 'react';

import { createServerRender, ServerRenderContext, type StructuredData } from '../../src/prerender/renderState';
import { pruneGridCss } from './gridCss';
import { keyThemeStyles } from './tokenStyleKey';

/* eslint-disable @typescript-eslint/no-require-imports -- the very React and antd style engine the server bundle
   uses: it keeps them external (plugin.ts), so both sides share one React and one style cache. */
const React = require('react') as typeof import('react');
const { prerenderToNodeStream } = require('react-dom/static') as typeof import('react-dom/static');
const { createCache, extractStyle, StyleProvider } = require('@ant-design/cssinjs') as typeof import('@ant-design/cssinjs');
/* eslint-enable @typescript-eslint/no-require-imports */

export interface ServerBundle {
  getAppRootElement(req: unknown): Promise<() => ReactElement | undefined>;
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** Every request the page awaited, by data key (embedded in the page for the take-over). */
  data: Record<string, unknown>;
  /** antd's CSS-in-JS of this page, as <style> elements antd recognises on hydration. */
  styles: string;
  title?: string;
  description?: string;
  /** The structured data the page declared (built with the site's origin when the document is written). */
  structuredData?: StructuredData;
  /** The page keeps itself out of search (src/prerender/head.ts). */
  noindex?: boolean;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * `fullUrl` includes the router base ('/html/activeInfo?id=…'). A frame renders the page without awaiting its data
 * (the loading state), for items unknown at build time.
 */
export async function renderPage(
  server: ServerBundle,
  fullUrl: string,
  { frame = false }: { frame?: boolean } = {},
): Promise<RenderedPage> {
  const render = createServerRender(frame);
  const request = { protocol: 'http', get: () => 'prerender.local', originalUrl: fullUrl, url: fullUrl, query: {}, headers: {} };
  const element = (await server.getAppRootElement(request))();
  if (!element) throw new Error(`no route matches ${fullUrl}`);
  const cache = createCache();
  const errors: unknown[] = [];
  const app = React.createElement(ServerRenderContext.Provider, { value: render }, React.createElement(StyleProvider, { cache }, element));
  const { prelude } = await prerenderToNodeStream(app, {
    // React outlines completed Suspense boundaries larger than 12.8 kB into a hidden <div> revealed by an inline
    // script: unreadable without JavaScript and refused by the Content-Security-Policy. Keep every boundary inline.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error);
    },
  });
  const html = await readAll(prelude);
  if (errors.length) throw errors[0];
  if (!frame && /<!--\$[!?]-->/.test(html)) throw new Error('a Suspense boundary was left unresolved (its fallback would be in the page)');
  const data: Record<string, unknown> = {};
  for (const [key, answer] of render.answers) {
    if (answer.status !== 'fulfilled') throw answer.reason ?? new Error(`data ${key} did not arrive`);
    data[key] = answer.value;
  }
  // plain: false keeps the <style data-css-hash …> elements and the cache-path map antd reads when it hydrates.
  const extracted = extractStyle(cache, { plain: false, types: ['style', 'token', 'cssVar'] });
  const styles = pruneGridCss(keyThemeStyles(extracted, extractStyle(cache, { plain: false, types: ['token'] })), html);
  return { html, data, styles, ...render.head };
}
