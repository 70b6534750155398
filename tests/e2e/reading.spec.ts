import type { Page } from '@playwright/test';

import { ROUTES } from '@/config/routes';
import { COMPLIANCE_POINTS, COMPLIANCE_STATEMENT, OFFICES } from '@/content/company';
import { INDUSTRY_LANDINGS } from '@/content/industryLandings';
import { TEXTS } from '@/content/messages';
import { CTA_BANDS } from '@/content/pageCopy';
import { ACTIVE_LIST_PAGE } from '@/content/pages/activeList';
import { CASES_PAGE } from '@/content/pages/cases';
import { HOTSPOT_PAGE } from '@/content/pages/hotspot';
import { TOPIC_PAGE } from '@/content/pages/topic';
import { TOPICS } from '@/content/topics';
import { ACTIVITY_FILTER, ACTIVITY_VIEW } from '@/content/ui/activities';
import { CONTENT_STATE } from '@/content/ui/components';
import { ARTICLE_LIST, RELATED_CONTENT } from '@/content/ui/contentLists';
import { INSIGHT_READER } from '@/content/ui/contentReaders';
import { FILTER_BAR, LIST_BODY, PAGER } from '@/content/ui/listControls';
import { insightTexts, readingMinutes } from '@/features/content/articles/readingTime';
import { CONTENT_KINDS } from '@/kinds';
import activityKind from '@/kinds/activity';
import serviceKind from '@/kinds/service';

import { ACTIVITIES } from '../../mock/data/activities';
import { CASES } from '../../mock/data/cases';
import { HOT_TOPICS } from '../../mock/data/hotTopics';
import { INSIGHTS } from '../../mock/data/insights';
import { SERVICES } from '../../mock/data/services';
import { queryCases, queryMaterials } from '../../mock/platform/items';
import { appUrl, expect, openPage, type OwnContentCase, ownContentTests, routeOf, test } from './support/fixtures';
import { idsOn, markNoReload, newestFirst, stillNoReload, titlesOf } from './support/lists';

/** What a visitor reads: services, activities, cases, hot topics, deep insights, topic pages, about and contact. */

const firstService = SERVICES[0];
const openActivity = ACTIVITIES.find((a) => a.status === 'open' && a.registered < a.quota)!;
const replayActivity = ACTIVITIES.find((a) => a.status === 'past' && a.replayAvailable)!;
const fullActivity = ACTIVITIES.find((a) => a.status === 'full')!;
const upcomingActivity = ACTIVITIES.find((a) => a.status === 'upcoming')!;
const someCase = CASES[2];

const HOT_PAGE_SIZE = 6;
const INSIGHT_PAGE_SIZE = 4;
const hotCards = (p: Page) => p.getByTestId('hot-topic-card');
const insightCards = (p: Page) => p.getByTestId('insight-card');
const longest = [...INSIGHTS].sort((a, b) => b.sections.length - a.sections.length)[0];
const hotTopic = HOT_TOPICS[4];

/** Each page of this area, opened with a real item where it needs one, and what proves its own content shows. */
const PAGES: OwnContentCase[] = [
  { path: routeOf('Service').path, content: (p) => p.getByTestId('service-card') },
  { path: `${routeOf('ServiceContent').path}?id=${firstService.id}`, content: (p) => p.getByTestId('service-detail') },
  { path: routeOf('ActiveList').path, content: (p) => p.getByTestId('activity-card') },
  { path: `${routeOf('ActiveInfo').path}?id=${openActivity.id}`, content: (p) => p.getByTestId('activity-detail') },
  { path: routeOf('Cases').path, content: (p) => p.getByTestId('case-card') },
  { path: `${routeOf('Cases').path}?id=${someCase.id}`, content: (p) => p.getByTestId('case-detail') },
  { path: routeOf('Hotspot').path, content: (p) => hotCards(p) },
  { path: `${routeOf('Hotspot').path}?id=${hotTopic.id}`, content: (p) => p.getByText(hotTopic.paragraphs[1]) },
  { path: routeOf('DeepInsight').path, content: (p) => insightCards(p) },
  {
    path: `${routeOf('DeepInsight').path}?id=${longest.id}`,
    content: (p) => p.getByRole('heading', { level: 2, name: longest.sections[0].heading }),
  },
  ...ROUTES.filter((r) => r.page === 'Topic').map((r) => ({
    path: r.path,
    content: (p: Page) => p.getByRole('heading', { level: 1, name: TOPICS[r.topicKey!].title }),
  })),
  { path: routeOf('AboutUs').path, content: (p) => p.getByTestId('compliance-statement') },
  { path: routeOf('ContactUs').path, content: (p) => p.locator('.contact__office') },
];

