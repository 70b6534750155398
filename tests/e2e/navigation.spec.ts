import { industryLandingHref } from '@/config/industries';
import { findRoute, NOT_FOUND_ROUTE, type RouteEntry, ROUTES } from '@/config/routes';
import { ICP_SITE, officialAccount, PSB_SITE, publicSecurityFiling } from '@/content/filing';
import { DEFAULT_TITLE } from '@/content/firm';
import { INDUSTRY_LANDINGS } from '@/content/industryLandings';
import { HEADER_CTA, RESEARCH_NAV } from '@/content/navigation';
import { describeRoute } from '@/content/pageMeta';
import { NOT_FOUND_PAGE } from '@/content/pages/notFound';
import { LAYOUT, SITE_FOOTER } from '@/content/ui/site';
import { HOME_HOT_TOPICS, HOME_INSIGHTS } from '@/features/content/articles/ResearchHighlights';
import { HOME_CASES } from '@/features/content/cases/CaseHighlights';
import { CONTENT_KINDS, ITEM_PAGES } from '@/kinds';

import { ACTIVITIES } from '../../mock/data/activities';
import { SERVICES } from '../../mock/data/services';
import { queryCases, queryHotTopics, queryInsights } from '../../mock/platform/items';
import { appUrl, expect, openPage, test } from './support/fixtures';
import { headerLink } from './support/navigation';

/** Getting around: every route of the route table, 404, deep links, the router base, the phone menu, the home page. */

const expectedTitle = (title?: string) => (title ? `${title} - ${DEFAULT_TITLE}` : DEFAULT_TITLE);
/** An English page's title is its own: it names the firm in English. */
const routeTitle = (route: RouteEntry) => (route.locale === 'en' ? route.title : expectedTitle(route.title));
/** An item's own page without its ?id= shows the kind's not-found state, out of search like the noindex routes. */
const ITEM_ONLY = new Set(ITEM_PAGES.filter(({ kind, path }) => path !== CONTENT_KINDS[kind].parent).map((p) => p.path));

