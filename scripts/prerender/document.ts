/**
 * Writes a pre-rendered page from the shell Umi built (dist/_shell.html): the shell's own scripts and stylesheet give way
 * to the page's CSS, inline (nothing to wait for before the first paint), and to the boot script, inline too (it listens
 * for the visitor's taps before anything shows; the Content-Security-Policy allows it by its hash), which starts the app
 * after the first paint and keeps what the visitor does meanwhile (src/prerender/boot.js).
 */
import * as cheerio from 'cheerio';

import { ANALYTICS_QUESTION_TITLE_ID } from '../../src/config/visitor';
import { DATA_ELEMENT_ID } from '../../src/prerender/pageData';
import type { RenderedPage } from './render';

const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** CSS put into a page: `href` tells the app's chunk loader that this stylesheet is already there. */
export interface InlineCss {
  href: string;
  text: string;
}

export interface PageAssets {
  /** The page's stylesheets (the entry's, the layout's, the page's and what they load), inline. */
  css: InlineCss[];
  /** Its scripts in order, the entry last, started by the boot script. */
  js: string[];
}

export interface BootScript {
  /** Its code (minified), inline in every page. */
  code: string;
  /** The panel shown when the entry cannot load. */
  texts: { title: string; text: string; reload: string };
  /** Where the answer to the analytics question is kept, and the class on <html> that shows the question. */
  ask: { key: string; off: string; version: string; mark: string };
}

/**
 * `lang`: the page's language (`<html lang>`). `head`: the page's title, meta, canonical, Open Graph and structured data (seo.ts), in place of the shell's title and
 * description. Without `hydrate` the page carries no data and the app renders it itself (a frame, the 404 page).
 */
export function pageDocument(
  shell: string,
  opts: { url: string; head: string[]; assets: PageAssets; boot: BootScript; page: RenderedPage; hydrate: boolean; lang: string },
): string {
  const { url, head, assets, boot, page, hydrate, lang } = opts;
  const $ = cheerio.load(shell);
  $('html').attr('lang', lang);
  $('title').remove();
  $('meta[name="description"]').remove();
  $('script[src]').remove();
  $('link[rel="stylesheet"]').remove();
  const bootTag =
    `<script data-load="${attr(assets.js.join(' '))}"` +
    ` data-title="${attr(boot.texts.title)}" data-text="${attr(boot.texts.text)}" data-reload="${attr(boot.texts.reload)}"` +
    // Only a page with the analytics question asks it (the pages without the common layout have none).
    (page.html.includes(`id="${ANALYTICS_QUESTION_TITLE_ID}"`) ? ` data-ask="${attr(JSON.stringify(boot.ask))}"` : '') +
    `>${boot.code}</script>`;
  // First in the head after the charset: it listens for the visitor's taps from the start.
  const charset = $('head meta[charset]');
  if (charset.length) charset.first().after(bootTag);
  else $('head').prepend(bootTag);
  $('head').append([...head, ...assets.css.map((c) => `<style data-href="${attr(c.href)}">${c.text}</style>`), page.styles].join('\n'));
  const doc = $.html();
  if (!doc.includes('<div id="root"></div>')) throw new Error('the shell has no empty <div id="root"></div>');
  const block = hydrate
    ? `\n<script type="application/json" id="${DATA_ELEMENT_ID}">${jsonForScript({ url, data: page.data })}</script>`
    : '';
  return doc.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${block}`);
}