ownContentTests('reading pages show their own content', PAGES);

test.describe('services', () => {
  test('the service catalogue lists every service and filters by industry in the query string', async ({ page, consoleErrors }) => {
    await openPage(page, routeOf('Service').path);
    await expect(page.getByTestId('service-card')).toHaveCount(SERVICES.length);
    const industry = 'five';
    await page.getByTestId('service-industry').selectOption(industry);
    await expect(page).toHaveURL(new RegExp(`industry=${industry}`));
    await expect(page.getByTestId('service-card')).toHaveCount(SERVICES.filter((s) => s.industries.includes(industry)).length);
    await page.reload();
    await expect(page.getByTestId('service-industry')).toHaveValue(industry);
    await expect(page.getByTestId('service-card')).toHaveCount(SERVICES.filter((s) => s.industries.includes(industry)).length);
    expect(consoleErrors).toEqual([]);
  });

  test('a service card opens that service, whose call to action is its enquiry form', async ({ page, consoleErrors }) => {
    const target = SERVICES[3];
    await openPage(page, routeOf('Service').path);
    await page.locator(`[data-service-id="${target.id}"] .service-card__link`).click();
    await expect(page).toHaveURL(appUrl(`/serviceContent?id=${target.id}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.name);
    await expect(page.getByTestId('service-form-cta')).toHaveAttribute('href', appUrl(target.formPath));
    for (const step of target.steps) await expect(page.getByText(step.title, { exact: true })).toBeVisible();
    await expect(page.getByTestId('related-content').getByRole('link').first()).toHaveAttribute(
      'href',
      appUrl(`/case?service=${target.id}`),
    );
    await page.getByText(target.faq[0].question).click();
    await expect(page.getByText(target.faq[0].answer)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("a service page shows that service's real cases and materials, with links to the full lists", async ({ page, consoleErrors }) => {
    const service = SERVICES.find((s) => s.id === 'meeting')!;
    await openPage(page, `/serviceContent?id=${service.id}`);
    const related = page.getByTestId('related-content');
    const cases = queryCases({ service: service.id, pageSize: 2 }).list;
    const materials = queryMaterials({ service: service.id, pageSize: 3 }).list;
    await expect.poll(() => idsOn(related.getByTestId('case-card'), 'data-case-id')).toEqual(cases.map((c) => c.id));
    await expect.poll(() => idsOn(related.getByTestId('material-card'), 'data-material-id')).toEqual(materials.map((m) => m.id));
    await expect(
      related.getByRole('link', { name: RELATED_CONTENT.cases.all(queryCases({ service: service.id, pageSize: 2 }).total) }),
    ).toHaveAttribute('href', appUrl(`/case?service=${service.id}`));
    await expect(
      related.getByRole('link', { name: RELATED_CONTENT.materials.all(queryMaterials({ service: service.id, pageSize: 3 }).total) }),
    ).toHaveAttribute('href', appUrl(`/down?service=${service.id}`));
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('activities', () => {
  test.describe('activity list filters', () => {
    const cards = (page: Page) => page.getByTestId('activity-card');

    test('industry, format and time filters change the list without a reload and survive one', async ({ page, consoleErrors }) => {
      await openPage(page, routeOf('ActiveList').path);
      await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
      const upcomingTotal = ACTIVITIES.filter((a) => a.status !== 'past').length;
      await expect(page.getByTestId('activity-total')).toContainText(ACTIVE_LIST_PAGE.total(upcomingTotal, false));

      const tech = INDUSTRY_LANDINGS.find((i) => i.slug === 'eight')!;
      await page.getByTestId('activity-industry').selectOption(tech.slug);
      await expect(page).toHaveURL(/industry=eight/);
      const techUpcoming = ACTIVITIES.filter((a) => a.status !== 'past' && a.industry === 'eight');
      await expect(cards(page)).toHaveCount(techUpcoming.length);
      for (const card of await cards(page).all()) await expect(card).toContainText(tech.name);

      await page.getByRole('button', { name: ACTIVITY_FILTER.format.live, exact: true }).click();
      await expect(page).toHaveURL(/format=live/);
      const techLive = techUpcoming.filter((a) => a.format === 'live');
      await expect(cards(page)).toHaveCount(techLive.length);
      await expect(cards(page).first()).toContainText(techLive[0].title);
      expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);

      await page.reload();
      await expect(page.getByTestId('activity-industry')).toHaveValue('eight');
      await expect(page.getByRole('button', { name: ACTIVITY_FILTER.format.live, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(cards(page)).toHaveCount(techLive.length);

      await page.getByRole('button', { name: ACTIVITY_FILTER.when.past }).click();
      await expect(page).toHaveURL(/when=past/);
      await page.getByRole('button', { name: FILTER_BAR.clear }).first().click();
      await expect(page).not.toHaveURL(/industry=|format=/);
      await expect(page.getByTestId('activity-total')).toContainText(
        ACTIVE_LIST_PAGE.total(ACTIVITIES.filter((a) => a.status === 'past').length, true),
      );
      expect(consoleErrors).toEqual([]);
    });

    test('a filter with no match shows the empty state with a way out', async ({ page, consoleErrors }) => {
      await openPage(page, `${routeOf('ActiveList').path}?industry=five&format=offline`);
      await expect(page.getByText(ACTIVE_LIST_PAGE.empty.title)).toBeVisible();
      await page.getByRole('button', { name: LIST_BODY.clear }).last().click();
      await expect(cards(page).first()).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    test('pages through the list, keeping the page in the query string', async ({ page, consoleErrors }) => {
      await openPage(page, `${routeOf('ActiveList').path}?when=past`);
      const ids = () => cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-activity-id')));
      await expect(cards(page).first()).toBeVisible();
      const firstPage = await ids();
      await page.getByRole('button', { name: PAGER.page(2) }).click();
      await expect(page).toHaveURL(/when=past&page=2/);
      await expect(page.getByRole('button', { name: PAGER.page(2) })).toHaveAttribute('aria-current', 'page');
      await expect(cards(page).first()).not.toHaveAttribute('data-activity-id', firstPage[0]!);
      const secondPage = await ids();
      expect(secondPage.length).toBeGreaterThan(0);
      expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });

    test.describe('when the API fails', () => {
      test.use({ allowConsoleErrors: [/status of 500/] });

      test('shows the error state, and the retry loads the list', async ({ page, consoleErrors }) => {
        await page.route('**/api/platform/activities?**', (route) => route.fulfill({ status: 500, body: 'boom' }));
        // Reached in the app: a pre-rendered list carries its first page in the HTML and asks the API only later. So the
        // tap waits for the app here, which is what this test is about: a tap before it would load that HTML (a machine
        // under load made it so once).
        await openPage(page, '/aboutUs');
        await page.locator('#root[data-zq-live]').waitFor({ state: 'attached' });
        await page.locator('.site-header').getByRole('link', { name: CONTENT_KINDS.activity.name }).click();
        await expect(page.getByRole('alert').filter({ hasText: CONTENT_STATE.errorTitle })).toBeVisible();
        // The request layer told the visitor what happened.
        await expect(page.getByText(TEXTS.httpError(500))).toBeVisible();
        await page.unroute('**/api/platform/activities?**');
        await page.getByRole('button', { name: CONTENT_STATE.retry }).click();
        await expect(cards(page).first()).toBeVisible();
        expect(consoleErrors).toEqual([]);
      });
    });
  });

  test('an activity card opens that activity', async ({ page, consoleErrors }) => {
    await openPage(page, routeOf('ActiveList').path);
    const card = page.getByTestId('activity-card').nth(1);
    const id = await card.getAttribute('data-activity-id');
    const title = (await card.locator('.activity-card__title').textContent())?.trim();
    await card.click();
    await expect(page).toHaveURL(appUrl(`/activeInfo?id=${id}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
    await expect(page.getByTestId('activity-detail')).toHaveAttribute('data-activity-id', id!);
    expect(consoleErrors).toEqual([]);
  });

  test.describe('activity detail call to action', () => {
    test('an open activity leads to registration, with agenda, speakers and places left', async ({ page, consoleErrors }) => {
      await openPage(page, `/activeInfo?id=${openActivity.id}`);
      await expect(page.getByTestId('activity-cta')).toHaveText(ACTIVITY_VIEW.cta.register);
      // Its key visual, drawn from its date, format and title.
      await expect(page.getByTestId('activity-visual')).toContainText(openActivity.title.slice(0, 6));
      await expect(page.getByTestId('activity-cta')).toHaveAttribute('href', appUrl(`/activeForm?id=${openActivity.id}`));
      await expect(
        page.getByText(ACTIVITY_VIEW.places.left(openActivity.quota - openActivity.registered, openActivity.quota)),
      ).toBeVisible();
      await expect(page.locator('.act-info__agenda li')).toHaveCount(openActivity.agenda.length);
      for (const s of openActivity.speakers) await expect(page.getByRole('heading', { name: s.name })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    test('a past activity with a replay leads to the replay form', async ({ page, consoleErrors }) => {
      await openPage(page, `/activeInfo?id=${replayActivity.id}`);
      await expect(page.getByTestId('activity-cta')).toHaveAttribute('href', appUrl(`/activeFormBackLive?id=${replayActivity.id}`));
      expect(consoleErrors).toEqual([]);
    });

    test('a full or not yet open activity says so in Chinese, without a registration link', async ({ page, consoleErrors }) => {
      await openPage(page, `/activeInfo?id=${fullActivity.id}`);
      await expect(page.getByTestId('activity-cta-status')).toHaveText(ACTIVITY_VIEW.cta.full);
      await expect(page.getByTestId('activity-cta')).toHaveCount(0);
      await openPage(page, `/activeInfo?id=${upcomingActivity.id}`);
      await expect(page.getByTestId('activity-cta-status')).toHaveText(ACTIVITY_VIEW.cta.notYetOpen);
      expect(consoleErrors).toEqual([]);
    });

    test('places left show only while registration is open, never beside a closed status', async ({ page, consoleErrors }) => {
      const closed = ACTIVITIES.find((a) => a.status === 'closed')!;
      for (const activity of [closed, fullActivity, upcomingActivity, replayActivity]) {
        await openPage(page, `/activeInfo?id=${activity.id}`);
        await expect(page.getByTestId('activity-status')).toBeVisible();
        await expect(page.getByTestId('activity-detail')).not.toContainText('个名额');
      }
      expect(consoleErrors).toEqual([]);
    });
  });
});

test.describe('case studies', () => {
  const cards = (page: Page) => page.getByTestId('case-card');

  test('industry and service filters change the list and survive a reload', async ({ page, consoleErrors }) => {
    await openPage(page, '/case');
    await markNoReload(page);
    await expect(page.getByTestId('list-total')).toHaveText(CASES_PAGE.total(CASES.length));
    await page.getByTestId('filter-industry').selectOption('two');
    await expect(page).toHaveURL(/\?industry=two$/);
    await expect(cards(page)).toHaveCount(queryCases({ industry: 'two', pageSize: 50 }).total);
    await page.getByTestId('filter-service').selectOption('training');
    await expect(page).toHaveURL(/industry=two&service=training/);
    const expected = queryCases({ industry: 'two', service: 'training', pageSize: 50 }).list;
    expect(expected.length).toBeGreaterThan(0);
    await expect(cards(page)).toHaveCount(expected.length);
    expect(await stillNoReload(page)).toBe(true);
    await page.reload();
    await expect(page.getByTestId('filter-service')).toHaveValue('training');
    await expect.poll(() => idsOn(cards(page), 'data-case-id')).toEqual(expected.map((c) => c.id));
    expect(consoleErrors).toEqual([]);
  });

  test('a card opens the reading view of that case, and the way back returns to the list', async ({ page, consoleErrors }) => {
    await openPage(page, `/case?industry=${someCase.industry}`);
    await page.locator(`[data-case-id="${someCase.id}"] .case-card__link`).click();
    await expect(page).toHaveURL(appUrl(`/case?id=${someCase.id}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(someCase.title);
    await expect(page.getByTestId('case-detail')).toContainText(someCase.challenge);
    for (const r of someCase.results) await expect(page.getByTestId('case-detail').getByText(r.label, { exact: true })).toBeVisible();
    await expect(page.getByText(someCase.quote.text, { exact: false })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(appUrl(`/case?industry=${someCase.industry}`));
    await expect(cards(page).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('hot topics', () => {
  test('are listed newest first and page without a reload', async ({ page, consoleErrors }) => {
    await openPage(page, '/hotspot');
    await markNoReload(page);
    const all = newestFirst(HOT_TOPICS);
    await expect(page.getByTestId('hot-topic-total')).toContainText(ARTICLE_LIST.total(HOT_TOPICS.length, HOTSPOT_PAGE.list.noun));
    await expect.poll(() => titlesOf(hotCards(page))).toEqual(all.slice(0, HOT_PAGE_SIZE).map((h) => h.title));
    await page.getByRole('button', { name: PAGER.page(2) }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(hotCards(page).first()).toContainText(all[HOT_PAGE_SIZE].title);
    await expect.poll(() => titlesOf(hotCards(page))).toEqual(all.slice(HOT_PAGE_SIZE, 2 * HOT_PAGE_SIZE).map((h) => h.title));
    expect(await stillNoReload(page)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('filter by tag and industry in the query string, and keep it on reload', async ({ page, consoleErrors }) => {
    await openPage(page, '/hotspot');
    await markNoReload(page);
    const tag = '创新药';
    await page.getByTestId('hot-topic-tags').getByRole('button', { name: tag, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`tag=${encodeURIComponent(tag)}`));
    const tagged = newestFirst(HOT_TOPICS.filter((h) => h.tags.includes(tag)));
    await expect(hotCards(page)).toHaveCount(tagged.length);
    await expect.poll(() => titlesOf(hotCards(page))).toEqual(tagged.map((h) => h.title));

    const industry = INDUSTRY_LANDINGS.find((i) => i.slug === 'eight')!;
    await page.getByTestId('hot-topic-industry').selectOption(industry.slug);
    await expect(page).toHaveURL(/industry=eight/);
    // No hot topic of that industry carries the tag: the empty state, with a way out.
    expect(HOT_TOPICS.filter((h) => h.industry === 'eight' && h.tags.includes(tag))).toHaveLength(0);
    await expect(page.getByText(ARTICLE_LIST.empty.title)).toBeVisible();
    await page.getByTestId('hot-topic-tags').getByRole('button', { name: FILTER_BAR.all, exact: true }).click();
    const tech = newestFirst(HOT_TOPICS.filter((h) => h.industry === 'eight'));
    await expect(hotCards(page)).toHaveCount(tech.length);
    for (const card of await hotCards(page).all()) await expect(card).toContainText(industry.name);
    expect(await stillNoReload(page)).toBe(true);

    await page.reload();
    await expect(page.getByTestId('hot-topic-industry')).toHaveValue('eight');
    await expect(hotCards(page)).toHaveCount(tech.length);
    expect(consoleErrors).toEqual([]);
  });

  test('a card opens its reading view, whose tags lead back to the filtered list', async ({ page, consoleErrors }) => {
    const target = newestFirst(HOT_TOPICS)[1];
    await openPage(page, '/hotspot');
    await page.locator(`[data-article-id="${target.id}"] .article-card__link`).click();
    await expect(page).toHaveURL(appUrl(`/hotspot?id=${target.id}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
    for (const p of target.paragraphs) await expect(page.getByText(p)).toBeVisible();
    await expect(page.getByText(target.expert.name).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(target.title));
    const related = page.getByTestId('hot-topic-related');
    await expect(related.getByTestId('hot-topic-card').first()).toBeVisible();
    await expect(related.locator(`[data-article-id="${target.id}"]`)).toHaveCount(0);
    await page
      .getByTestId('hot-topic-detail')
      .getByRole('link', { name: `#${target.tags[0]}` })
      .click();
    await expect(page).toHaveURL(appUrl(`/hotspot?tag=${encodeURIComponent(target.tags[0])}`));
    await expect(hotCards(page)).toHaveCount(HOT_TOPICS.filter((h) => h.tags.includes(target.tags[0])).length);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('deep insights', () => {
  test('filter by industry and page in the query string, and keep it on reload', async ({ page, consoleErrors }) => {
    await openPage(page, '/deepInsight');
    await markNoReload(page);
    const all = newestFirst(INSIGHTS);
    await expect.poll(() => titlesOf(insightCards(page))).toEqual(all.slice(0, INSIGHT_PAGE_SIZE).map((i) => i.title));
    await page.getByRole('button', { name: PAGER.next }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(insightCards(page).first()).toContainText(all[INSIGHT_PAGE_SIZE].title);

    await page.getByTestId('insight-industry').selectOption('two');
    await expect(page).toHaveURL(/industry=two/);
    await expect(page).not.toHaveURL(/page=2/);
    const pe = newestFirst(INSIGHTS.filter((i) => i.industry === 'two'));
    await expect(insightCards(page)).toHaveCount(pe.length);
    await expect.poll(() => titlesOf(insightCards(page))).toEqual(pe.map((i) => i.title));
    expect(await stillNoReload(page)).toBe(true);

    await page.reload();
    await expect(page.getByTestId('insight-industry')).toHaveValue('two');
    await expect(insightCards(page)).toHaveCount(pe.length);
    expect(consoleErrors).toEqual([]);
  });

  test('a card opens the article: sections, contents, author, related reading and the enquiry form', async ({ page, consoleErrors }) => {
    const target = newestFirst(INSIGHTS)[2];
    await openPage(page, '/deepInsight');
    await page.locator(`[data-article-id="${target.id}"] .article-card__link`).click();
    await expect(page).toHaveURL(appUrl(`/deepInsight?id=${target.id}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.title);
    const article = page.getByTestId('insight-article');
    for (const s of target.sections) await expect(article.getByRole('heading', { level: 2, name: s.heading })).toBeVisible();
    const toc = page.getByRole('navigation', { name: INSIGHT_READER.toc.label });
    await expect(toc.getByRole('link')).toHaveText(target.sections.map((s) => s.heading));
    await expect(page.getByTestId('insight-author')).toContainText(target.author.name);
    await expect(page.getByTestId('insight-reading-time')).toContainText(INSIGHT_READER.readingTime(readingMinutes(insightTexts(target))));
    const related = page.getByTestId('insight-related').getByTestId('insight-card');
    await expect(related.first()).toBeVisible();
    await expect(page.getByTestId('insight-related').locator(`[data-article-id="${target.id}"]`)).toHaveCount(0);
    await expect(page.getByRole('link', { name: CTA_BANDS.insightReader.primary.label }).last()).toHaveAttribute(
      'href',
      appUrl('/insightForm'),
    );
    expect(consoleErrors).toEqual([]);
  });

  test('is comfortable to read on a phone: 17px body, line height 1.8, no horizontal scroll', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const insight of INSIGHTS) {
      await openPage(page, `/deepInsight?id=${insight.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(insight.title);
      const { scrollWidth, viewport } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(scrollWidth, insight.id).toBeLessThanOrEqual(viewport);
    }
    const paragraph = page.getByTestId('insight-article').locator('p').first();
    const style = await paragraph.evaluate((el) => {
      const cs = getComputedStyle(el);
      return { size: parseFloat(cs.fontSize), lineHeight: parseFloat(cs.lineHeight) / parseFloat(cs.fontSize) };
    });
    expect(style.size).toBeGreaterThanOrEqual(16);
    expect(style.lineHeight).toBeCloseTo(1.8, 1);
    // The contents column is for wide screens only.
    await expect(page.getByRole('navigation', { name: INSIGHT_READER.toc.label })).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('keeps a comfortable measure on a desktop', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openPage(page, `/deepInsight?id=${longest.id}`);
    const { width, fontSize } = await page
      .getByTestId('insight-article')
      .evaluate((el) => ({ width: el.getBoundingClientRect().width, fontSize: parseFloat(getComputedStyle(el).fontSize) }));
    expect(width / fontSize).toBeGreaterThanOrEqual(30);
    expect(width / fontSize).toBeLessThanOrEqual(38);
    await expect(page.getByRole('navigation', { name: INSIGHT_READER.toc.label })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('topic pages', () => {
  for (const route of ROUTES.filter((r) => r.page === 'Topic')) {
    const topic = TOPICS[route.topicKey!];
    test(`${route.path} shows its thesis, figures, related reading by tag and its forms`, async ({ page, consoleErrors }) => {
      await openPage(page, route.path);
      for (const t of topic.thesis) await expect(page.getByRole('heading', { level: 3, name: t.title })).toBeVisible();
      for (const f of topic.figures) await expect(page.getByRole('list', { name: TOPIC_PAGE.figures.label })).toContainText(f.value);
      const insights = page.getByTestId('topic-insights').getByTestId('insight-card');
      await expect(insights.first()).toBeVisible();
      const expected = newestFirst(INSIGHTS.filter((i) => i.tags.includes(topic.tag))).slice(0, 3);
      await expect.poll(() => titlesOf(insights)).toEqual(expected.map((i) => i.title));
      await expect(page.getByTestId('topic-hot-topics').getByTestId('hot-topic-card').first()).toBeVisible();
      await expect(page.getByTestId('topic-activities').getByTestId('activity-card').first()).toBeVisible();
      await expect(page.getByRole('link', { name: topic.cta.secondary.label }).last()).toHaveAttribute(
        'href',
        appUrl(topic.cta.secondary.path),
      );
      await expect(page.getByRole('link', { name: topic.cta.primary.label }).first()).toHaveAttribute(
        'href',
        appUrl(topic.cta.primary.path),
      );
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('unknown or missing ids show a friendly not-found state with a way back', () => {
  const cases = [
    { path: '/activeInfo?id=no-such-activity', heading: activityKind.copy.item.notFound.title, back: '/activeList' },
    { path: '/activeInfo', heading: activityKind.copy.item.notFound.title, back: '/activeList' },
    { path: '/serviceContent?id=no-such-service', heading: serviceKind.copy.item.notFound.title, back: '/service' },
    { path: '/serviceContent', heading: serviceKind.copy.item.notFound.title, back: '/service' },
  ];
  for (const c of cases) {
    test(c.path, async ({ page, consoleErrors }) => {
      await openPage(page, c.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading);
      const back = page.getByTestId('content-not-found').getByRole('link');
      await expect(back).toHaveAttribute('href', appUrl(c.back));
      await back.click();
      await expect(page).toHaveURL(appUrl(c.back));
      expect(consoleErrors).toEqual([]);
    });
  }

  for (const path of ['/case?id=no-such-case']) {
    test(path, async ({ page, consoleErrors }) => {
      await openPage(page, path);
      await expect(page.getByTestId('content-not-found')).toBeVisible();
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByTestId('content-not-found').getByRole('link')).toHaveAttribute('href', appUrl('/case'));
      expect(consoleErrors).toEqual([]);
    });
  }

  for (const { path, back } of [
    { path: '/deepInsight?id=no-such-article', back: '/deepInsight' },
    { path: '/hotspot?id=no-such-topic', back: '/hotspot' },
    { path: '/deepInsight?id=', back: '/deepInsight' },
  ]) {
    test(path, async ({ page, consoleErrors }) => {
      await openPage(page, path);
      const notFound = page.getByTestId('content-not-found');
      await expect(notFound).toBeVisible();
      await expect(page.locator('h1')).toHaveCount(1);
      await notFound.getByRole('link').click();
      await expect(page).toHaveURL(appUrl(back));
      await expect(page.locator('.article-card').first()).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('about and contact', () => {
  test('the about page tells the history, offices, vetting and compliance', async ({ page, consoleErrors }) => {
    await openPage(page, routeOf('AboutUs').path);
    await expect(page.locator('.about__timeline li').first()).toContainText('2014');
    await expect(page.locator('.about__offices li')).toHaveCount(OFFICES.length);
    await expect(page.getByTestId('compliance-statement')).toContainText(COMPLIANCE_STATEMENT);
    for (const point of COMPLIANCE_POINTS) await expect(page.getByTestId('compliance-statement')).toContainText(point.title);
    expect(consoleErrors).toEqual([]);
  });

  test('the contact page lists the offices, the enquiry forms and a QR code of the site', async ({ page, consoleErrors }) => {
    await openPage(page, routeOf('ContactUs').path);
    for (const o of OFFICES) await expect(page.getByRole('heading', { name: o.name })).toBeVisible();
    await expect(page.getByRole('link', { name: OFFICES[0].phone }).first()).toHaveAttribute('href', `tel:${OFFICES[0].phone}`);
    const qr = page.getByTestId('site-qr');
    await expect(qr).toBeVisible();
    await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(qr).toHaveAttribute('alt', /\/html\/$/);
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    await expect(page.locator('a.contact__form-link[href$="/meetingForm"]')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
