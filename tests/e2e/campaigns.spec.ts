import type * as API from '@/api';
import { checkCampaign } from '@/api/campaign';
import { LEAD_API_PATHS } from '@/config/leadApi';
import { CAMPAIGN_COPY } from '@/content/campaigns';
import { campaignFields, campaignFormKey, campaignState } from '@/features/campaigns/definition';
import { CONTENT_KINDS } from '@/kinds';
import { KIND_MODULES } from '@/kinds/all';

import { campaignFixtures } from '../../mock/data/campaigns';
import { templateRe } from './support/catalogue';
import { appUrl, expect, test } from './support/fixtures';
import { cell, errorsOf, fillField, fillForm, leadsWith, uniqueToken, waitForFillTime } from './support/leadForm';
import { sitemapAddresses } from './support/sitemap';

/** Campaigns published on the (mocked) platform, as a visitor meets them: live, not open yet, ended. */

const published = campaignFixtures().flatMap((fixture) => {
  const checked = checkCampaign(fixture);
  return checked.ok ? [checked.campaign] : [];
});
const inState = (state: 'live' | 'upcoming' | 'ended') => published.find((c) => campaignState(c, Date.now()) === state)!;
const live = inState('live');
const upcoming = inState('upcoming');
const ended = inState('ended');
const liveForm = { fields: campaignFields(live) };
/** What an id the platform does not answer for shows (the kind's words, src/kinds/campaign.ts). */
const NOT_FOUND = KIND_MODULES.campaign.copy.item.notFound;

/** A definition that passes the check, as the engine receives it. */
function checkCampaignOk(definition: unknown) {
  const checked = checkCampaign(definition);
  if (!checked.ok) throw new Error(checked.reasons.join('; '));
  return checked.campaign;
}

