import { localeOfPath } from '@/config/locales';
import { ROUTES } from '@/config/routes';
import { campaignState } from '@/features/campaigns/definition';

import { ACTIVITIES } from '../../mock/data/activities';
import { CASES } from '../../mock/data/cases';
import { HOT_TOPICS } from '../../mock/data/hotTopics';
import { INSIGHTS } from '../../mock/data/insights';
import { MATERIALS } from '../../mock/data/materials';
import { SERVICES } from '../../mock/data/services';
import { publishedCampaigns } from '../../mock/platform/campaigns';
import { appUrl, expect, monitorErrors, open, pageHeading, settled, takenOver, test } from './support/webkit';

/**
 * Every page of the route table, and one item of each collection, as an iPhone visitor opens it in Safari: it is taken
 * over by the app (its heading hydrated, not thrown away), shows its Chinese heading, shows no broken value, and the
 * site's own monitor hears of no error from it.
 */

const ITEMS = [
  `/activeInfo?id=${ACTIVITIES.find((a) => a.status === 'open')!.id}`,
  `/serviceContent?id=${SERVICES[0].id}`,
  `/downPdf?id=${MATERIALS.find((m) => !m.gated)!.id}`,
  `/case?id=${CASES[0].id}`,
  `/deepInsight?id=${INSIGHTS[0].id}`,
  `/hotspot?id=${HOT_TOPICS[0].id}`,
  `/campaign?id=${publishedCampaigns().find((c) => campaignState(c, Date.now()) === 'live')!.id}`,
];

const PAGES = [...ROUTES.map((r) => r.path), ...ITEMS];

/** What a broken value looks like on screen. */
const BROKEN = /Invalid Date|\bNaN\b|\bundefined\b/;

for (const path of PAGES) {
  test(path, async ({ phone, baseURL, request }) => {
    const since = Date.now();
    await open(phone, baseURL, path);
    await takenOver(phone);
    await pageHeading(phone, localeOfPath(path.split('?')[0]));
    const text = await phone.execute(() => document.body.innerText);
    expect(text.match(BROKEN)?.[0], 'a broken value on the page').toBeUndefined();

    // Once the page is quiet, leaving it sends what the monitor has not heard yet (pagehide): no error from this page.
    // Quiet first: WebKit (not Chromium) fails the requests a page leaves unanswered, and the request layer reports
    // them as 无响应（network）, a false alarm seen on the industry landings when left within a second of the take-over.
    await settled(phone);
    await phone.url('about:blank');
    const page = appUrl(path.split('?')[0]);
    await expect.poll(() => monitorErrors(request, page, since), { intervals: [300, 300, 300], timeout: 1_000 }).toEqual([]);
  });
}
