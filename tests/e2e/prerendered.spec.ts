import type { Page } from '@playwright/test';

import { NAME } from '@/config/forms/fields';
import { industryLandingHref } from '@/config/industries';
import { NOT_FOUND_ROUTE, ROUTES } from '@/config/routes';
import { DEFAULT_TITLE, pageTitle } from '@/content/firm';
import { INDUSTRY_LANDINGS } from '@/content/industryLandings';
import { industryPageTitle } from '@/content/labels/routes';
import { NOT_FOUND_PAGE } from '@/content/pages/notFound';
import { CONTENT_KINDS, ITEM_PAGES } from '@/kinds';
import { KIND_MODULES } from '@/kinds/all';

import { ACTIVITIES } from '../../mock/data/activities';
import { INSIGHTS } from '../../mock/data/insights';
import { MATERIALS } from '../../mock/data/materials';
import { appUrl, expect, openPage, test } from './support/fixtures';
import { headerLink } from './support/navigation';
import { arrive, TAKEN_OVER } from './support/takeover';

/** What a visitor (and a search engine) gets before any script runs, and how the script takes over. */

const activity = ACTIVITIES.find((a) => a.status === 'open')!;
const insight = INSIGHTS[0];
const material = MATERIALS.find((m) => !m.gated)!;

/** Pages with their own content at an address: every route, the industry landings with their id, one item of each kind. */
const PAGES: { url: string; title: string; layout: boolean }[] = [
  // An English page's title is its own (it names the firm in English).
  ...ROUTES.map((r) => ({ url: r.path, title: r.locale === 'en' ? r.title! : pageTitle(r.title), layout: r.layout })),
  ...INDUSTRY_LANDINGS.map((i) => ({ url: industryLandingHref(i), title: pageTitle(industryPageTitle(i.name)), layout: true })),
  { url: `/activeInfo?id=${activity.id}`, title: pageTitle(activity.title, CONTENT_KINDS.activity.name), layout: true },
  { url: `/deepInsight?id=${insight.id}`, title: pageTitle(insight.title, CONTENT_KINDS.insight.name), layout: true },
  { url: `/downPdf?id=${material.id}`, title: pageTitle(material.title, CONTENT_KINDS.material.name), layout: true },
];

