import type { Page } from '@playwright/test';

import { ENGLISH_CONTACT_FORM as FORM, ENGLISH_EXPERT_APPLICATION as EXPERT } from '@/config/forms/englishForms';
import { ENGLISH_CONSENTS, ENGLISH_PLEDGES } from '@/content/en/consents';
import { ENGLISH_LEAD_FORM_ENGINE, ENGLISH_RESULT_CARD, ENGLISH_SUBMISSION_FAILURES } from '@/content/en/leadForms';
import { ENGLISH_FORM_PAGES } from '@/content/en/leadPages';
import { ENGLISH_VALIDATION_MESSAGES as EN } from '@/content/en/validation';
import { LEAD_FAIL_NEXT_PATH } from '@/qa/switches';

import { templateRe } from './support/catalogue';
import { appUrl, expect, test } from './support/fixtures';
import { untaggedChinese } from './support/languages';
import {
  cell,
  emailFor,
  errorsOf,
  fillField,
  formReady,
  inboxWith,
  leadsWith,
  uniqueToken,
  UTM,
  waitForFillTime,
} from './support/leadForm';

/**
 * The English enquiry form as an analyst abroad sends it: the same engine as the Chinese forms, in English throughout,
 * with a mobile number of their own country, ending on an English result page; the lead is filed with its language.
 */

const field = (name: string) => FORM.fields.find((f) => f.name === name)!;
const input = (page: Page, name: string) => cell(page, field(name)).locator(name === 'need' ? 'textarea' : 'input');

