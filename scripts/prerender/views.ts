/**
 * The views of a list one tap away from its page: each filter value and each page number its controls offer, read from
 * the page's own HTML (a control says what it sets in the address: `data-query-param`, `data-query-value`). Each is
 * pre-rendered at its own address (`/down?type=report`), so a link to a filtered list shows that list from the first
 * paint; the deployment picks its file by the same parameters (scripts/lib/pageFile.ts, deploy/nginx).
 */
import * as cheerio from 'cheerio';

import { SAFE_ID, VIEW_PARAMS } from '../lib/pageFile';

export interface ListView {
  param: string;
  value: string;
}

const hasView = (param: string | undefined): param is (typeof VIEW_PARAMS)[number] =>
  (VIEW_PARAMS as readonly string[]).includes(param ?? '');

/** The views the controls of a rendered page lead to, but the one on show. */
export function listViews(html: string): ListView[] {
  const $ = cheerio.load(html);
  const views = new Map<string, ListView>();
  const add = (param: string | undefined, value: string | undefined) => {
    if (hasView(param) && value && SAFE_ID.test(value)) views.set(`${param}=${value}`, { param, value });
  };
  $('select[data-query-param]').each((_, select) => {
    const param = $(select).attr('data-query-param');
    $(select)
      .find('option:not([selected])')
      .each((__, option) => add(param, $(option).attr('value')));
  });
  $('[data-query-param][data-query-value]').each((_, control) => {
    const current = $(control).attr('aria-pressed') === 'true' || $(control).attr('aria-current') !== undefined;
    if (!current) add($(control).attr('data-query-param'), $(control).attr('data-query-value'));
  });
  return [...views.values()];
}