test.describe.configure({ mode: 'parallel' });
// As deployed: the production build behind deploy/nginx (its /api/ goes to the mocked platform).
test.use({ baseURL: process.env.E2E_NGINX_ORIGIN });

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false });

  test("a live campaign's address is its pre-rendered form, in search, with its own share pictures", async ({ page, request }) => {
    const response = await page.goto(appUrl(`/campaign?id=${live.id}`));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(new RegExp(`^${live.title} - ${CONTENT_KINDS.campaign.name}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(live.title);
    await expect(page.getByText(live.intro)).toBeVisible();
    for (const line of live.highlights) await expect(page.getByText(line, { exact: true })).toBeVisible();
    for (const field of liveForm.fields) await expect(cell(page, field)).toBeVisible();
    await expect(page.getByTestId('submit')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(live.title));
    const square = await page.locator('meta[property="og:image"]').last().getAttribute('content');
    expect(square).toContain(`/share/campaign/${live.id}-square.png`);
    for (const shape of ['square', 'wide']) {
      const picture = await request.get(appUrl(`/share/campaign/${live.id}-${shape}.png`));
      expect(picture.status(), shape).toBe(200);
      expect(picture.headers()['content-type']).toBe('image/png');
    }
    expect(sitemapAddresses()).toContain(appUrl(`/campaign?id=${live.id}`));
    expect(sitemapAddresses()).toContain(appUrl('/campaign'));
    for (const other of [upcoming, ended]) expect(sitemapAddresses()).not.toContain(appUrl(`/campaign?id=${other.id}`));
  });

  test('the list of campaigns shows the live ones only', async ({ page }) => {
    await page.goto(appUrl('/campaign'));
    const cards = page.getByTestId('campaign-card');
    await expect(cards).toHaveCount(published.filter((c) => campaignState(c, Date.now()) === 'live').length);
    await expect(cards.filter({ hasText: live.title }).getByRole('link')).toHaveAttribute('href', appUrl(`/campaign?id=${live.id}`));
    await expect(page.getByText(upcoming.title)).toHaveCount(0);
    await expect(page.getByText(ended.title)).toHaveCount(0);
  });
});

test('a tap on 提交 the moment the form shows gives the Chinese messages of its required fields', async ({ page, consoleErrors }) => {
  await page.goto(appUrl(`/campaign?id=${live.id}`), { waitUntil: 'domcontentloaded' });
  await page.getByTestId('submit').click();
  await expect(errorsOf(page)).toHaveCount(liveForm.fields.filter((f) => f.required).length);
  for (const text of await errorsOf(page).allInnerTexts()) expect(text).toMatch(/^[^A-Za-z]*[\u4e00-\u9fa5][^A-Za-z]*$/);
  expect(consoleErrors).toEqual([]);
});

test("a filled form reaches the campaign's result page, and the inbox holds one lead with its id and topic", async ({
  page,
  consoleErrors,
}) => {
  await page.goto(appUrl(`/campaign?id=${live.id}&utm_source=wechat&from=timeline`), { waitUntil: 'domcontentloaded' });
  const openedAt = Date.now();
  const token = uniqueToken();
  await fillForm(page, liveForm, token);
  // Its own question carries the test's token, which the inbox is searched by.
  await cell(
    page,
    liveForm.fields.find((f) => f.kind === 'textarea')!,
  )
    .locator('textarea')
    .fill(`想请专家谈谈 ${token}`);
  await waitForFillTime(page, openedAt);
  const submit = page.getByTestId('submit');
  await expect(submit).toHaveAttribute('data-item-key', 'campaign-submit');
  await expect(submit).toHaveAttribute('data-item-tag', campaignFormKey(live.id));
  await submit.click();
  await expect(page).toHaveURL(new RegExp(`/campaignResult\\?id=${live.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(live.result.title);
  await expect(page.getByTestId('result-thanks')).toContainText(live.result.text);
  for (const step of live.result.nextSteps) await expect(page.getByText(step, { exact: true })).toBeVisible();
  const leadId = await page.getByTestId('lead-id').innerText();
  const leads = await leadsWith(page, token);
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({ leadId, formKey: campaignFormKey(live.id), topic: live.topic, kind: 'campaign' });
  expect(consoleErrors).toEqual([]);
});

test('a campaign not open yet says in Chinese when it opens, with no form, kept out of search', async ({ page, consoleErrors }) => {
  await page.goto(appUrl(`/campaign?id=${upcoming.id}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(upcoming.title);
  await expect(page.getByTestId('campaign-closed')).toContainText(
    templateRe(CAMPAIGN_COPY.upcoming.opens, 1, String.raw`\d{4}-\d{2}-\d{2} \d{2}:\d{2}`),
  );
  await expect(page.getByTestId('lead-form')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(consoleErrors).toEqual([]);
});

test('an ended campaign keeps its address: it says so, links to the live ones and to 联系我们, with no form', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(appUrl(`/campaign?id=${ended.id}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ended.title);
  const closed = page.getByTestId('campaign-closed');
  await expect(closed).toContainText(CAMPAIGN_COPY.ended.text);
  await expect(page.getByTestId('lead-form')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await closed.getByRole('link', { name: CAMPAIGN_COPY.links.current }).click();
  await expect(page).toHaveURL(new RegExp(`${appUrl('/campaign')}$`));
  await expect(page.getByTestId('campaign-card')).not.toHaveCount(0);
  await page.goBack();
  await page.getByTestId('campaign-closed').getByRole('link', { name: CAMPAIGN_COPY.links.contact }).click();
  await expect(page).toHaveURL(new RegExp(`${appUrl('/contactUs')}$`));
  expect(consoleErrors).toEqual([]);
});

test("an earlier submission's result page still shows after the campaign ended", async ({ page, consoleErrors }) => {
  await page.goto(appUrl(`/campaignResult?id=${ended.id}`));
  await expect(page.getByTestId('lead-result')).toHaveAttribute('data-form-key', campaignFormKey(ended.id));
  await expect(page.getByText(ended.result.nextSteps[0], { exact: true })).toBeVisible();
  await expect(page.getByTestId('result-form-link')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('an id the platform never published is not found, in Chinese, with a way on', async ({ page, consoleErrors }) => {
  await page.goto(appUrl('/campaign?id=no-such-campaign'));
  await expect(page.getByTestId('content-not-found')).toContainText(NOT_FOUND.title);
  await expect(page.getByRole('link', { name: NOT_FOUND.backLabel })).toHaveAttribute('href', appUrl('/campaign'));
  expect(consoleErrors).toEqual([]);
});

test.describe("a marketer's preview of a draft", () => {
  // One draft and its token per run of this group (saving it again would give it a new token).
  test.describe.configure({ mode: 'serial' });
  const draft = { id: '', title: '预览中的专题：储能出海交流会' };
  let token = '';
  test.beforeAll(async ({ request }) => {
    draft.id = `e2e-preview-${uniqueToken()}`;
    const res = await request.post('/api/platform/qa/content', { data: { action: 'draft', kind: 'campaign', ...draft } });
    token = ((await res.json()) as { data: { previewToken: string } }).data.previewToken;
  });

  test('with its token it shows the page and the form, says it is a draft, checks the answers and sends nothing', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(appUrl(`/campaign?id=${draft.id}&preview=${token}`));
    await expect(page.getByTestId('preview-banner')).toContainText(CAMPAIGN_COPY.preview.banner);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const fields = campaignFields(
      checkCampaignOk({
        ...live,
        id: draft.id,
        fields: [{ preset: 'name' }, { preset: 'mobile' }, { preset: 'company' }, { preset: 'need' }],
        // The draft is Chinese only: the live campaign's English words are for its own questions.
        en: null,
      }),
    );
    await page.getByTestId('submit').click();
    await expect(errorsOf(page)).toHaveCount(fields.filter((f) => f.required).length);
    const answers = uniqueToken();
    for (const field of fields.filter((f) => f.kind !== 'consent')) await fillField(page, field, answers);
    // The consent last, once the other messages have folded away (the box no longer moves under the tap).
    await expect(errorsOf(page)).toHaveCount(1);
    await fillField(
      page,
      fields.find((f) => f.kind === 'consent')!,
      answers,
    );
    await page.getByTestId('submit').click();
    await expect(page.getByTestId('preview-note')).toContainText(CAMPAIGN_COPY.preview.submitted);
    await expect(page).toHaveURL(new RegExp(`preview=${token}`));
    const inbox = await page.request.get(`${LEAD_API_PATHS.leads}?formKey=${encodeURIComponent(campaignFormKey(draft.id))}`);
    expect(((await inbox.json()) as API.ResponseStructure<API.LeadList>).data!.list).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('without its token, or with a wrong one, the draft does not exist', async ({ page, consoleErrors }) => {
    await page.goto(appUrl(`/campaign?id=${draft.id}&preview=${'x'.repeat(24)}`));
    await expect(page.getByTestId('content-not-found')).toContainText(CAMPAIGN_COPY.preview.notFound.title);
    await page.goto(appUrl(`/campaign?id=${draft.id}`));
    await expect(page.getByTestId('content-not-found')).toContainText(NOT_FOUND.title);
    expect(consoleErrors).toEqual([]);
  });
});
