import type { Page } from '@playwright/test';

import { DOWNLOAD_FORM } from '@/config/forms';
import { RECEIVER_EMAIL } from '@/config/forms/fields';
import { FIELD_LABELS } from '@/content/labels/fields';
import { ARTICLE_HUB_PAGE } from '@/content/pages/articleHub';
import { DOWN_COLLECT_PAGE } from '@/content/pages/downCollect';
import { DOWN_PDF_PAGE } from '@/content/pages/downPdf';
import { MATERIAL_READER_PAGE } from '@/content/pages/materialReader';
import { MATERIALS_PAGE } from '@/content/pages/materials';
import { USER_PAGE } from '@/content/pages/user';
import { FIELD_CONTROL } from '@/content/ui/leadForms';
import { PAGER } from '@/content/ui/listControls';
import { COPY_LINK, DOWNLOAD_GATE, MATERIAL_CARD, OPEN_IN_BROWSER_HINT, REPORTS_SECTION, SEND_BY_EMAIL } from '@/content/ui/materials';
import { MATERIAL_VIEW } from '@/content/ui/materialTypes';
import { VALIDATION_MESSAGES } from '@/content/ui/validation';
import { CONSENT_MESSAGE, validateField } from '@/features/leads/validation';

import { HOT_TOPICS } from '../../mock/data/hotTopics';
import { INSIGHTS } from '../../mock/data/insights';
import { MATERIALS } from '../../mock/data/materials';
import { SERVICES } from '../../mock/data/services';
import { queryMaterials } from '../../mock/platform/items';
import { anyOf } from './support/catalogue';
import { appUrl, expect, openPage, ownContentTests, routeOf, test } from './support/fixtures';
import { emailFor, errorsOf, fillForm, formReady, leadsWith, uniqueToken, waitForFillTime } from './support/leadForm';
import { idsOn, markNoReload, newestFirst, stillNoReload } from './support/lists';
import { knownVisitor } from './support/wechat';

/** The library: the materials centre, downloads (open, gated, inside WeChat), saved materials, brochures, the 知识库 search. */

const openMaterial = MATERIALS.find((m) => !m.gated && m.type === 'report')!;
const gatedMaterial = MATERIALS.find((m) => m.gated)!;
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';

/** Each page of this area, with a real item where it needs one, and what proves its own content shows. */
ownContentTests('library pages show their own content', [
  { path: routeOf('Materials').path, content: (p) => p.getByTestId('material-card') },
  { path: `${routeOf('DownPdf').path}?id=${openMaterial.id}`, content: (p) => p.getByTestId('material-detail') },
  { path: `${routeOf('MaterialReader').path}?id=${openMaterial.id}`, content: (p) => p.getByTestId('open-in-browser-steps') },
  { path: routeOf('DownCollect').path, content: (p) => p.getByText(DOWN_COLLECT_PAGE.empty.title) },
  { path: routeOf('ServiceDown').path, content: (p) => p.getByTestId('brochure-group') },
  { path: routeOf('ArticleHub').path, content: (p) => p.getByTestId('library-insights').getByTestId('insight-card') },
]);

