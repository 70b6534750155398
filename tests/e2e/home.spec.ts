import { INDUSTRY_LANDINGS, industryLandingHref } from '@/config/industries';
import { HOME_CASES } from '@/features/content/cases/CaseHighlights';
import { HOME_HOT_TOPICS, HOME_INSIGHTS } from '@/features/content/articles/ResearchHighlights';
import { queryHotTopics, queryInsights } from '../../mock/articles';
import { queryCases } from '../../mock/cases';
import { SERVICES } from '../../mock/data/services';
import { appUrl, expect, openPage, test } from './support/fixtures';

test('the home page shows services, research, cases and industries from their collections', async ({ page, consoleErrors }) => {
  await openPage(page, '/');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('#home-services-title').locator('..').getByTestId('service-card')).toHaveCount(SERVICES.length);

  const research = page.getByTestId('home-research');
  const insights = queryInsights({ pageSize: HOME_INSIGHTS }).list;
  const hotTopics = queryHotTopics({ pageSize: HOME_HOT_TOPICS }).list;
  await expect(research.getByTestId('insight-card')).toHaveCount(insights.length);
  await expect(research.getByTestId('insight-card').first()).toContainText(insights[0].title);
  await expect(research.getByTestId('hot-topic-card')).toHaveCount(hotTopics.length);
  await expect(research.getByTestId('hot-topic-card').first()).toContainText(hotTopics[0].title);

  const cases = queryCases({ pageSize: HOME_CASES }).list;
  await expect(page.getByTestId('home-cases').getByTestId('case-card')).toHaveCount(cases.length);
  await expect(page.getByTestId('home-cases').getByTestId('case-card').first()).toContainText(cases[0].title);

  for (const industry of INDUSTRY_LANDINGS) {
    await expect(page.locator(`a[href="${appUrl(industryLandingHref(industry))}"]`).first()).toBeVisible();
  }
  expect(consoleErrors).toEqual([]);
});

test('a home case card opens that case', async ({ page, consoleErrors }) => {
  const [first] = queryCases({ pageSize: HOME_CASES }).list;
  await openPage(page, '/');
  await page.getByTestId('home-cases').getByRole('link', { name: first.title }).click();
  await expect(page).toHaveURL(appUrl(`/case?id=${first.id}`));
  await expect(page.locator('h1')).toContainText(first.title);
  expect(consoleErrors).toEqual([]);
});
