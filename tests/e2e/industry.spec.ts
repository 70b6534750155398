import type { Page } from '@playwright/test';

import { FORMS } from '@/config/forms';
import { industryLandingHref } from '@/config/industries';
import { ROUTES } from '@/config/routes';
import { findIndustryLanding, INDUSTRY_LANDINGS } from '@/content/industryLandings';
import { TEXTS } from '@/content/messages';
import { INDUSTRY_LANDING_PAGE } from '@/content/pages/industryLanding';
import { CONTENT_STATE } from '@/content/ui/components';
import { RESEARCH_LEADS, SEGMENT_LIST } from '@/content/ui/industry';
import { INDUSTRY_FAILURE_ID } from '@/qa/switches';

import { ACTIVITIES } from '../../mock/data/activities';
import { CASES } from '../../mock/data/cases';
import { INDUSTRY_SEGMENTS } from '../../mock/data/industries';
import { SERVICES } from '../../mock/data/services';
import { appUrl, expect, openPage, test } from './support/fixtures';

const OPENID = 'o-industry-e2e';
const LANDING_ROUTES = ROUTES.filter((r) => r.page === 'IndustryLanding');
const isIndustryCall = (url: string) => url.includes('/api/platform/industry');
const panelLink = (page: Page, slug: string) => page.locator(`[data-slug="${slug}"]`).getByTestId('industry-panel-link');