test.describe('material list', () => {
  const cards = (page: Page) => page.getByTestId('material-card');

  test('type and industry filters change the list without a reload and survive one', async ({ page, consoleErrors }) => {
    await openPage(page, '/down');
    await markNoReload(page);
    await expect(page.getByTestId('list-total')).toHaveText(MATERIALS_PAGE.total(MATERIALS.length));

    await page.getByTestId('filter-type').getByRole('button', { name: MATERIAL_VIEW.type.whitepaper }).click();
    await expect(page).toHaveURL(/\?type=whitepaper$/);
    const papers = queryMaterials({ type: 'whitepaper', pageSize: 50 }).list;
    await expect(cards(page)).toHaveCount(papers.length);

    await page.getByTestId('filter-industry').selectOption('seven');
    await expect(page).toHaveURL(/type=whitepaper&industry=seven/);
    const expected = queryMaterials({ type: 'whitepaper', industry: 'seven', pageSize: 50 }).list;
    await expect(cards(page)).toHaveCount(expected.length);
    await expect.poll(() => idsOn(cards(page), 'data-material-id')).toEqual(expected.map((m) => m.id));
    expect(await stillNoReload(page)).toBe(true);

    await page.reload();
    await expect(page.getByTestId('filter-industry')).toHaveValue('seven');
    await expect(page.getByTestId('filter-type').getByRole('button', { name: MATERIAL_VIEW.type.whitepaper })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(cards(page)).toHaveCount(expected.length);
    expect(consoleErrors).toEqual([]);
  });

  test('pages through the list, keeping the page in the query string', async ({ page, consoleErrors }) => {
    await openPage(page, '/down');
    await markNoReload(page);
    await page
      .getByRole('navigation', { name: MATERIALS_PAGE.pagerLabel })
      .getByRole('button', { name: PAGER.page(2) })
      .click();
    await expect(page).toHaveURL(/\?page=2$/);
    const second = queryMaterials({ page: 2 }).list;
    await expect(cards(page).first()).toHaveAttribute('data-material-id', second[0].id);
    await expect.poll(() => idsOn(cards(page), 'data-material-id')).toEqual(second.map((m) => m.id));
    expect(await stillNoReload(page)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test("?service= from a service page shows only that service's materials, and can be removed", async ({ page, consoleErrors }) => {
    const service = SERVICES.find((s) => s.id === 'training')!;
    await openPage(page, `/down?service=${service.id}`);
    await expect(page.getByTestId('filter-service')).toContainText(service.name);
    await expect(cards(page)).toHaveCount(MATERIALS.filter((m) => m.service === service.id).length);
    await page.getByRole('button', { name: MATERIALS_PAGE.filter.clearService }).click();
    await expect(page).toHaveURL(appUrl('/down'));
    await expect(page.getByTestId('list-total')).toHaveText(MATERIALS_PAGE.total(MATERIALS.length));
    expect(consoleErrors).toEqual([]);
  });

  test("a card opens that material's download page", async ({ page, consoleErrors }) => {
    await openPage(page, `/down?type=${openMaterial.type}`);
    await page.locator(`[data-material-id="${openMaterial.id}"] .material-card__link`).click();
    await expect(page).toHaveURL(appUrl(`/downPdf?id=${openMaterial.id}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(openMaterial.title);
    await expect(page.getByTestId('material-facts')).toContainText(DOWN_PDF_PAGE.facts.pagesValue(openMaterial.pages));
    for (const finding of openMaterial.keyFindings) await expect(page.getByText(finding)).toBeVisible();
    await expect(page.locator('#pdf-contents-title + ol li')).toHaveText(
      openMaterial.contents.map((c, i) => `${String(i + 1).padStart(2, '0')}${c}`),
    );
    expect(consoleErrors).toEqual([]);
  });
});

test('every material card shows its own cover and leads with a primary download button; saving is secondary', async ({
  page,
  consoleErrors,
}) => {
  await openPage(page, '/down');
  const cards = page.getByTestId('material-card');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const card = cards.nth(i);
    const title = (await card.locator('.material-card__title').textContent())!.trim();
    await expect(card.getByTestId('material-cover')).toBeVisible();
    await expect(card.getByTestId('material-cover')).toContainText([...title].slice(0, 4).join(''));
    const download = card.getByTestId('material-download-link');
    await expect(download).toHaveClass(/btn--primary/);
    await expect(download).toHaveText(new RegExp(`^(${MATERIAL_CARD.freeDownload}|${MATERIAL_CARD.gatedDownload})$`));
    await expect(card.getByTestId('save-button')).not.toHaveClass(/btn--primary/);
  }
  await cards.first().getByTestId('material-download-link').click();
  await expect(page).toHaveURL(/\/html\/downPdf\?id=/);
  // The material page starts with its cover and title at the top, its download as the primary action.
  await expect(page.getByTestId('material-detail').getByTestId('material-cover')).toBeVisible();
  await expect(page.getByTestId('hero-download')).toHaveClass(/btn--primary/);
  const titleTop = (await page.locator('h1').boundingBox())!.y;
  expect(titleTop).toBeLessThan(400);
  expect(consoleErrors).toEqual([]);
});

test('a saved material appears on /downCollect after a reload and can be removed', async ({ page, consoleErrors }) => {
  await openPage(page, `/down?type=${openMaterial.type}`);
  const card = page.locator(`[data-material-id="${openMaterial.id}"]`);
  await card.getByTestId('save-button').click();
  await expect(card.getByTestId('save-button')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('collect-link')).toHaveText(MATERIALS_PAGE.hero.saved(1));

  await openPage(page, '/downCollect');
  await page.reload();
  const item = page.getByTestId('collect-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(openMaterial.title);
  await expect(item.getByRole('link').first()).toHaveAttribute('href', appUrl(`/downPdf?id=${openMaterial.id}`));

  await item.getByRole('button', { name: DOWN_COLLECT_PAGE.list.remove }).click();
  await expect(page.getByText(DOWN_COLLECT_PAGE.empty.title)).toBeVisible();
  await page.reload();
  await expect(page.getByText(DOWN_COLLECT_PAGE.empty.title)).toBeVisible();
  await expect(page.getByRole('link', { name: DOWN_COLLECT_PAGE.empty.action })).toHaveAttribute('href', appUrl('/down'));
  expect(consoleErrors).toEqual([]);
});

test('an open material really downloads a PDF, and the download shows on /user', async ({ page, consoleErrors }) => {
  await openPage(page, `/downPdf?id=${openMaterial.id}`);
  await expect(page.getByTestId('download-gate')).toHaveCount(0);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('material-download').click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await download.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(file).subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');

  await openPage(page, '/user');
  await expect(page.getByRole('region', { name: USER_PAGE.downloads.title })).toContainText(openMaterial.title);
  expect(consoleErrors).toEqual([]);
});

test('a gated material asks for details through the lead form engine, records the lead, then unlocks the download', async ({
  page,
  consoleErrors,
}) => {
  await openPage(page, `/downPdf?id=${gatedMaterial.id}`);
  const gate = page.getByTestId('download-gate');
  await expect(gate).toBeVisible();
  await expect(gate).toContainText(DOWNLOAD_GATE.title);
  await expect(page.getByTestId('material-download')).toHaveCount(0);

  const submit = gate.getByRole('button', { name: DOWNLOAD_FORM.submitLabel });
  // The fill time counts from when the form came alive, not from the page load.
  await formReady(page, gate);
  const openedAt = Date.now();
  await submit.click();
  await expect(errorsOf(page).first()).toBeVisible();
  await expect(gate.getByText(VALIDATION_MESSAGES.required.text(FIELD_LABELS.name.label))).toBeVisible();
  await expect(gate.getByText(CONSENT_MESSAGE)).toBeVisible();
  await expect(gate.getByRole('link', { name: FIELD_CONTROL.privacyLink }).first()).toHaveAttribute('href', appUrl('/privacy'));

  const token = uniqueToken();
  await fillForm(page, DOWNLOAD_FORM, token);
  await waitForFillTime(page, openedAt);
  await submit.click();

  await expect(page.getByTestId('material-download')).toBeVisible();
  const [lead] = await leadsWith(page, emailFor(token));
  expect(lead.formKey).toBe(DOWNLOAD_FORM.key);
  expect(lead.context?.materialId).toBe(gatedMaterial.id);

  await page.reload();
  await expect(page.getByTestId('material-download')).toBeVisible();
  await expect(page.getByTestId('download-gate')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('the service brochures page lists one group per service, each brochure to its download page', async ({ page, consoleErrors }) => {
  await openPage(page, '/serviceDown');
  await expect(page.getByTestId('brochure-group')).toHaveCount(SERVICES.length);
  const brochures = MATERIALS.filter((m) => m.type === 'brochure');
  await expect(page.getByTestId('material-card')).toHaveCount(brochures.length);
  const first = page.getByTestId('brochure-group').first();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText(SERVICES[0].name);
  await first.locator('.material-card__link').first().click();
  await expect(page).toHaveURL(new RegExp(`/downPdf\\?id=`));
  await expect(page.getByTestId('material-detail')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test.describe('inside WeChat', () => {
  test.use({ userAgent: WECHAT_UA });
  // A returning visitor: signed in before, so no sign-in round trip first (tests/e2e/wechat.spec.ts covers that).
  test.beforeEach(async ({ page }) => knownVisitor(page));

  test('/downPdfBak explains how to open the page in a browser, copies the link and sends it by email', async ({ page, consoleErrors }) => {
    await openPage(page, `/downPdfBak?id=${gatedMaterial.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(gatedMaterial.title);
    await expect(page.getByText(MATERIAL_READER_PAGE.lead.wechat)).toBeVisible();
    await expect(page.getByTestId('open-in-browser-steps')).toContainText(MATERIAL_READER_PAGE.open.steps.browser);
    await expect(page.getByRole('img', { name: OPEN_IN_BROWSER_HINT.title })).toBeVisible();
    await expect(page.getByTestId('copy-link-input')).toHaveValue(new RegExp(`/html/downPdf\\?id=${gatedMaterial.id}$`));
    await page.getByTestId('copy-link').click();
    await expect(page.getByRole('status').filter({ hasText: anyOf(COPY_LINK.copied, COPY_LINK.manual) })).toBeVisible();

    const form = page.getByTestId('send-form');
    await form.getByRole('button', { name: SEND_BY_EMAIL.send }).click();
    await expect(form.getByText(validateField(RECEIVER_EMAIL, '')!)).toBeVisible();
    await form.getByLabel(SEND_BY_EMAIL.label).fill('wang@');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: SEND_BY_EMAIL.send }).click();
    await expect(form.getByText(validateField(RECEIVER_EMAIL, 'wang@')!)).toBeVisible();
    await form.getByLabel(SEND_BY_EMAIL.label).fill('wang@company.cn');
    await form.getByRole('button', { name: SEND_BY_EMAIL.send }).click();
    await expect(page.getByTestId('send-done')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('/downPdf points to /downPdfBak instead of a blocked download', async ({ page, consoleErrors }) => {
    await openPage(page, `/downPdf?id=${openMaterial.id}`);
    await expect(page.getByTestId('wechat-notice')).toBeVisible();
    await expect(page.getByTestId('material-download')).toHaveCount(0);
    await page.getByTestId('wechat-fallback-link').click();
    await expect(page).toHaveURL(appUrl(`/downPdfBak?id=${openMaterial.id}`));
    await expect(page.getByTestId('open-in-browser-steps')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('unknown ids show the not-found state', () => {
  for (const path of ['/downPdf?id=no-such-file', '/downPdfBak?id=no-such-file', '/downPdf']) {
    test(path, async ({ page, consoleErrors }) => {
      await openPage(page, path);
      await expect(page.getByTestId('content-not-found')).toBeVisible();
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByTestId('content-not-found').getByRole('link')).toHaveAttribute('href', appUrl('/down'));
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('the Library (/newActive, 知识库)', () => {
  test('search narrows insights and hot topics, and survives a reload', async ({ page, consoleErrors }) => {
    await openPage(page, '/newActive');
    await markNoReload(page);
    const q = '创新药';
    const match = (a: { title: string; tags: string[] }) => a.title.includes(q) || a.tags.includes(q);
    const insights = INSIGHTS.filter(match);
    const hot = HOT_TOPICS.filter(match);
    await page.getByTestId('library-search').fill(q);
    await page.getByRole('button', { name: ARTICLE_HUB_PAGE.search.submit, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(q)}`));
    const results = page.getByTestId('library-results');
    await expect(page.getByTestId('library-count')).toContainText(ARTICLE_HUB_PAGE.results.count(insights.length, hot.length));
    await expect(results.getByTestId('insight-card')).toHaveCount(insights.length);
    await expect(results.getByTestId('hot-topic-card')).toHaveCount(hot.length);
    expect(await stillNoReload(page)).toBe(true);

    await page.reload();
    await expect(page.getByTestId('library-search')).toHaveValue(q);
    await expect(page.getByTestId('library-results').locator('.article-card')).toHaveCount(insights.length + hot.length);

    await page.getByRole('button', { name: ARTICLE_HUB_PAGE.results.clear }).click();
    await expect(page).toHaveURL(appUrl('/newActive'));
    await expect(page.getByTestId('library-insights').getByTestId('insight-card')).toHaveCount(3);
    expect(consoleErrors).toEqual([]);
  });

  test('a search with no match says so; a tag of the cloud searches for it', async ({ page, consoleErrors }) => {
    await openPage(page, `/newActive?q=${encodeURIComponent('量子计算')}`);
    await expect(page.getByText(ARTICLE_HUB_PAGE.results.empty.title)).toBeVisible();
    const tag = '并购';
    await page
      .getByTestId('library-tags')
      .getByRole('link', { name: new RegExp(`^${tag}`) })
      .click();
    await expect(page).toHaveURL(appUrl(`/newActive?q=${encodeURIComponent(tag)}`));
    const count =
      INSIGHTS.filter((i) => i.tags.includes(tag) || i.title.includes(tag)).length +
      HOT_TOPICS.filter((h) => h.tags.includes(tag) || h.title.includes(tag)).length;
    await expect(page.getByTestId('library-results').locator('.article-card')).toHaveCount(count);
    expect(consoleErrors).toEqual([]);
  });

  test('shows the latest of each collection and the newest research reports', async ({ page, consoleErrors }) => {
    await openPage(page, '/newActive');
    await expect(page.getByTestId('library-insights').getByTestId('insight-card').first()).toContainText(newestFirst(INSIGHTS)[0].title);
    await expect(page.getByTestId('library-hot-topics').getByTestId('hot-topic-card').first()).toContainText(
      newestFirst(HOT_TOPICS)[0].title,
    );
    const reports = page.getByTestId('library-reports');
    const newestReports = MATERIALS.filter((m) => m.type === 'report').sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    await expect(reports.getByTestId('material-card')).toHaveCount(Math.min(3, newestReports.length));
    await expect(reports.getByTestId('material-card').first()).toContainText(newestReports[0].title);
    await expect(reports.getByRole('link', { name: REPORTS_SECTION.allReports })).toHaveAttribute('href', appUrl('/down?type=report'));
    await expect(reports.getByRole('link', { name: REPORTS_SECTION.cases })).toHaveAttribute('href', appUrl('/case'));
    expect(consoleErrors).toEqual([]);
  });
});
