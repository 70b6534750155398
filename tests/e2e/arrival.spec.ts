import { industryLandingHref } from '@/config/industries';
import { ROUTES } from '@/config/routes';
import { INDUSTRY_LANDINGS } from '@/content/industryLandings';
import { ACTIVE_LIST_PAGE } from '@/content/pages/activeList';
import { CASES_PAGE } from '@/content/pages/cases';
import { DEEP_INSIGHT_PAGE } from '@/content/pages/deepInsight';
import { HOTSPOT_PAGE } from '@/content/pages/hotspot';
import { MATERIALS_PAGE } from '@/content/pages/materials';
import { ARTICLE_LIST } from '@/content/ui/contentLists';
import { ACTIVITY_PAGE_SIZE } from '@/features/content/activities/activityFilter';
import { HOT_TOPIC_PAGE_SIZE, INSIGHT_PAGE_SIZE } from '@/features/content/articles/articleFilter';
import { CASE_PAGE_SIZE } from '@/features/content/cases/caseFilter';
import { MATERIAL_PAGE_SIZE } from '@/features/materials/materialFilter';

import { ACTIVITIES } from '../../mock/data/activities';
import { CASES } from '../../mock/data/cases';
import { HOT_TOPICS } from '../../mock/data/hotTopics';
import { INSIGHTS } from '../../mock/data/insights';
import { MATERIALS } from '../../mock/data/materials';
import { SERVICES } from '../../mock/data/services';
import { queryActivities, queryCases, queryHotTopics, queryInsights, queryMaterials, queryServices } from '../../mock/platform/items';
import { expect, test } from './support/fixtures';
import { arrive, TAKEN_OVER } from './support/takeover';

/**
 * Any address a visitor can arrive by: campaign links (utm_*), what WeChat appends to a shared link (from,
 * isappinstalled), a partner's own parameters, and a real filter of a list. The pre-rendered page is taken over as it is:
 * no hydration error, the very same <h1> and lead paragraph, nothing removed from #root, nothing moves.
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

test.describe('arriving from a campaign or a WeChat share, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of [...ROUTES.map((r) => r.path), ...ITEMS]) {
    test(`${path} with campaign and share parameters`, async ({ page, consoleErrors }) => {
      expect(await arrive(page, withArrival(path))).toEqual(TAKEN_OVER);
      expect(consoleErrors).toEqual([]);
    });
  }
});

interface FilteredCase {
  path: string;
  /** The list's test id, and how many cards the filter shows. */
  list: string;
  count: number;
  /** The summary's test id and its words naming the total (the catalogue's), where the list has one. */
  total?: { testId: string; text: string };
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
    total: { testId: 'activity-total', text: ACTIVE_LIST_PAGE.total(upcomingSeven.total, false) },
  },
  {
    path: '/activeList?when=past',
    list: 'activity-list',
    count: past.list.length,
    total: { testId: 'activity-total', text: ACTIVE_LIST_PAGE.total(past.total, true) },
  },
  {
    path: '/down?type=report',
    list: 'material-list',
    count: reports.list.length,
    total: { testId: 'list-total', text: MATERIALS_PAGE.total(reports.total) },
  },
  { path: '/down?page=2', list: 'material-list', count: materialsPage2.list.length },
  {
    path: '/case?industry=two',
    list: 'case-list',
    count: casesTwo.list.length,
    total: { testId: 'list-total', text: CASES_PAGE.total(casesTwo.total) },
  },
  {
    path: '/hotspot?industry=eight',
    list: 'hot-topic-list',
    count: hotEight.list.length,
    total: { testId: 'hot-topic-total', text: ARTICLE_LIST.total(hotEight.total, HOTSPOT_PAGE.list.noun) },
  },
  {
    path: '/deepInsight?industry=eight',
    list: 'insight-list',
    count: insightsEight.list.length,
    total: { testId: 'insight-total', text: ARTICLE_LIST.total(insightsEight.total, DEEP_INSIGHT_PAGE.list.noun) },
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
        expect(await arrive(page, withArrival(path))).toEqual(TAKEN_OVER);
        await expect(page.getByTestId(list).locator(':scope > li')).toHaveCount(count);
        if (total) await expect(page.getByTestId(total.testId)).toContainText(total.text);
        expect(consoleErrors).toEqual([]);
      });
    }
  });
}
