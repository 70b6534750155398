/** Writes a pre-rendered page: the built shell (dist/index.html as Umi wrote it) filled with the page. */
import { DATA_ELEMENT_ID } from '../../src/lib/prerender';
import type { RenderedPage } from './render';

const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface PageAssets {
  /** Stylesheets of the page's own chunks (layout, page and the lazy parts they load). */
  css: string[];
  /** Its JavaScript chunks, preloaded so hydration does not wait for a request chain. */
  js: string[];
}

/**
 * `head`: the page's title, meta, canonical, Open Graph and structured data (seo.ts). The shell's own title and
 * description are replaced; its scripts get `defer` (the content is in the HTML, so nothing needs to block the first
 * paint; order is kept and they run before DOMContentLoaded).
 */
export function pageDocument(
  shell: string,
  opts: { base: string; url: string; head: string[]; assets: PageAssets; page: RenderedPage; hydrate: boolean },
): string {
  const { base, url, head, assets, page, hydrate } = opts;
  let doc = shell
    .replace(/<title>[^<]*<\/title>\n?/, '')
    .replace(/<meta name="description" content="[^"]*">\n?/, '')
    .replace(/<script src=/g, '<script defer src=');
  const extra = [
    ...head,
    ...assets.css.map((f) => `<link rel="stylesheet" href="${base}${f}">`),
    ...assets.js.map((f) => `<link rel="preload" as="script" href="${base}${f}">`),
    page.styles,
  ];
  doc = doc.replace('</head>', `${extra.join('\n')}\n</head>`);
  // Without the data block the app renders from scratch over the HTML (a frame: the page while its data loads).
  const block = hydrate
    ? `\n<script type="application/json" id="${DATA_ELEMENT_ID}">${jsonForScript({ url, data: page.data })}</script>`
    : '';
  return doc.replace('<div id="root"></div>', `<div id="root">${page.html}</div>${block}`);
}