test.describe('every route of the route table', () => {
  for (const route of ROUTES) {
    test(`${route.path} loads with its title and ${route.layout ? 'the' : 'no'} layout`, async ({ page, consoleErrors }) => {
      await openPage(page, route.path);
      await expect(page).toHaveTitle(routeTitle(route)!);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', describeRoute(route));
      const outOfSearch = route.noindex || ITEM_ONLY.has(route.path);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', outOfSearch ? 'noindex, nofollow' : 'index, follow');
      const landmarks = page.locator('header.site-header, footer.site-footer');
      if (route.layout) {
        await expect(page.locator('header.site-header nav')).toBeVisible();
        await expect(page.locator('main#main')).toBeVisible();
        await expect(page.locator('footer.site-footer')).toBeVisible();
      } else {
        await expect(landmarks).toHaveCount(0);
      }
      await expect(page.locator('h1').first()).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }
});

test('the head follows an in-app navigation; an item page keeps its own description', async ({ page, consoleErrors }) => {
  const activity = ACTIVITIES.find((a) => a.status === 'open')!;
  await openPage(page, `/activeInfo?id=${activity.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(activity.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', activity.summary);
  await page.locator('header.site-header').getByRole('link', { name: CONTENT_KINDS.service.name, exact: true }).click();
  await expect(page).toHaveURL(/\/service$/);
  await expect(page).toHaveTitle(expectedTitle(CONTENT_KINDS.service.name));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', describeRoute(findRoute('/service')!));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  expect(consoleErrors).toEqual([]);
});

test('deep links survive a reload', async ({ page, consoleErrors }) => {
  await openPage(page, '/aboutUs');
  await page.reload();
  await expect(page).toHaveTitle(`${findRoute('/aboutUs')!.title} - ${DEFAULT_TITLE}`);
  expect(consoleErrors).toEqual([]);
});

test.describe('addresses outside the route table', () => {
  // The document itself answers HTTP 404 (what search engines must see); Chromium logs that as a failed resource.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test('an unknown path shows the 404 page', async ({ page, consoleErrors }) => {
    const response = await page.goto(appUrl('/no-such-page/at-all'));
    expect(response?.status()).toBe(404);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: NOT_FOUND_PAGE.title })).toBeVisible();
    await expect(page).toHaveTitle(`${NOT_FOUND_ROUTE.title} - ${DEFAULT_TITLE}`);
    expect(consoleErrors).toEqual([]);
  });

  test('a router base set by the page before the app loads moves the router', async ({ page, consoleErrors }) => {
    await page.addInitScript(() => {
      (window as unknown as { routerBase: string }).routerBase = '/html/site/';
    });
    await page.goto('/html/site/contactUs');
    await expect(page).toHaveTitle(`${findRoute('/contactUs')!.title} - ${DEFAULT_TITLE}`);
    await expect(page.locator('a.site-header__brand')).toHaveAttribute('href', '/html/site/');
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('the research in the header', () => {
  test('a 研究洞察 menu in the header opens 深度洞察, 近期热点, 知识库 and 案例研究, and marks the current page', async ({
    page,
    consoleErrors,
  }) => {
    await openPage(page, '/');
    const nav = page.locator('#site-nav');
    const group = nav.getByRole('button', { name: RESEARCH_NAV.label });
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    const menu = nav.getByRole('list', { name: RESEARCH_NAV.label });
    await expect(menu.getByRole('link')).toHaveText(RESEARCH_NAV.items.map((i) => i.label));
    await menu.getByRole('link', { name: CONTENT_KINDS.case.name }).click();
    await expect(page).toHaveURL(appUrl('/case'));
    await expect(menu).toBeHidden();
    // The current page: its link and its group are marked.
    await expect(group).toHaveClass(/site-nav__link--active/);
    await group.click();
    await expect(menu.getByRole('link', { name: CONTENT_KINDS.case.name })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('the header call to action opens the expert-call form it names', async ({ page, consoleErrors }) => {
    await openPage(page, '/');
    await page.locator('#site-nav').getByRole('link', { name: HEADER_CTA.label }).click();
    await expect(page).toHaveURL(appUrl(HEADER_CTA.path));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADER_CTA.label);
    expect(consoleErrors).toEqual([]);
  });
});

test('the footer shows the ICP and public-security filings linked to the official sites, and the official account', async ({
  page,
  consoleErrors,
}) => {
  await openPage(page, '/aboutUs');
  const footer = page.locator('footer.site-footer');
  const filings = footer.getByTestId('filing-link');
  await expect(filings).toHaveCount(2);
  await expect(filings.nth(0)).toHaveAttribute('href', ICP_SITE);
  await expect(filings.nth(0)).toContainText('ICP');
  expect((await filings.nth(1).getAttribute('href'))?.startsWith(PSB_SITE)).toBe(true);
  await expect(filings.nth(1)).toContainText(publicSecurityFiling('').text);
  // The test build sets no numbers: the placeholder says which build variable to set.
  await expect(filings.nth(0)).toHaveText(/ICP_NUMBER/);
  await expect(footer.getByTestId('official-account')).toContainText(SITE_FOOTER.account(officialAccount().name));
  // No white strip between the page and the footer.
  const gap = await page.evaluate(() => {
    const footerTop = document.querySelector('footer.site-footer')!.getBoundingClientRect().top;
    const mainBottom = document.querySelector('main#main')!.getBoundingClientRect().bottom;
    return footerTop - mainBottom;
  });
  expect(gap).toBe(0);
  expect(consoleErrors).toEqual([]);
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu is a drawer with large rows, the research pages listed, the current page marked; Escape closes it', async ({
    page,
    consoleErrors,
  }) => {
    await openPage(page, '/deepInsight');
    const nav = page.locator('#site-nav');
    await page.getByRole('button', { name: LAYOUT.openMenu }).click();
    await expect(nav).toBeVisible();
    const box = (await nav.boundingBox())!;
    expect(box.height).toBeGreaterThan(700); // the full height under the header
    for (const item of RESEARCH_NAV.items) await expect(nav.getByRole('link', { name: item.label, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: CONTENT_KINDS.insight.name, exact: true })).toHaveAttribute('aria-current', 'page');
    for (const link of await nav.getByRole('link').all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: LAYOUT.openMenu })).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('the menu button opens the navigation', async ({ page, consoleErrors }) => {
    await openPage(page, '/aboutUs');
    const nav = page.locator('#site-nav');
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: LAYOUT.openMenu }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: headerLink('/contactUs') }).click();
    await expect(page).toHaveURL(/\/html\/contactUs$/);
    await expect(nav).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('the home page', () => {
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
});

test.describe('long unbroken query text does not widen the page (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const word = 'A'.repeat(5000);

  for (const path of [
    `/exception?errorCode=QA&errorMessage=${word}`,
    `/newActive?q=${word}`,
    `/deepInsight?tag=${word}`,
    `/hotspot?tag=${word}`,
  ]) {
    test(path.slice(0, 40), async ({ page, consoleErrors }) => {
      await openPage(page, path);
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // What is repeated back is cut short.
      expect(await page.locator('body').innerText()).not.toContain('A'.repeat(100));
      expect(consoleErrors).toEqual([]);
    });
  }

  test('a long server message on /exception after a redirect wraps and is cut short', async ({ page, consoleErrors }) => {
    await page.route(/\/api\/platform\/qa\/error\?/, (r) =>
      r.fulfill({ json: { success: false, errorCode: 'QA-9', errorMessage: word, showType: 9 } }),
    );
    await openPage(page, '/test');
    await page.locator('[data-qa="error-9"]').click();
    await expect(page).toHaveURL(/\/html\/exception\?/);
    await expect(page.getByTestId('exception-message')).toContainText('AAAA');
    expect((await page.getByTestId('exception-message').innerText()).length).toBeLessThanOrEqual(201);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(consoleErrors).toEqual([]);
  });
});
