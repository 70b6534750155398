import type { Locator, Page } from '@playwright/test';
import { INDUSTRY_LANDINGS } from '@/config/industries';
import { ROUTES } from '@/config/routes';
import { TOPICS } from '@/config/topics';
import { HOT_TOPICS } from '../../mock/data/hotTopics';
import { INSIGHTS } from '../../mock/data/insights';
import { MATERIALS } from '../../mock/data/materials';
import { appUrl, expect, openPage, ownContentTests, routeOf, type OwnContentCase, test } from './support/fixtures';

/** Newest first, as a visitor expects the lists. */
const newestFirst = <T extends { id: string; date: string }>(items: readonly T[]) =>
  [...items].sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));

const HOT_PAGE_SIZE = 6;
const INSIGHT_PAGE_SIZE = 4;
const hotCards = (p: Page) => p.getByTestId('hot-topic-card');
const insightCards = (p: Page) => p.getByTestId('insight-card');
const titlesOf = async (cards: Locator) => (await cards.locator('.article-card__title').allTextContents()).map((t) => t.trim());
const markNoReload = (p: Page) => p.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
const stillNoReload = (p: Page) => p.evaluate(() => (window as unknown as { noReload?: boolean }).noReload);

const longest = [...INSIGHTS].sort((a, b) => b.sections.length - a.sections.length)[0];
const hotTopic = HOT_TOPICS[4];

/** Each page of this area, and what proves its own content is there. */
const PAGES: OwnContentCase[] = [
  { path: routeOf('Hotspot').path, content: (p) => hotCards(p) },
  { path: `${routeOf('Hotspot').path}?id=${hotTopic.id}`, content: (p) => p.getByText(hotTopic.paragraphs[1]) },
  { path: routeOf('DeepInsight').path, content: (p) => insightCards(p) },
  { path: `${routeOf('DeepInsight').path}?id=${longest.id}`, content: (p) => p.getByRole('heading', { level: 2, name: longest.sections[0].heading }) },
  ...ROUTES.filter((r) => r.page === 'Topic').map((r) => ({
    path: r.path,
    content: (p: Page) => p.getByRole('heading', { level: 1, name: TOPICS[r.topicKey!].title }),
  })),
  { path: routeOf('Library').path, content: (p) => p.getByTestId('library-insights').getByTestId('insight-card') },
];

ownContentTests('reading pages show their own content', PAGES);