test.describe('with JavaScript switched off, every page reads as a page', () => {
  test.use({ javaScriptEnabled: false });
  for (const { url, title, layout } of PAGES) {
    test(`${url}`, async ({ page }) => {
      const response = await page.goto(appUrl(url));
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('.page-loading')).toHaveCount(0);
      if (layout) {
        await expect(page.locator('header.site-header nav')).toBeVisible();
        await expect(page.locator('footer.site-footer')).toBeVisible();
      }
      // Styled: the design tokens and the page's own stylesheets are in the HTML.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand').trim())).not.toBe('');
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('PingFang SC');
    });
  }

  test('a lead form shows its fields, and an item page its content', async ({ page }) => {
    await page.goto(appUrl('/meetingForm'));
    await expect(page.getByLabel(NAME.label)).toBeVisible();
    await expect(page.getByTestId('submit')).toBeVisible();
    await page.goto(appUrl(`/activeInfo?id=${activity.id}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(activity.title);
    await expect(page.getByText(activity.agenda[0].topic)).toBeVisible();
  });
});

test.describe('the script takes over the pre-rendered page without replacing it', () => {
  const keyPages = [
    '/',
    '/service',
    '/activeList',
    '/meetingForm',
    '/industryLanding/two?id=2',
    '/aboutUs',
    `/deepInsight?id=${insight.id}`,
    `/activeInfo?id=${activity.id}`,
    `/downPdf?id=${material.id}`,
  ];
  for (const url of keyPages) {
    test(url, async ({ page, consoleErrors }) => {
      // The same heading and lead paragraph, now React's: hydrated, not rendered again; no layout shift.
      expect(await arrive(page, url)).toEqual(TAKEN_OVER);
      await expect(page.locator('.page-loading')).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('data that changes between builds is fetched again after the take-over', async ({ page, consoleErrors }) => {
    let detailRequests = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/platform/activities/detail')) detailRequests += 1;
    });
    await openPage(page, `/activeInfo?id=${activity.id}`);
    await expect.poll(() => detailRequests, { timeout: 15_000 }).toBe(1); // once the page has been quiet for 5 s
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('pre-rendered lead forms', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the form controls run only when the form is reached, and what was typed before is kept', async ({ page, consoleErrors }) => {
    await openPage(page, '/meetingForm');
    const form = page.getByTestId('lead-form');
    // In view on arrival, but not reached for yet: plain HTML, its script has not run.
    await page.waitForTimeout(500);
    await expect(form).not.toHaveAttribute('data-ready', 'true');
    const name = page.getByLabel(NAME.label);
    await name.click();
    await page.keyboard.type('王晓明', { delay: 30 });
    await expect(form).toHaveAttribute('data-ready', 'true');
    await expect(name).toHaveValue('王晓明');
    await page.keyboard.type('林');
    await expect(name).toHaveValue('王晓明林');
    expect(consoleErrors).toEqual([]);
  });

  test('a group of choices shown while the HTML still arrives does not move as its other choices come in', async ({ page }) => {
    // A slow phone paints the page while its HTML is parsed: the survey's first question at 390 px is two lines of
    // radios, and was painted with its first choices only (one line), 7 px lower (a layout shift seen in the tests).
    await openPage(page, '/fiveteen');
    const group = page.locator('[data-field="role"] .ant-form-item-control-input-content');
    const top = () => group.evaluate((el) => el.getBoundingClientRect().top);
    const whole = await top();
    const tail = await group.evaluate((el) => {
      const choices = [...el.querySelectorAll('.ant-radio-wrapper')].slice(2);
      choices.forEach((c) => c.remove());
      return choices.length;
    });
    expect(tail).toBeGreaterThan(0);
    expect(await top()).toBe(whole);
  });

  test("antd's pre-rendered styles serve the running form: one theme, its variables written once", async ({ page, consoleErrors }) => {
    await openPage(page, '/meetingForm');
    const themeStyles = () =>
      page.evaluate(() => [...document.querySelectorAll('style')].filter((s) => s.textContent?.includes('--ant-color-primary:')).length);
    expect(await themeStyles()).toBe(1);
    await page.getByLabel(NAME.label).click();
    await expect(page.getByTestId('lead-form')).toHaveAttribute('data-ready', 'true');
    // A drop-down rendered in the browser carries the theme of the pre-rendered fields.
    await page.locator('form .ant-select').first().click();
    await expect(page.locator('.ant-select-dropdown')).toBeVisible();
    const themes = await page.evaluate(() => [
      ...new Set(
        [...document.querySelectorAll('[class*="css-var-"]')].flatMap((e) => [...e.classList].filter((c) => c.startsWith('css-var-'))),
      ),
    ]);
    expect(themes).toHaveLength(1);
    expect(await themeStyles()).toBe(1);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('addresses the build did not pre-render', () => {
  test('an item newer than the build opens its page frame, then its own state', async ({ page, consoleErrors }) => {
    const raw = await (await page.request.get(appUrl('/activeInfo?id=act-not-built-yet'))).text();
    expect(raw).toContain('site-header');
    expect(raw).toContain('content-state--loading');
    await openPage(page, '/activeInfo?id=act-not-built-yet');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(KIND_MODULES.activity.copy.item.notFound.title);
    expect(consoleErrors).toEqual([]);
  });

  test('a filtered list served with its unfiltered page shows the filter', async ({ page, consoleErrors }) => {
    await openPage(page, '/service?industry=two');
    await expect(page.getByTestId('service-industry')).toHaveValue('two');
    const cards = page.getByTestId('service-card');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThan(6);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('search engines and link previews', () => {
  const head = async (page: Page, url: string) => {
    const html = await (await page.request.get(appUrl(url))).text();
    await page.setContent(html.replace(/<script(?![^>]*type="application\/(ld\+)?json")[^>]*>[^<]*<\/script>/g, ''));
    const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = structured.map((s) => JSON.parse(s) as { '@type': string; itemListElement?: { name: string; item: string }[] });
    return { html, types: data.map((d) => d['@type']), trail: data.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement };
  };

  test('an activity carries its title, description, canonical URL, preview and Event data', async ({ page }) => {
    const { types } = await head(page, `/activeInfo?id=${activity.id}`);
    await expect(page).toHaveTitle(pageTitle(activity.title, CONTENT_KINDS.activity.name));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', activity.summary);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https:\/\/.+\/html\/activeInfo\?id=/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      pageTitle(activity.title, CONTENT_KINDS.activity.name),
    );
    // Its own wide picture first (link previews take the first), then its square one.
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
      'content',
      new RegExp(`^https://.+/html/share/activity/${activity.id}-wide\\.png$`),
    );
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /activeInfo\?id=/);
    expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'Event']));
  });

  test("an item's breadcrumbs lead home, through the list it belongs to, to the item", async ({ page }) => {
    const { trail } = await head(page, `/activeInfo?id=${activity.id}`);
    expect(trail?.map((step) => step.name)).toEqual([headerLink('/'), CONTENT_KINDS.activity.name, activity.title]);
    expect(trail?.map((step) => new URL(step.item).pathname + new URL(step.item).search)).toEqual([
      '/html/',
      '/html/activeList',
      `/html/activeInfo?id=${activity.id}`,
    ]);
    // A form about the activity is not the activity: no trail of its own.
    expect((await head(page, `/activeForm?id=${activity.id}`)).trail).toBeUndefined();
  });

  test('home and about describe the firm; insights are articles; private pages stay out', async ({ page }) => {
    expect((await head(page, '/')).types).toContain('Organization');
    expect((await head(page, '/aboutUs')).types).toContain('Organization');
    expect((await head(page, `/deepInsight?id=${insight.id}`)).types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
    await head(page, '/user');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });

  test('the sitemap lists every indexable page and item, robots.txt keeps private pages out', async ({ page }) => {
    const sitemap = await (await page.request.get(appUrl('/sitemap.xml'))).text();
    // An item's own page without its ?id= shows the kind's not-found state: it is listed only with the ids of its items.
    const itemOnly = ITEM_PAGES.filter(({ kind, path }) => path !== CONTENT_KINDS[kind].parent).map((p) => p.path);
    for (const r of ROUTES.filter((x) => !x.noindex && !x.path.startsWith('/industryLanding/') && !itemOnly.includes(x.path)))
      expect(sitemap).toContain(`/html${r.path.replace(/&/g, '&amp;')}</loc>`);
    for (const path of itemOnly) expect(sitemap).not.toContain(`/html${path}</loc>`);
    expect(sitemap).toContain(`/html/activeInfo?id=${activity.id}</loc>`);
    expect(sitemap).toContain(`/html/downPdf?id=${material.id}</loc>`);
    for (const r of ROUTES.filter((x) => x.noindex)) expect(sitemap).not.toContain(`/html${r.path}</loc>`);
    const robots = await (await page.request.get(appUrl('/robots.txt'))).text();
    expect(robots).toContain('Disallow: /html/user$');
    expect(robots).toMatch(/Sitemap: https:\/\/.+\/html\/sitemap\.xml/);
  });

  test('an unknown address answers HTTP 404 with the not-found page', async ({ page }) => {
    const response = await page.goto(appUrl('/no-such-page'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: NOT_FOUND_PAGE.title })).toBeVisible();
    await expect(page).toHaveTitle(`${NOT_FOUND_ROUTE.title} - ${DEFAULT_TITLE}`);
  });
});