test.describe('the English enquiry form', () => {
  test('is in English from the first paint to the result page, and files the lead as English with its own consent words', async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // From a LinkedIn post with campaign tags; acts the moment the form shows.
    await page.goto(`${appUrl(FORM.path)}?${new URLSearchParams(UTM).toString()}`, { waitUntil: 'domcontentloaded' });
    const openedAt = Date.now();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await untaggedChinese(page)).toEqual([]);

    // 提交 on the empty form: every required field says why, in English.
    await formReady(page);
    await page.getByTestId('submit').click();
    const required = FORM.fields.filter((f) => f.required);
    await expect(errorsOf(page)).toHaveCount(required.length);
    await expect(cell(page, field('name'))).toContainText(EN.required.text(field('name').label));
    await expect(cell(page, field('need'))).toContainText(field('need').requiredMessage!);
    await expect(cell(page, field('consent'))).toContainText(ENGLISH_CONSENTS.privacy.requiredMessage);
    expect(await untaggedChinese(page)).toEqual([]);

    const token = uniqueToken();
    await input(page, 'name').fill('Kate O’Neill');
    await input(page, 'email').fill(emailFor(token));
    await input(page, 'company').fill(`Harbour Lane Capital ${token.slice(-4)}`);
    await input(page, 'need').fill('Two calls with former heads of procurement at battery makers in Jiangsu.');
    // A London landline is no mobile number: said when the field is left.
    await input(page, 'mobile').fill('+44 20 7946 0958');
    await input(page, 'jobTitle').click();
    await expect(cell(page, field('mobile'))).toContainText(EN.intlMobile.invalid('United Kingdom, +44'));
    await input(page, 'mobile').fill('+44 7400 123456');
    await cell(page, field('consent')).locator('input[type="checkbox"]').click();
    await expect(errorsOf(page)).toHaveCount(0);

    await waitForFillTime(page, openedAt);
    await page.getByTestId('submit').click();
    await expect(page).toHaveURL(new RegExp(`${appUrl(FORM.resultPath)}\\?form=${FORM.key}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENGLISH_FORM_PAGES[FORM.key].result.thanks.title);
    await expect(page.getByTestId('lead-id')).toHaveText(/^ZQ\d{12}$/);
    await expect(page.getByTestId('lead-result')).toContainText(ENGLISH_RESULT_CARD.next);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(await untaggedChinese(page)).toEqual([]);

    const [lead, ...more] = await leadsWith(page, token);
    expect(more).toEqual([]);
    expect(lead).toMatchObject({
      formKey: FORM.key,
      locale: 'en',
      kind: 'service',
      values: { name: 'Kate O’Neill', mobile: '+447400123456' },
      attribution: { utm_source: UTM.utm_source },
    });
    expect(lead.consents.map((c) => [c.consent, c.version])).toEqual([['privacy', ENGLISH_CONSENTS.privacy.version]]);
    expect(consoleErrors).toEqual([]);
  });

  test('keeps what was typed when the page is left, and brings it back in English', async ({ page }) => {
    await page.goto(appUrl(FORM.path));
    await input(page, 'name').fill('Kenji Watanabe');
    await formReady(page);
    await input(page, 'company').fill('Kitanomaru Partners');
    await expect(page.getByTestId('draft-info')).toContainText(ENGLISH_LEAD_FORM_ENGINE.clearDraft);
    await page.goto(appUrl('/en'));
    await page.goto(appUrl(FORM.path));
    await expect(page.getByTestId('draft-notice')).toHaveText(templateRe(ENGLISH_LEAD_FORM_ENGINE.draftRestored));
    await expect(input(page, 'name')).toHaveValue('Kenji Watanabe');
    await expect(input(page, 'company')).toHaveValue('Kitanomaru Partners');
  });

  test('loads every country’s numbering plan with its own controls only: a Chinese form never fetches it', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
    });
    const plans = () => scripts.filter((text) => text.includes('country_calling_codes')).length;
    await page.goto(appUrl('/meetingForm'));
    await formReady(page);
    await page.waitForLoadState('networkidle');
    expect(plans()).toBe(0);
    await page.goto(appUrl(FORM.path));
    await formReady(page);
    await expect.poll(plans).toBeGreaterThan(0);
  });

  test('takes an expert’s application in English: choices, tags, the pledge and the consents, filed as English', async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(appUrl('/en/experts'));
    await page.getByTestId('expert-apply').click();
    await expect(page).toHaveURL(new RegExp(`${appUrl(EXPERT.path)}$`));
    const openedAt = Date.now();
    const form = await formReady(page);
    const at = (name: string) =>
      cell(
        page,
        EXPERT.fields.find((f) => f.name === name)!,
      );
    await expect(at('pledge')).toContainText(ENGLISH_PLEDGES.expertCompliance);
    await expect(at('sharingConsent')).toContainText(ENGLISH_CONSENTS.expertSharing.statement);

    const token = uniqueToken();
    await at('name').locator('input').fill('Anneke de Vries');
    await at('mobile').locator('input').fill('+31 6 12345678');
    await at('company')
      .locator('input')
      .fill(`Delft Cell Works ${token.slice(-4)}`);
    await at('jobTitle').locator('input').fill('Head of procurement');
    await at('email').locator('input').fill(emailFor(token));
    const tags = at('expertise').locator('input');
    await tags.fill('battery cells');
    await tags.press('Enter');
    for (const f of EXPERT.fields.filter(
      (f) => ['select', 'radio'].includes(f.kind) || f.kind === 'pledge' || (f.kind === 'consent' && f.required),
    ))
      await fillField(page, f, token);
    // The industries by their English names.
    await expect(at('industry')).toContainText(EXPERT.fields.find((f) => f.name === 'industry')!.options![0].label);
    expect(await untaggedChinese(page)).toEqual([]);
    await waitForFillTime(page, openedAt);
    await form.getByTestId('submit').click();

    await expect(page).toHaveURL(new RegExp(`${appUrl(EXPERT.resultPath)}\\?form=${EXPERT.key}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ENGLISH_FORM_PAGES[EXPERT.key].result.thanks.title);
    expect(await untaggedChinese(page)).toEqual([]);
    const [application] = await inboxWith(page, 'expertApplications', token);
    expect(application).toMatchObject({
      formKey: EXPERT.key,
      locale: 'en',
      type: 'expert',
      values: { mobile: '+31612345678', expertise: ['battery cells'] },
    });
    expect(application.consents.map((c) => [c.consent, c.version]).sort()).toEqual(
      [
        ['expertSharing', ENGLISH_CONSENTS.expertSharing.version],
        ['privacy', ENGLISH_CONSENTS.privacy.version],
      ].sort(),
    );
    expect(consoleErrors).toEqual([]);
  });

  for (const mode of ['biz-4', 'biz-9'] as const) {
    test(`a refusal by the platform (${mode}) is told in English beside the form, with no Chinese notice and no Chinese error page`, async ({
      page,
    }) => {
      await page.goto(appUrl(FORM.path));
      const openedAt = Date.now();
      await formReady(page);
      const token = uniqueToken();
      await input(page, 'name').fill('Kate O’Neill');
      await input(page, 'email').fill(emailFor(token));
      await input(page, 'company').fill('Harbour Lane Capital');
      await input(page, 'need').fill('Two calls with former heads of procurement at battery makers.');
      await cell(page, field('consent')).locator('input[type="checkbox"]').click();
      await waitForFillTime(page, openedAt);
      // QA's switch: the platform refuses the next lead naming this address, asking for a notice (4) or its error page (9).
      await page.request.post(LEAD_FAIL_NEXT_PATH, { data: { mode, match: emailFor(token) } });
      await page.getByTestId('submit').click();
      await expect(page.getByTestId('submit-failure')).toContainText(ENGLISH_SUBMISSION_FAILURES.biz(''));
      await page.waitForTimeout(500);
      await expect(page).toHaveURL(new RegExp(`${appUrl(FORM.path)}$`));
      expect(await untaggedChinese(page)).toEqual([]);
      await expect(input(page, 'email')).toHaveValue(emailFor(token));
    });
  }
});