test.describe('/industry overview (no common layout)', () => {
  test('has no site header, navigation or footer of the layout, and its own way home', async ({ page, consoleErrors }) => {
    await openPage(page, '/industry');
    await expect(page.locator('.site-header, .site-footer, #site-nav')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toBeVisible();
    await page.getByTestId('industry-home-link').click();
    await expect(page).toHaveURL(appUrl('/'));
    await expect(page.locator('.site-header')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('shows all seven industries with their sub-segments and a landing link that carries ?id=', async ({ page, consoleErrors }) => {
    await openPage(page, '/industry');
    await expect(page.getByTestId('industry-panel')).toHaveCount(INDUSTRY_LANDINGS.length);
    for (const industry of INDUSTRY_LANDINGS) {
      const panel = page.locator(`[data-slug="${industry.slug}"]`);
      await expect(panel.getByRole('heading', { level: 2 })).toHaveText(industry.name);
      for (const segment of industry.segments) await expect(panel.getByText(segment.name, { exact: true })).toBeVisible();
      await expect(panelLink(page, industry.slug)).toHaveAttribute('href', appUrl(industryLandingHref(industry)));
    }
    expect(consoleErrors).toEqual([]);
  });

  test('closes with links to the enquiry forms', async ({ page, consoleErrors }) => {
    await openPage(page, '/industry');
    const forms = page.locator('.ind-cta__form');
    await expect(forms.nth(3)).toBeVisible();
    const first = FORMS.filter((f) => f.kind === 'service')[0];
    await expect(forms.first()).toContainText(first.title ?? first.topic);
    await forms.first().click();
    await expect(page).toHaveURL(appUrl(first.path));
    expect(consoleErrors).toEqual([]);
  });

  test('each panel link opens its landing page with ?id= and that industry list', async ({ page, consoleErrors }) => {
    await page.addInitScript((openid) => localStorage.setItem('openid', openid), OPENID);
    await openPage(page, '/industry');
    for (const industry of INDUSTRY_LANDINGS) {
      await expect(page.getByTestId('industry-panel')).toHaveCount(INDUSTRY_LANDINGS.length);
      const call = page.waitForRequest((r) => isIndustryCall(r.url()) && new URL(r.url()).searchParams.get('id') === industry.id);
      await panelLink(page, industry.slug).click();
      await call;
      await expect(page).toHaveURL(appUrl(industryLandingHref(industry)));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(industry.name);
      const items = page.getByTestId('industry-list').getByTestId('industry-item');
      await expect(items).toHaveCount(INDUSTRY_SEGMENTS[industry.id].length);
      await expect(items.first()).toContainText(INDUSTRY_SEGMENTS[industry.id][0].name);
      // Back in the app's own history (no reload).
      await page.goBack();
    }
    expect(consoleErrors).toEqual([]);
  });

  test('the next landing page never shows the previous landing list while its own loads', async ({ page, consoleErrors }) => {
    const [first, second] = INDUSTRY_LANDINGS;
    await openPage(page, '/industry');
    await panelLink(page, first.slug).click();
    await expect(page.getByTestId('industry-item')).toHaveCount(INDUSTRY_SEGMENTS[first.id].length);
    await page.goBack();

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/platform/industry**', async (route) => {
      await held;
      await route.continue();
    });
    await panelLink(page, second.slug).click();
    await expect(page.getByText(SEGMENT_LIST.loading)).toBeVisible();
    await expect(page.getByText(INDUSTRY_SEGMENTS[first.id][0].name, { exact: true })).toHaveCount(0);
    release();
    await expect(page.getByTestId('industry-item').first()).toContainText(INDUSTRY_SEGMENTS[second.id][0].name);
    expect(consoleErrors).toEqual([]);
  });
});

test('/industry uses the site palette: one brand colour for every panel, no per-industry accents', async ({ page, consoleErrors }) => {
  await openPage(page, '/industry');
  const colours = await page
    .getByTestId('industry-panel')
    .evaluateAll((panels) =>
      panels.map((p) =>
        [
          getComputedStyle(p).borderTopColor,
          getComputedStyle(p.querySelector('[data-testid="industry-panel-link"]')!).backgroundColor,
        ].join(' '),
      ),
    );
  expect(new Set(colours).size).toBe(1);
  expect(consoleErrors).toEqual([]);
});

test.describe('industry landing pages', () => {
  test('introduce the research leads (initials, role, years, focus) and say where their figures come from', async ({
    page,
    consoleErrors,
  }) => {
    const industry = INDUSTRY_LANDINGS[5];
    await openPage(page, industryLandingHref(industry));
    const leads = page.getByTestId('research-leads').locator('li');
    await expect(leads).toHaveCount(industry.leads.length);
    for (const [i, lead] of industry.leads.entries()) {
      await expect(leads.nth(i).getByTestId('initials-avatar')).toHaveText(lead.name.slice(0, 1));
      await expect(leads.nth(i)).toContainText(lead.role);
      await expect(leads.nth(i)).toContainText(RESEARCH_LEADS.role(lead.role, lead.years));
      await expect(leads.nth(i)).toContainText(lead.focus);
    }
    await expect(page.getByTestId('figure-source')).toContainText(INDUSTRY_LANDING_PAGE.hero.source(industry.name));
    expect(consoleErrors).toEqual([]);
  });

  for (const route of LANDING_ROUTES) {
    const industry = findIndustryLanding(route.industrySlug)!;
    test(`${route.path}?id=${industry.id}: list, services, activities, one h1`, async ({ page, consoleErrors }) => {
      await page.addInitScript((openid) => localStorage.setItem('openid', openid), OPENID);
      const call = page.waitForRequest((r) => isIndustryCall(r.url()));
      await openPage(page, `${route.path}?id=${industry.id}`);
      const params = new URL((await call).url()).searchParams;
      expect(params.get('id')).toBe(industry.id);
      expect(params.get('openid')).toBe(OPENID);

      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(industry.name);
      await expect(page.locator('.site-header')).toBeVisible();

      const list = page.getByTestId('industry-list');
      for (const item of INDUSTRY_SEGMENTS[industry.id]) {
        await expect(list.getByRole('heading', { name: item.name, exact: true })).toBeVisible();
      }

      const services = SERVICES.filter((s) => s.industries.includes(industry.slug));
      const cards = page.getByTestId('industry-services').getByTestId('service-card');
      await expect(cards).toHaveCount(services.length);
      for (const s of services) await expect(cards.getByRole('link', { name: s.name, exact: true })).toBeVisible();

      const upcoming = ACTIVITIES.filter((a) => a.industry === industry.slug && a.status !== 'past');
      if (upcoming.length > 0) {
        await expect(page.getByTestId('industry-activities').getByTestId('activity-card')).toHaveCount(Math.min(3, upcoming.length));
      } else {
        await expect(page.getByText(INDUSTRY_LANDING_PAGE.activities.empty.title)).toBeVisible();
      }

      for (const q of industry.questions) await expect(page.getByText(q, { exact: true })).toBeVisible();
      const related = page.getByTestId('industry-related');
      await expect(related.locator(`a[href="${appUrl(`/case?industry=${industry.slug}`)}"]`)).toBeVisible();
      await expect(related.locator(`a[href="${appUrl(`/down?industry=${industry.slug}`)}"]`)).toBeVisible();
      const caseIds = CASES.filter((c) => c.industry === industry.slug).map((c) => c.id);
      await expect(related.getByTestId('case-card')).toHaveCount(Math.min(2, caseIds.length));
      const shownCases = await related.getByTestId('case-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-case-id')));
      for (const id of shownCases) expect(caseIds).toContain(id);
      await expect(page.getByTestId('industry-form-cta')).toHaveAttribute('href', appUrl(industry.formPath));
      expect(consoleErrors).toEqual([]);
    });
  }

  test('shows a loading state while the industry list is on its way', async ({ page, consoleErrors }) => {
    const industry = INDUSTRY_LANDINGS[0];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/platform/industry**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(appUrl(industryLandingHref(industry)));
    await expect(page.getByText(SEGMENT_LIST.loading)).toBeVisible();
    release();
    await expect(page.getByTestId('industry-item')).toHaveCount(INDUSTRY_SEGMENTS[industry.id].length);
    await expect(page.getByText(SEGMENT_LIST.loading)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('opened without ?id=, the page asks for its own id once and leaves the address as it was', async ({ page, consoleErrors }) => {
    const industry = INDUSTRY_LANDINGS[3];
    const calls: string[] = [];
    page.on('request', (r) => isIndustryCall(r.url()) && calls.push(new URL(r.url()).searchParams.get('id') ?? ''));
    await page.goto(appUrl(`/industryLanding/${industry.slug}?utm_source=wechat`));
    await expect(page.getByTestId('industry-item')).toHaveCount(INDUSTRY_SEGMENTS[industry.id].length);
    expect(calls).toEqual([industry.id]);
    await expect(page).toHaveURL(appUrl(`/industryLanding/${industry.slug}?utm_source=wechat`));
    await expect(page.getByTestId('industry-item')).toHaveCount(INDUSTRY_SEGMENTS[industry.id].length);
    expect(consoleErrors).toEqual([]);
  });

  test('a failing id shows 加载失败, a retry and a page that is still readable', async ({ page, consoleErrors }) => {
    const industry = INDUSTRY_LANDINGS[0];
    await page.goto(appUrl(`/industryLanding/${industry.slug}?id=${INDUSTRY_FAILURE_ID}`));
    await expect(page.locator('.ant-message').getByText(TEXTS.loadFailed)).toBeVisible();
    const state = page.locator('#ind-segments-title').locator('xpath=..').getByRole('alert');
    await expect(state).toContainText(CONTENT_STATE.errorTitle);
    await expect(page.getByTestId('industry-item')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveText(industry.name);
    await expect(page.getByTestId('industry-services').getByTestId('service-card').first()).toBeVisible();
    // Retrying asks the service again with the same id.
    await expect(page.locator('.ant-message').getByText(TEXTS.loadFailed)).toBeHidden({ timeout: 4_000 });
    const retry = page.waitForRequest((r) => isIndustryCall(r.url()) && new URL(r.url()).searchParams.get('id') === INDUSTRY_FAILURE_ID);
    await state.getByRole('button', { name: CONTENT_STATE.retry }).click();
    await retry;
    await expect(page.locator('.ant-message').getByText(TEXTS.loadFailed)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('industry list', () => {
  test('is requested with id, openid and token on the first page', async ({ page, consoleErrors }) => {
    await page.addInitScript(() => localStorage.setItem('openid', 'o-e2e-visitor'));
    const call = page.waitForRequest((r) => r.url().includes('/api/platform/industry'));
    await page.goto(appUrl('/industryLanding/two?id=2'));
    const url = new URL((await call).url());
    expect(url.searchParams.get('id')).toBe('2');
    expect(url.searchParams.get('openid')).toBe('o-e2e-visitor');
    expect(url.searchParams.has('token')).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('is requested again when navigating to another landing page', async ({ page }) => {
    await openPage(page, '/test');
    const call = page.waitForRequest((r) => r.url().includes('/api/platform/industry') && r.url().includes('id=5'));
    await page.evaluate(() => {
      window.history.pushState({}, '', '/html/industryLanding/five?id=5');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await call;
  });

  test('shows 加载失败 when the service answers another code', async ({ page, consoleErrors }) => {
    await page.goto(appUrl('/industryLanding/two?id=0'));
    await expect(page.locator('.ant-message').getByText(TEXTS.loadFailed)).toBeVisible();
    await expect(page.locator('.ant-message').getByText(TEXTS.loadFailed)).toBeHidden({ timeout: 4_000 });
    expect(consoleErrors).toEqual([]);
  });
});
