import type { Page } from '@playwright/test';

import { industryLandingHref } from '@/config/industries';
import { INDUSTRY_LANDINGS } from '@/config/industryLandings';
import { ROUTES } from '@/config/routes';
import { ACTIVITY_PAGE_SIZE } from '@/features/content/activities/activityFilter';
import { HOT_TOPIC_PAGE_SIZE, INSIGHT_PAGE_SIZE } from '@/features/content/articles/articleFilter';
import { CASE_PAGE_SIZE, MATERIAL_PAGE_SIZE } from '@/features/library/materialFilter';

import { queryActivities } from '../../mock/activities';
import { queryHotTopics, queryInsights } from '../../mock/articles';
import { queryCases } from '../../mock/cases';
import { ACTIVITIES } from '../../mock/data/activities';
import { CASES } from '../../mock/data/cases';
import { HOT_TOPICS } from '../../mock/data/hotTopics';
import { INSIGHTS } from '../../mock/data/insights';
import { MATERIALS } from '../../mock/data/materials';
import { SERVICES } from '../../mock/data/services';
import { queryMaterials } from '../../mock/materials';
import { queryServices } from '../../mock/services';
import { appUrl, expect, test } from './support/fixtures';

/**
 * Any address a visitor can arrive by: campaign links (utm_*), what WeChat appends to a shared link (from,
 * isappinstalled), a partner's own parameters, and a real filter of a list. The pre-rendered page is taken over as it is:
 * no hydration error, the very same <h1> element, nothing moves.
 */

/** Parameters the pages do not read: a campaign, a WeChat share, a tracking id, an OAuth round trip, a partner tag. */
const ARRIVAL =
  'utm_source=wechat_group&utm_medium=social&utm_campaign=2026q4-expert-week&utm_content=banner-b' +
  '&from=singlemessage&isappinstalled=0&spm=a2o8d.zq-home.0.0&code=061xyzQK&state=STATE&partner_ref=zq-partner-7';

const withArrival = (path: string) => `${path}${path.includes('?') ? '&' : '?'}${ARRIVAL}`;

const activity = ACTIVITIES.find((a) => a.status === 'open')!;
const ITEMS = [
  `/activeInfo?id=${activity.id}`,
  `/serviceContent?id=${SERVICES[0].id}`,
  `/downPdf?id=${MATERIALS.find((m) => !m.gated)!.id}`,
  `/case?id=${CASES[0].id}`,
  `/deepInsight?id=${INSIGHTS[0].id}`,
  `/hotspot?id=${HOT_TOPICS[0].id}`,
  ...INDUSTRY_LANDINGS.map(industryLandingHref),
];

/** Records, from before any script runs, the <h1> of the HTML and every layout shift. */
async function watchArrival(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number; __h1?: Element | null };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('readystatechange', () => {
      if (w.__h1 === undefined) w.__h1 = document.querySelector('#root h1');
    });
  });
}

/** Opens an address as a visitor does, then waits until the page is the app's and has settled. */
async function arrive(page: Page, path: string) {
  await watchArrival(page);
  await page.goto(appUrl(path), { waitUntil: 'domcontentloaded' });
  const h1 = page.locator('#root h1').first();
  await expect(h1).toBeVisible();
  // Taken over: the heading is React's (hydrated, not rendered again).
  await expect.poll(() => h1.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))), { timeout: 10_000 }).toBe(true);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const w = window as unknown as { __shift: number; __h1?: Element | null };
    return { sameHeading: !!w.__h1 && w.__h1 === document.querySelector('#root h1'), shift: w.__shift };
  });
}

test.describe('arriving from a campaign or a WeChat share, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of [...ROUTES.map((r) => r.path), ...ITEMS]) {
    test(`${path} with campaign and share parameters`, async ({ page, consoleErrors }) => {
      expect(await arrive(page, withArrival(path))).toEqual({ sameHeading: true, shift: 0 });
      expect(consoleErrors).toEqual([]);
    });
  }
});

interface FilteredCase {
  path: string;
  /** The list's test id, and how many cards the filter shows. */
  list: string;
  count: number;
  /** The summary's test id and the total it names, where the list has one. */
  total?: { testId: string; value: number };
}

const upcomingSeven = queryActivities({ when: 'upcoming', industry: 'seven', page: 1, pageSize: ACTIVITY_PAGE_SIZE });
const past = queryActivities({ when: 'past', page: 1, pageSize: ACTIVITY_PAGE_SIZE });
const reports = queryMaterials({ type: 'report', page: 1, pageSize: MATERIAL_PAGE_SIZE });
const materialsPage2 = queryMaterials({ page: 2, pageSize: MATERIAL_PAGE_SIZE });
const casesTwo = queryCases({ industry: 'two', page: 1, pageSize: CASE_PAGE_SIZE });
const hotEight = queryHotTopics({ industry: 'eight', page: 1, pageSize: HOT_TOPIC_PAGE_SIZE });
const insightsEight = queryInsights({ industry: 'eight', page: 1, pageSize: INSIGHT_PAGE_SIZE });

const FILTERED: FilteredCase[] = [
  {
    path: '/activeList?industry=seven',
    list: 'activity-list',
    count: upcomingSeven.list.length,
    total: { testId: 'activity-total', value: upcomingSeven.total },
  },
  { path: '/activeList?when=past', list: 'activity-list', count: past.list.length, total: { testId: 'activity-total', value: past.total } },
  { path: '/down?type=report', list: 'material-list', count: reports.list.length, total: { testId: 'list-total', value: reports.total } },
  { path: '/down?page=2', list: 'material-list', count: materialsPage2.list.length },
  { path: '/case?industry=two', list: 'case-list', count: casesTwo.list.length, total: { testId: 'list-total', value: casesTwo.total } },
  {
    path: '/hotspot?industry=eight',
    list: 'hot-topic-list',
    count: hotEight.list.length,
    total: { testId: 'hot-topic-total', value: hotEight.total },
  },
  {
    path: '/deepInsight?industry=eight',
    list: 'insight-list',
    count: insightsEight.list.length,
    total: { testId: 'insight-total', value: insightsEight.total },
  },
  { path: '/service?industry=two', list: 'service-list', count: queryServices({ industry: 'two' }).length },
];

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`a filtered list reached by a link, ${viewport.width} px wide`, () => {
    test.use({ viewport });

    for (const { path, list, count, total } of FILTERED) {
      test(`${path} with campaign parameters`, async ({ page, consoleErrors }) => {
        expect(await arrive(page, withArrival(path))).toEqual({ sameHeading: true, shift: 0 });
        await expect(page.getByTestId(list).locator(':scope > li')).toHaveCount(count);
        if (total) await expect(page.getByTestId(total.testId)).toContainText(`共 ${total.value} `);
        expect(consoleErrors).toEqual([]);
      });
    }
  });
}