test.describe('hot topics', () => {
  test('are listed newest first and page without a reload', async ({ page, consoleErrors }) => {
    await openPage(page, '/hotspot');
    await markNoReload(page);
    const all = newestFirst(HOT_TOPICS);
    await expect(page.getByTestId('hot-topic-total')).toContainText(`共 ${HOT_TOPICS.length} 条`);
    await expect.poll(() => titlesOf(hotCards(page))).toEqual(all.slice(0, HOT_PAGE_SIZE).map((h) => h.title));
    await page.getByRole('button', { name: '第 2 页' }).click();
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
    await expect(page.getByText('没有符合条件的文章')).toBeVisible();
    await page.getByTestId('hot-topic-tags').getByRole('button', { name: '全部', exact: true }).click();
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
    await page.getByTestId('hot-topic-detail').getByRole('link', { name: `#${target.tags[0]}` }).click();
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
    await page.getByRole('button', { name: '下一页' }).click();
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
    const toc = page.getByRole('navigation', { name: '文章目录' });
    await expect(toc.getByRole('link')).toHaveText(target.sections.map((s) => s.heading));
    await expect(page.getByTestId('insight-author')).toContainText(target.author.name);
    await expect(page.getByTestId('insight-reading-time')).toContainText('分钟');
    const related = page.getByTestId('insight-related').getByTestId('insight-card');
    await expect(related.first()).toBeVisible();
    await expect(page.getByTestId('insight-related').locator(`[data-article-id="${target.id}"]`)).toHaveCount(0);
    await expect(page.getByRole('link', { name: '定制行业洞察' }).last()).toHaveAttribute('href', appUrl('/insightForm'));
    expect(consoleErrors).toEqual([]);
  });

  test('is comfortable to read on a phone: 17px body, line height 1.8, no horizontal scroll', async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const insight of INSIGHTS) {
      await openPage(page, `/deepInsight?id=${insight.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(insight.title);
      const { scrollWidth, viewport } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, viewport: window.innerWidth }));
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
    await expect(page.getByRole('navigation', { name: '文章目录' })).toBeHidden();
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
    await expect(page.getByRole('navigation', { name: '文章目录' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('unknown ids show the not-found state with a way back', () => {
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

test.describe('topic pages', () => {
  for (const route of ROUTES.filter((r) => r.page === 'Topic')) {
    const topic = TOPICS[route.topicKey!];
    test(`${route.path} shows its thesis, figures, related reading by tag and its forms`, async ({ page, consoleErrors }) => {
      await openPage(page, route.path);
      for (const t of topic.thesis) await expect(page.getByRole('heading', { level: 3, name: t.title })).toBeVisible();
      for (const f of topic.figures) await expect(page.getByRole('list', { name: '关键数据' })).toContainText(f.value);
      const insights = page.getByTestId('topic-insights').getByTestId('insight-card');
      await expect(insights.first()).toBeVisible();
      const expected = newestFirst(INSIGHTS.filter((i) => i.tags.includes(topic.tag))).slice(0, 3);
      await expect.poll(() => titlesOf(insights)).toEqual(expected.map((i) => i.title));
      await expect(page.getByTestId('topic-hot-topics').getByTestId('hot-topic-card').first()).toBeVisible();
      await expect(page.getByTestId('topic-activities').getByTestId('activity-card').first()).toBeVisible();
      await expect(page.getByRole('link', { name: topic.cta.secondary.label }).last()).toHaveAttribute('href', appUrl(topic.cta.secondary.path));
      await expect(page.getByRole('link', { name: topic.cta.primary.label }).first()).toHaveAttribute('href', appUrl(topic.cta.primary.path));
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('the Library', () => {
  test('search narrows insights and hot topics, and survives a reload', async ({ page, consoleErrors }) => {
    await openPage(page, '/newActive');
    await markNoReload(page);
    const q = '创新药';
    const match = (a: { title: string; tags: string[] }) => a.title.includes(q) || a.tags.includes(q);
    const insights = INSIGHTS.filter(match);
    const hot = HOT_TOPICS.filter(match);
    await page.getByTestId('library-search').fill(q);
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(q)}`));
    const results = page.getByTestId('library-results');
    await expect(page.getByTestId('library-count')).toContainText(`找到 ${insights.length} 篇深度洞察、${hot.length} 条近期热点`);
    await expect(results.getByTestId('insight-card')).toHaveCount(insights.length);
    await expect(results.getByTestId('hot-topic-card')).toHaveCount(hot.length);
    expect(await stillNoReload(page)).toBe(true);

    await page.reload();
    await expect(page.getByTestId('library-search')).toHaveValue(q);
    await expect(page.getByTestId('library-results').locator('.article-card')).toHaveCount(insights.length + hot.length);

    await page.getByRole('button', { name: '清除搜索' }).click();
    await expect(page).toHaveURL(appUrl('/newActive'));
    await expect(page.getByTestId('library-insights').getByTestId('insight-card')).toHaveCount(3);
    expect(consoleErrors).toEqual([]);
  });

  test('a search with no match says so; a tag of the cloud searches for it', async ({ page, consoleErrors }) => {
    await openPage(page, `/newActive?q=${encodeURIComponent('量子计算')}`);
    await expect(page.getByText('没有找到相关文章')).toBeVisible();
    const tag = '并购';
    await page.getByTestId('library-tags').getByRole('link', { name: new RegExp(`^${tag}`) }).click();
    await expect(page).toHaveURL(appUrl(`/newActive?q=${encodeURIComponent(tag)}`));
    const count = INSIGHTS.filter((i) => i.tags.includes(tag) || i.title.includes(tag)).length + HOT_TOPICS.filter((h) => h.tags.includes(tag) || h.title.includes(tag)).length;
    await expect(page.getByTestId('library-results').locator('.article-card')).toHaveCount(count);
    expect(consoleErrors).toEqual([]);
  });

  test('shows the latest of each collection and the newest research reports', async ({ page, consoleErrors }) => {
    await openPage(page, '/newActive');
    await expect(page.getByTestId('library-insights').getByTestId('insight-card').first()).toContainText(newestFirst(INSIGHTS)[0].title);
    await expect(page.getByTestId('library-hot-topics').getByTestId('hot-topic-card').first()).toContainText(newestFirst(HOT_TOPICS)[0].title);
    const reports = page.getByTestId('library-reports');
    const newestReports = MATERIALS.filter((m) => m.type === 'report').sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    await expect(reports.getByTestId('material-card')).toHaveCount(Math.min(3, newestReports.length));
    await expect(reports.getByTestId('material-card').first()).toContainText(newestReports[0].title);
    await expect(reports.getByRole('link', { name: '浏览全部研究报告' })).toHaveAttribute('href', appUrl('/down?type=report'));
    await expect(reports.getByRole('link', { name: '查看客户案例' })).toHaveAttribute('href', appUrl('/case'));
    expect(consoleErrors).toEqual([]);
  });
});