test.describe('the preview server, as the browser tests and the benchmark see the site', () => {
  test("answers an item's ?id= with its own page, and an id no page answers with the frame and HTTP 404, as nginx does", async ({
    request,
  }) => {
    const known = await request.get(appUrl(`/activeInfo?id=${activity.id}`));
    expect(known.status()).toBe(200);
    expect(await known.text()).toContain(activity.title);
    const unknown = await request.get(appUrl('/activeInfo?id=act-newer-than-the-build'));
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain('content-state--loading');
  });

  test('sends pages and scripts compressed, as nginx does, and still says no-transform', async ({ request }) => {
    const page = await request.get(appUrl('/meetingForm'), { headers: { 'Accept-Encoding': 'gzip' } });
    const html = await page.text();
    const script = html.match(/\/html\/umi\.[0-9a-f]{8}\.js/)![0];
    for (const [res, cacheControl] of [
      [page, 'no-cache, no-transform'],
      [await request.get(script, { headers: { 'Accept-Encoding': 'gzip' } }), 'public, max-age=31536000, immutable, no-transform'],
    ] as const) {
      expect(res.headers()['content-encoding'], res.url()).toBe('gzip');
      expect(res.headers()['cache-control'], res.url()).toBe(cacheControl);
    }
  });
});
