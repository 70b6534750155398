import type { Page } from '@playwright/test';
import { OFFICES } from '@/config/company';
import { INDUSTRY_LANDINGS } from '@/config/industries';
import { ACTIVITIES } from '../../mock/data/activities';
import { SERVICES } from '../../mock/data/services';
import { appUrl, expect, openPage, ownContentTests, routeOf, test } from './support/fixtures';


const firstService = SERVICES[0];
const openActivity = ACTIVITIES.find((a) => a.status === 'open' && a.registered < a.quota)!;
const replayActivity = ACTIVITIES.find((a) => a.status === 'past' && a.replayAvailable)!;
const fullActivity = ACTIVITIES.find((a) => a.status === 'full')!;
const upcomingActivity = ACTIVITIES.find((a) => a.status === 'upcoming')!;

/** Each page of this area, opened with a real item where it needs one, and what proves its own content shows. */
ownContentTests('content pages show their own content', [
  { path: routeOf('Service').path, content: (p) => p.getByTestId('service-card') },
  { path: `${routeOf('ServiceContent').path}?id=${firstService.id}`, content: (p) => p.getByTestId('service-detail') },
  { path: routeOf('ActiveList').path, content: (p) => p.getByTestId('activity-card') },
  { path: `${routeOf('ActiveInfo').path}?id=${openActivity.id}`, content: (p) => p.getByTestId('activity-detail') },
  { path: routeOf('AboutUs').path, content: (p) => p.getByTestId('compliance-statement') },
  { path: routeOf('ContactUs').path, content: (p) => p.locator('.contact__office') },
]);

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
  await expect(page.getByTestId('related-content').getByRole('link').first()).toHaveAttribute('href', appUrl(`/case?service=${target.id}`));
  await page.getByText(target.faq[0].question).click();
  await expect(page.getByText(target.faq[0].answer)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test.describe('activity list filters', () => {
  const cards = (page: Page) => page.getByTestId('activity-card');

  test('industry, format and time filters change the list without a reload and survive one', async ({ page, consoleErrors }) => {
    await openPage(page, routeOf('ActiveList').path);
    await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
    const upcomingTotal = ACTIVITIES.filter((a) => a.status !== 'past').length;
    await expect(page.getByTestId('activity-total')).toContainText(`共 ${upcomingTotal} 场`);

    const tech = INDUSTRY_LANDINGS.find((i) => i.slug === 'eight')!;
    await page.getByTestId('activity-industry').selectOption(tech.slug);
    await expect(page).toHaveURL(/industry=eight/);
    const techUpcoming = ACTIVITIES.filter((a) => a.status !== 'past' && a.industry === 'eight');
    await expect(cards(page)).toHaveCount(techUpcoming.length);
    for (const card of await cards(page).all()) await expect(card).toContainText(tech.name);

    await page.getByRole('button', { name: '直播', exact: true }).click();
    await expect(page).toHaveURL(/format=live/);
    const techLive = techUpcoming.filter((a) => a.format === 'live');
    await expect(cards(page)).toHaveCount(techLive.length);
    await expect(cards(page).first()).toContainText(techLive[0].title);
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);

    await page.reload();
    await expect(page.getByTestId('activity-industry')).toHaveValue('eight');
    await expect(page.getByRole('button', { name: '直播', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(techLive.length);

    await page.getByRole('button', { name: '往期回顾' }).click();
    await expect(page).toHaveURL(/when=past/);
    await page.getByRole('button', { name: '清除筛选' }).first().click();
    await expect(page).not.toHaveURL(/industry=|format=/);
    await expect(page.getByTestId('activity-total')).toContainText(`共 ${ACTIVITIES.filter((a) => a.status === 'past').length} 场往期`);
    expect(consoleErrors).toEqual([]);
  });

  test('a filter with no match shows the empty state with a way out', async ({ page, consoleErrors }) => {
    await openPage(page, `${routeOf('ActiveList').path}?industry=five&format=offline`);
    await expect(page.getByText('暂无符合条件的活动')).toBeVisible();
    await page.getByRole('button', { name: '清除筛选' }).last().click();
    await expect(cards(page).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('pages through the list, keeping the page in the query string', async ({ page, consoleErrors }) => {
    await openPage(page, `${routeOf('ActiveList').path}?when=past`);
    const ids = () => cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-activity-id')));
    await expect(cards(page).first()).toBeVisible();
    const firstPage = await ids();
    await page.getByRole('button', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(/when=past&page=2/);
    await expect(page.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
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
      await openPage(page, routeOf('ActiveList').path);
      await expect(page.getByRole('alert').filter({ hasText: '加载失败' })).toBeVisible();
      // The request layer told the visitor what happened.
      await expect(page.getByText('服务暂时不可用（500）')).toBeVisible();
      await page.unroute('**/api/platform/activities?**');
      await page.getByRole('button', { name: '重新加载' }).click();
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
    await expect(page.getByTestId('activity-cta')).toHaveText('立即报名');
    await expect(page.getByTestId('activity-cta')).toHaveAttribute('href', appUrl(`/activeForm?id=${openActivity.id}`));
    await expect(page.getByText(`剩余 ${openActivity.quota - openActivity.registered} / ${openActivity.quota} 个名额`)).toBeVisible();
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
    await expect(page.getByTestId('activity-cta-status')).toHaveText('名额已满');
    await expect(page.getByTestId('activity-cta')).toHaveCount(0);
    await openPage(page, `/activeInfo?id=${upcomingActivity.id}`);
    await expect(page.getByTestId('activity-cta-status')).toHaveText('报名尚未开放，敬请期待');
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('unknown or missing ids show a friendly not-found state', () => {
  const cases = [
    { path: '/activeInfo?id=no-such-activity', heading: '没有找到这场活动', back: '/activeList' },
    { path: '/activeInfo', heading: '没有找到这场活动', back: '/activeList' },
    { path: '/serviceContent?id=no-such-service', heading: '没有找到这项服务', back: '/service' },
    { path: '/serviceContent', heading: '没有找到这项服务', back: '/service' },
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
});

test('the about page tells the history, offices, vetting and compliance', async ({ page, consoleErrors }) => {
  await openPage(page, routeOf('AboutUs').path);
  await expect(page.locator('.about__timeline li').first()).toContainText('2014');
  await expect(page.locator('.about__offices li')).toHaveCount(OFFICES.length);
  await expect(page.getByTestId('compliance-statement')).toContainText('重大非公开信息');
  await expect(page.getByTestId('compliance-statement')).toContainText('利益冲突');
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
