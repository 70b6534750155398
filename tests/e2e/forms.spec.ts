import type * as API from '@/api';
import { type FormKind, FORMS } from '@/config/forms';
import { SERVICE_FORM_LINKS } from '@/config/forms/serviceForms';
import { LEAD_API_PATHS, MIN_FILL_MS, type SubmitEndpoint } from '@/config/leadApi';
import { STORAGE_KEYS } from '@/config/storage';
import { COMPLIANCE_CONTACT } from '@/content/compliance';
import { CONSENTS } from '@/content/consents';
import { formIntro } from '@/content/formIntros';
import { HOME_HERO } from '@/content/home';
import { FIELD_LABELS } from '@/content/labels/fields';
import { LEAD_RESULT_PAGE } from '@/content/pages/leadResult';
import { PRIVACY_SECTIONS } from '@/content/privacy';
import { ACTIVITY_VIEW } from '@/content/ui/activities';
import { FIELD_CONTROL, LEAD_FORM_ENGINE, RESULT_CARD } from '@/content/ui/leadForms';
import { ACTIVITY_FORM_PAGE } from '@/content/ui/leadPages';
import { SUBMISSION_FAILURES } from '@/content/ui/submission';
import { VALIDATION_MESSAGES } from '@/content/ui/validation';
import { LEAD_FAIL_NEXT_PATH, type LeadFailMode } from '@/qa/switches';

import { ACTIVITIES } from '../../mock/data/activities';
import { LEAD_ANSWERS } from '../../mock/data/leads';
import { templateRe } from './support/catalogue';
import { appUrl, expect, openPage, test } from './support/fixtures';
import {
  activityOf,
  cell,
  countMessageChangesInTaskOf,
  emailFor,
  emailInput,
  errorsOf,
  fillField,
  fillForm,
  formReady,
  formUrl,
  inboxWith,
  landThenOpen,
  leadsWith,
  openActivity,
  resultUrlRe,
  storedDraft,
  uniqueToken,
  UTM,
  waitForFillTime,
} from './support/leadForm';

/** Every form runs in parallel with the others; the mock keeps leads of earlier tests, so each test finds its own by a unique e-mail. */
test.describe.configure({ mode: 'parallel' });

/** The inbox each endpoint fills in the mocked API. */
const INBOX_TYPE: Record<SubmitEndpoint, API.StoredLead['type']> = {
  leads: 'lead',
  surveyAnswers: 'survey',
  expertApplications: 'expert',
  privacyRequests: 'privacy',
};

test.describe('every form: Chinese required messages, then a valid submission reaches its result page and the lead list', () => {
  for (const form of FORMS) {
    test(`${formUrl(form)} (${form.topic})`, async ({ page, consoleErrors }) => {
      const openedAt = await landThenOpen(page, form);

      await page.getByTestId('submit').click();
      const required = form.fields.filter((f) => f.required);
      await expect(errorsOf(page)).toHaveCount(required.length);
      for (const text of await errorsOf(page).allInnerTexts()) {
        expect(text).toMatch(/[\u4e00-\u9fa5]/);
        expect(text).not.toMatch(/[A-Za-z]/);
      }
      await expect(page.getByTestId('lead-form')).not.toContainText(/required|Please|is not|invalid/i);
      await expect(
        cell(
          page,
          form.fields.find((f) => f.consent === 'privacy')!,
        ),
      ).toContainText(CONSENTS.privacy.requiredMessage);

      const token = uniqueToken();
      await fillForm(page, form, token);
      await expect(errorsOf(page)).toHaveCount(0);
      await waitForFillTime(page, openedAt);
      await page.getByTestId('submit').click();

      await expect(page).toHaveURL(resultUrlRe(form));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        form.kind === 'survey' ? LEAD_RESULT_PAGE.thanks.surveyTitle : LEAD_RESULT_PAGE.thanks.title,
      );
      const subject = form.kind === 'survey' ? null : (activityOf(form)?.title ?? form.topic);
      if (subject) await expect(page.getByTestId('result-thanks')).toContainText(subject);
      await expect(page.getByTestId('lead-id')).toHaveText(/^ZQ\d{12}$/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

      const leads = await inboxWith(page, form.endpoint === 'expertApplications' ? 'expertApplications' : 'leads', token);
      expect(leads).toHaveLength(1);
      const [lead] = leads;
      expect(lead).toMatchObject({ formKey: form.key, topic: form.topic, type: INBOX_TYPE[form.endpoint] });
      expect(lead.values.email).toBe(emailFor(token));
      // Each choice is filed by its code, the same whatever language the form was read in.
      for (const field of form.fields.filter((f) => f.options?.length && lead.values[f.name] !== undefined)) {
        const codes = field.options!.map((o) => o.value);
        for (const value of [lead.values[field.name]].flat()) {
          expect(codes).toContain(value);
          expect(String(value)).toMatch(/^[A-Za-z0-9]+$/);
        }
      }
      expect(lead.attribution).toMatchObject({ ...UTM, landingPage: expect.stringContaining('/html/privacy?utm_source=e2e-newsletter') });
      if (activityOf(form)) expect(lead.context?.activityId).toBe(activityOf(form)!.id);
      // Sent without the optional marketing box: the lead holds exactly the consents ticked, with their versions.
      const ticked = form.fields.filter((f) => f.kind === 'consent' && f.required).map((f) => f.consent!);
      expect(lead.consents.map((c) => [c.consent, c.version])).toEqual(ticked.map((id) => [id, CONSENTS[id].version]));
      expect(await page.evaluate((key) => localStorage.getItem(key), `${STORAGE_KEYS.draftPrefix}${form.key}`)).toBeNull();
      expect(consoleErrors).toEqual([]);
    });
  }
});

const KINDS: FormKind[] = ['service', 'survey', 'special', 'insight', 'activity'];
const firstOfKind = (kind: FormKind) => FORMS.find((f) => f.kind === kind)!;
/** A forced failure and the words it shows; `biz-*` carries the mocked lead service's own message (mock/data/leads.ts). */
const FAILURES: Record<string, { mode: LeadFailMode; message: string }> = {
  service: { mode: 'network', message: SUBMISSION_FAILURES.network },
  survey: { mode: 'http-500', message: SUBMISSION_FAILURES.http(500) },
  special: { mode: 'biz-2', message: SUBMISSION_FAILURES.biz(LEAD_ANSWERS.qaFailure.errorMessage) },
  insight: { mode: 'biz-0', message: SUBMISSION_FAILURES.biz(LEAD_ANSWERS.qaFailure.errorMessage) },
  activity: { mode: 'network', message: SUBMISSION_FAILURES.network },
};
const VALIDATION_COMPANY = VALIDATION_MESSAGES.required.text(FIELD_LABELS.company.label);
const privacySection = (id: string) => PRIVACY_SECTIONS.find((s) => s.id === id)!;

test.describe('one form of each kind', () => {
  test.use({ allowConsoleErrors: [/status of 500|ERR_EMPTY_RESPONSE|ERR_CONNECTION|Failed to load resource/] });

  for (const kind of KINDS) {
    const form = firstOfKind(kind);
    const failure = FAILURES[kind];

    test(`${kind}: a forced failure (${failure.mode}) keeps the input; a retry stores exactly one lead`, async ({
      page,
      consoleErrors,
    }) => {
      const openedAt = await landThenOpen(page, form);
      const token = uniqueToken();
      await fillForm(page, form, token);
      await waitForFillTime(page, openedAt);
      await page.request.post(LEAD_FAIL_NEXT_PATH, { data: { mode: failure.mode, match: emailFor(token) } });
      const keys: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().includes('/api/platform/') && !r.url().includes('/analysis/monitor'))
          keys.push((r.postDataJSON() as API.LeadSubmission).idempotencyKey);
      });

      await page.getByTestId('submit').click();
      await expect(page.getByTestId('submit-failure')).toContainText(failure.message);
      await expect(page).toHaveURL(new RegExp(`${formUrl(form).split('?')[0]}`));
      await expect(
        cell(
          page,
          form.fields.find((f) => f.kind === 'email')!,
        ).locator('input'),
      ).toHaveValue(emailFor(token));
      await expect(
        cell(
          page,
          form.fields.find((f) => f.consent === 'privacy')!,
        ).locator('input'),
      ).toBeChecked();

      await page.getByTestId('retry').click();
      await expect(page).toHaveURL(resultUrlRe(form));
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
      expect(await leadsWith(page, token)).toHaveLength(1);
      expect(consoleErrors).toEqual([]);
    });

    test(`${kind}: what was typed is kept as a draft, restored after a reload and can be cleared`, async ({ page, consoleErrors }) => {
      await openPage(page, formUrl(form));
      await formReady(page);
      const text = form.fields.filter((f) => f.kind === 'email' || f.kind === 'textarea');
      const choice = form.fields.find((f) => f.kind === 'radio' || f.kind === 'checkboxGroup');
      const token = uniqueToken();
      for (const field of text) await fillField(page, field, token);
      if (choice) await fillField(page, choice, token);
      await cell(page, text[0]).locator('input, textarea').first().blur();
      await page.reload();
      await formReady(page);
      await expect(page.getByTestId('draft-notice')).toContainText(templateRe(LEAD_FORM_ENGINE.draftRestored));
      await expect(
        cell(
          page,
          form.fields.find((f) => f.kind === 'email')!,
        ).locator('input'),
      ).toHaveValue(emailFor(token));
      if (choice) await expect(cell(page, choice).locator('input:checked')).toHaveCount(1);
      await page.getByRole('button', { name: LEAD_FORM_ENGINE.clearDraft }).click();
      await expect(page.getByTestId('draft-notice')).toHaveCount(0);
      await expect(
        cell(
          page,
          form.fields.find((f) => f.kind === 'email')!,
        ).locator('input'),
      ).toHaveValue('');
      expect(await page.evaluate((key) => localStorage.getItem(key), `${STORAGE_KEYS.draftPrefix}${form.key}`)).toBeNull();
      expect(consoleErrors).toEqual([]);
    });
  }
});

test('the marketing box is offered unticked and optional; ticked, the lead records it with its version and time', async ({
  page,
  consoleErrors,
}) => {
  const form = firstOfKind('service');
  const openedAt = await landThenOpen(page, form);
  const marketing = cell(
    page,
    form.fields.find((f) => f.consent === 'marketing')!,
  );
  await expect(marketing).toContainText(CONSENTS.marketing.statement);
  await expect(marketing).toContainText(CONSENTS.marketing.help);
  await expect(marketing.locator('input[type="checkbox"]')).not.toBeChecked();
  const token = uniqueToken();
  await fillForm(page, form, token);
  const tickedAt = Date.now();
  await marketing.locator('input[type="checkbox"]').click();
  await waitForFillTime(page, openedAt);
  await page.getByTestId('submit').click();
  await expect(page).toHaveURL(resultUrlRe(form));
  const [lead] = await leadsWith(page, token);
  expect(lead.values.marketingConsent).toBe(true);
  expect(lead.consents.map((c) => [c.consent, c.version])).toEqual([
    ['privacy', CONSENTS.privacy.version],
    ['marketing', CONSENTS.marketing.version],
  ]);
  expect(Date.parse(lead.consents[1].givenAt)).toBeGreaterThanOrEqual(tickedAt - 1000);
  expect(consoleErrors).toEqual([]);
});

test("提交 on an incomplete form answers the tap first: no field changes inside the tap's task, the messages follow", async ({
  page,
  consoleErrors,
}) => {
  await page.goto(appUrl('/meetingForm'));
  // The running form's own 提交 (a tap before it runs is held and replayed: early-taps.spec.ts): the visitor has
  // reached for it.
  await page.locator('[data-field="name"] input').click();
  await page.locator('[data-testid="lead-form"][data-ready="true"]').waitFor();
  // Counted: the fields' states and messages, what 提交 changes (not a drop-down's list drawn ahead meanwhile).
  const changes = await countMessageChangesInTaskOf(page, 'click');
  await page.getByTestId('submit').click();
  await expect(page.locator('[data-field="company"]')).toContainText(VALIDATION_COMPANY);
  expect(await changes()).toBe(0);
  expect(consoleErrors).toEqual([]);
});

test('double clicks and repeated Enter presses send one submission and store one lead', async ({ page, consoleErrors }) => {
  const form = FORMS.find((f) => f.key === 'insight')!;
  const openedAt = await landThenOpen(page, form);
  const token = uniqueToken();
  await fillForm(page, form, token);
  await waitForFillTime(page, openedAt);
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes(LEAD_API_PATHS.leads)) posts += 1;
  });
  await page.getByTestId('submit').dblclick();
  // Focus is on the submit button now: Enter presses it again while the first submission runs.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(resultUrlRe(form));
  expect(posts).toBe(1);
  expect(await leadsWith(page, token)).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});

test('a bot that fills the honeypot gets the normal thanks; its submission is kept, marked as suspected, for a person to review', async ({
  page,
  consoleErrors,
}) => {
  const form = firstOfKind('special');
  const openedAt = await landThenOpen(page, form);
  const token = uniqueToken();
  await fillForm(page, form, token);
  await page.locator('input[name="website"]').evaluate((el: HTMLInputElement) => (el.value = 'http://spam.example'));
  await waitForFillTime(page, openedAt);
  const before = (await (await page.request.get(LEAD_API_PATHS.leads)).json()).data.suspected as number;
  await page.getByTestId('submit').click();
  await expect(page).toHaveURL(resultUrlRe(form));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LEAD_RESULT_PAGE.thanks.title);
  expect(await leadsWith(page, token)).toEqual([expect.objectContaining({ suspected: true, suspicion: 'honeypot' })]);
  const after = (await (await page.request.get(LEAD_API_PATHS.leads)).json()).data.suspected as number;
  expect(after).toBeGreaterThan(before);
  expect(consoleErrors).toEqual([]);
});

test.describe('success only when the server confirmed it', () => {
  for (const [label, answer] of [
    [
      'an HTML page (a proxy error page, a captive portal)',
      { status: 200, contentType: 'text/html', body: '<!DOCTYPE html><html><body>请先登录公共 Wi-Fi</body></html>' },
    ],
    ['cut-off JSON', { status: 200, contentType: 'application/json', body: '{"success":true,"data":{"leadId":"ZQ2026' }],
    ['success without a receipt', { status: 200, contentType: 'application/json', body: '{"success":true}' }],
  ] as const) {
    test(`a 200 answer with ${label} keeps the input and offers 重新提交; nothing is listed as submitted`, async ({
      page,
      consoleErrors,
    }) => {
      const form = firstOfKind('service');
      const openedAt = await landThenOpen(page, form);
      const token = uniqueToken();
      await fillForm(page, form, token);
      await waitForFillTime(page, openedAt);
      await page.route(`**${LEAD_API_PATHS.leads}*`, (route) =>
        route.request().method() === 'POST' ? route.fulfill(answer) : route.fallback(),
      );
      await page.getByTestId('submit').click();

      await expect(page.getByTestId('submit-failure')).toContainText(SUBMISSION_FAILURES.invalid);
      await expect(page).toHaveURL(new RegExp(`${form.path}$`));
      await expect(emailInput(page, form)).toHaveValue(emailFor(token));
      expect(await storedDraft(page, form.key)).toContain(emailFor(token));
      expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.submissions)).toBeNull();

      await page.unroute(`**${LEAD_API_PATHS.leads}*`);
      await page.getByTestId('retry').click();
      await expect(page).toHaveURL(resultUrlRe(form));
      expect(await leadsWith(page, token)).toHaveLength(1);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test('a returning visitor whose draft is restored may submit at once: the lead is stored, not taken for a bot', async ({
  page,
  consoleErrors,
}) => {
  const form = firstOfKind('insight');
  await landThenOpen(page, form);
  const token = uniqueToken();
  // The visitor types for a while (longer than the minimum fill time), then leaves before submitting.
  await fillField(page, form.fields[0], token);
  await page.waitForTimeout(MIN_FILL_MS + 500);
  await fillForm(page, form, token);
  await expect.poll(() => storedDraft(page, form.key)).toContain(emailFor(token));

  await page.reload();
  await expect(page.getByTestId('draft-notice')).toContainText(templateRe(LEAD_FORM_ENGINE.draftRestored));
  const loadedAt = Date.now();
  await cell(
    page,
    form.fields.find((f) => f.consent === 'privacy')!,
  )
    .locator('input[type="checkbox"]')
    .check();
  await page.getByTestId('submit').click();
  await expect(page).toHaveURL(resultUrlRe(form));
  expect(Date.now() - loadedAt, 'submitted sooner than the minimum fill time after the page loaded').toBeLessThan(MIN_FILL_MS + 2000);
  const leads = await leadsWith(page, token);
  expect(leads).toHaveLength(1);
  expect(leads[0]).not.toHaveProperty('suspected');
  expect(leads[0].fillMs).toBeGreaterThanOrEqual(MIN_FILL_MS);
  expect(consoleErrors).toEqual([]);
});

test.describe('one idempotency key per content', () => {
  test.use({ allowConsoleErrors: [/ERR_EMPTY_RESPONSE|ERR_CONNECTION|Failed to load resource/] });

  test('after an answer lost on the way back, a corrected e-mail sent with 重新提交 is stored', async ({ page, consoleErrors }) => {
    const form = firstOfKind('service');
    const openedAt = await landThenOpen(page, form);
    const token = uniqueToken();
    await fillForm(page, form, token);
    await waitForFillTime(page, openedAt);
    await page.request.post(LEAD_FAIL_NEXT_PATH, { data: { mode: 'network', match: emailFor(token) } });
    await page.getByTestId('submit').click();
    await expect(page.getByTestId('submit-failure')).toContainText(SUBMISSION_FAILURES.network);

    const corrected = uniqueToken();
    await emailInput(page, form).fill(emailFor(corrected));
    await page.getByTestId('retry').click();
    await expect(page).toHaveURL(resultUrlRe(form));
    const leads = await leadsWith(page, corrected);
    expect(leads).toHaveLength(1);
    expect(leads[0].values.email).toBe(emailFor(corrected));
    expect(consoleErrors).toEqual([]);
  });

  test('another person filling the form afterwards in another tab of the same device gets their own lead', async ({
    page,
    context,
    consoleErrors,
  }) => {
    const form = firstOfKind('special');
    const openedAt = await landThenOpen(page, form);
    const first = uniqueToken();
    await fillForm(page, form, first);
    await waitForFillTime(page, openedAt);
    await page.request.post(LEAD_FAIL_NEXT_PATH, { data: { mode: 'network', match: emailFor(first) } });
    await page.getByTestId('submit').click();
    await expect(page.getByTestId('submit-failure')).toContainText(SUBMISSION_FAILURES.network);

    // The next person starts from an empty form (their own values); the first submission's pending key is still stored.
    await page.evaluate((key) => localStorage.removeItem(key), `${STORAGE_KEYS.draftPrefix}${form.key}`);
    const other = await context.newPage();
    other.on('pageerror', (e) => consoleErrors.push(e.message));
    await other.goto(appUrl(form.path!));
    await formReady(other);
    await expect(other.getByTestId('draft-notice')).toHaveCount(0);
    const openedOther = Date.now();
    const second = uniqueToken();
    await fillForm(other, form, second);
    await waitForFillTime(other, openedOther);
    await other.getByTestId('submit').click();
    await expect(other).toHaveURL(resultUrlRe(form));
    expect(await leadsWith(other, second)).toHaveLength(1);
    expect(await leadsWith(other, first)).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });

  test('with local storage full, a retry after a lost answer still stores one lead', async ({ page, consoleErrors }) => {
    await page.addInitScript(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        if (this === window.localStorage) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return setItem.call(this, key, value);
      };
    });
    const form = firstOfKind('insight');
    const openedAt = await landThenOpen(page, form);
    const token = uniqueToken();
    await fillForm(page, form, token);
    await waitForFillTime(page, openedAt);
    await page.request.post(LEAD_FAIL_NEXT_PATH, { data: { mode: 'network', match: emailFor(token) } });
    await page.getByTestId('submit').click();
    await expect(page.getByTestId('submit-failure')).toContainText(SUBMISSION_FAILURES.network);
    await page.getByTestId('retry').click();
    await expect(page).toHaveURL(resultUrlRe(form));
    expect(await leadsWith(page, token)).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });
});

test('a malformed idempotency key left in storage does not block the form', async ({ page, consoleErrors }) => {
  const form = firstOfKind('special');
  await page.addInitScript((key) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem(key, 'x'.repeat(300));
  }, `${STORAGE_KEYS.draftPrefix}${form.key}.idempotency`);
  const openedAt = await landThenOpen(page, form);
  const token = uniqueToken();
  await fillForm(page, form, token);
  await waitForFillTime(page, openedAt);
  await page.getByTestId('submit').click();
  await expect(page).toHaveURL(resultUrlRe(form));
  expect(await leadsWith(page, token)).toHaveLength(1);
  expect(consoleErrors).toEqual([]);
});

test('invisible characters do not answer a required field, in the form or at the API', async ({ page, request, consoleErrors }) => {
  const form = firstOfKind('service');
  await openPage(page, form.path!);
  await formReady(page);
  const company = cell(
    page,
    form.fields.find((f) => f.name === 'company')!,
  );
  await company.locator('input').fill('\u200b\u200b\u200b');
  await company.locator('input').blur();
  await expect(company.locator('.ant-form-item-explain-error')).toHaveText(VALIDATION_COMPANY);

  const res = await request.post(LEAD_API_PATHS.leads, {
    data: {
      formKey: form.key,
      topic: form.topic,
      idempotencyKey: `zw-${uniqueToken()}`,
      attribution: null,
      pagePath: appUrl(form.path!),
      honeypot: '',
      fillMs: 60_000,
      values: { name: '王晓明', mobile: '13812345678', email: emailFor(uniqueToken()), company: '\u200b\u200c\u2060', consent: true },
    },
  });
  expect(((await res.json()) as API.ResponseStructure<API.LeadFieldErrors>).data?.fieldErrors).toMatchObject({
    company: VALIDATION_COMPANY,
  });
  expect(consoleErrors).toEqual([]);
});

test.describe('drafts on a shared device', () => {
  test('the form says that a draft is kept on this device, with a one-click clear', async ({ page, consoleErrors }) => {
    const form = firstOfKind('service');
    await openPage(page, form.path!);
    await expect(page.getByTestId('draft-info')).toContainText(LEAD_FORM_ENGINE.draftKept(7));
    await expect(page.getByRole('button', { name: LEAD_FORM_ENGINE.clearDraft })).toBeDisabled();
    await fillField(
      page,
      form.fields.find((f) => f.kind === 'email')!,
      uniqueToken(),
    );
    await page.getByRole('button', { name: LEAD_FORM_ENGINE.clearDraft }).click();
    await expect(emailInput(page, form)).toHaveValue('');
    expect(await storedDraft(page, form.key)).toBeNull();
    expect(consoleErrors).toEqual([]);
  });

  test('a draft kept when the choices were filed by their words comes back with those choices picked', async ({ page, consoleErrors }) => {
    const form = FORMS.find((f) => f.fields.some((field) => field.name === 'meetingFormat'))!;
    const { meetingFormat } = FIELD_LABELS;
    await page.addInitScript(
      ({ key, picked }) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        const values = { name: '王晓明', meetingFormat: picked };
        localStorage.setItem(key, JSON.stringify({ values, savedAt: new Date().toISOString() }));
      },
      { key: `${STORAGE_KEYS.draftPrefix}${form.key}`, picked: meetingFormat.choices.inPerson.label },
    );
    await openPage(page, form.path!);
    await expect(page.getByTestId('draft-notice')).toBeVisible();
    await expect(page.getByRole('radio', { name: meetingFormat.choices.inPerson.label })).toBeChecked();
    // Kept again by its code once the visitor changes anything.
    await page.locator('[data-field="name"] input').fill('王晓');
    const keptValues = async () => (JSON.parse((await storedDraft(page, form.key)) ?? 'null') as { values?: object } | null)?.values;
    await expect.poll(keptValues).toMatchObject({ name: '王晓', meetingFormat: 'inPerson' });
    expect(consoleErrors).toEqual([]);
  });

  test('a draft older than 7 days does not greet the next person, and leaves the device', async ({ page, consoleErrors }) => {
    const form = firstOfKind('service');
    await page.addInitScript((key) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      const savedAt = new Date(Date.now() - 8 * 86_400_000).toISOString();
      localStorage.setItem(key, JSON.stringify({ values: { name: '上一位访客', email: 'previous@visitor.cn' }, savedAt }));
    }, `${STORAGE_KEYS.draftPrefix}${form.key}`);
    await openPage(page, form.path!);
    await expect(page.getByTestId('lead-form')).toBeVisible();
    await expect(page.getByTestId('draft-notice')).toHaveCount(0);
    await expect(emailInput(page, form)).toHaveValue('');
    // The sweep of old drafts runs once the page is awake (later-drafts), not in its first seconds.
    await expect.poll(() => storedDraft(page, form.key)).toBeNull();
    expect(consoleErrors).toEqual([]);
  });
});

test('field errors answered by the server are shown on their fields', async ({ page, consoleErrors }) => {
  const form = firstOfKind('service');
  await page.route(`**${LEAD_API_PATHS.leads}*`, (route) =>
    route.fulfill({
      json: {
        success: false,
        errorCode: 'VALIDATION',
        errorMessage: '提交的信息有误，请按提示修改后再提交。',
        showType: 0,
        data: { fieldErrors: { mobile: '该手机号码已被停用，请更换' } },
      },
    }),
  );
  const openedAt = await landThenOpen(page, form);
  await fillForm(page, form, uniqueToken());
  await waitForFillTime(page, openedAt);
  await page.getByTestId('submit').click();
  await expect(page.locator('[data-field="mobile"] .ant-form-item-explain-error')).toHaveText('该手机号码已被停用，请更换');
  await expect(page.getByTestId('submit-failure')).toContainText('提交的信息有误');
  expect(consoleErrors).toEqual([]);
});

test('the mocked API validates with the same rules and answers Chinese field errors', async ({ request }) => {
  const res = await request.post(LEAD_API_PATHS.leads, {
    data: {
      formKey: 'meeting',
      topic: 'x',
      idempotencyKey: uniqueToken(),
      attribution: null,
      pagePath: '/html/meetingForm',
      honeypot: '',
      fillMs: 60_000,
      values: { name: '<b>x</b>', mobile: '12345', email: 'not-an-email', company: '   ', consent: false },
    },
  });
  const body = (await res.json()) as API.ResponseStructure<API.LeadFieldErrors>;
  expect(body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
  const errors = body.data!.fieldErrors;
  expect(errors).toMatchObject({
    mobile: VALIDATION_MESSAGES.mobile,
    email: VALIDATION_MESSAGES.email,
    company: VALIDATION_COMPANY,
    consent: CONSENTS.privacy.requiredMessage,
  });
  for (const message of Object.values(errors)) expect(message).toMatch(/[\u4e00-\u9fa5]/);
});

test.describe('activity registration', () => {
  const full = ACTIVITIES.find((a) => a.status === 'full')!;
  const closed = ACTIVITIES.find((a) => a.status === 'closed')!;
  const noReplay = ACTIVITIES.find((a) => a.status === 'past' && !a.replayAvailable)!;
  const upcoming = ACTIVITIES.find((a) => a.status === 'upcoming')!;

  test('shows the activity with its time, place and places left from the activities API', async ({ page, consoleErrors }) => {
    await openPage(page, `/activeForm?id=${openActivity.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(openActivity.title);
    await expect(page.getByTestId('event-facts')).toContainText(openActivity.place);
    await expect(page.getByTestId('event-facts')).toContainText(
      ACTIVITY_VIEW.places.left(openActivity.quota - openActivity.registered, openActivity.quota),
    );
    expect(consoleErrors).toEqual([]);
  });

  for (const [label, url, text] of [
    ['a full activity', `/activeForm?id=${full.id}`, ACTIVITY_FORM_PAGE.blocked.closed(ACTIVITY_VIEW.cta.full)],
    ['a closed activity', `/activeForm?id=${closed.id}`, ACTIVITY_FORM_PAGE.blocked.closed(ACTIVITY_VIEW.cta.closed)],
    ['an activity not yet open', `/activeForm?id=${upcoming.id}`, ACTIVITY_FORM_PAGE.blocked.notOpen],
    ['a replay request for an activity without one', `/activeFormBackLive?id=${noReplay.id}`, ACTIVITY_FORM_PAGE.blocked.noReplay],
  ] as const) {
    test(`${label} says so and offers no submission`, async ({ page, consoleErrors }) => {
      await openPage(page, url);
      await expect(page.getByTestId('activity-blocked')).toContainText(text);
      await expect(page.getByTestId('lead-form')).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('an unknown activity says so in Chinese with a way back', async ({ page, consoleErrors }) => {
    await openPage(page, '/activeForm?id=no-such-activity');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ACTIVITY_FORM_PAGE.notFound.title);
    await expect(page.getByRole('link', { name: ACTIVITY_FORM_PAGE.notFound.backLabel })).toBeVisible();
    await expect(page.getByTestId('lead-form')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('result pages opened directly', () => {
  test('a form result page opened without a submission says so, shows no success mark and offers the form', async ({
    page,
    consoleErrors,
  }) => {
    const form = firstOfKind('service');
    await openPage(page, form.resultPath);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(RESULT_CARD.pendingTitle);
    await expect(page.getByTestId('result-thanks')).toContainText(form.topic);
    await expect(page.getByTestId('result-pending-mark')).toBeVisible();
    await expect(page.locator('.lead-result__mark')).toHaveCount(1);
    await expect(page.getByTestId('lead-id')).toHaveCount(0);
    await expect(page.getByTestId('result-form-link')).toHaveAttribute('href', appUrl(form.path));
    await expect(page.getByTestId('result-form-link')).toHaveText(form.cta!);
    await expect(page.getByRole('heading', { name: RESULT_CARD.pendingNext })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a shared result page names the topic from ?form= and never renders query text as HTML', async ({ page, consoleErrors }) => {
    const form = firstOfKind('insight');
    await openPage(page, `${form.resultPath}?form=${form.key}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(RESULT_CARD.pendingTitle);
    await expect(page.getByTestId('result-thanks')).toContainText(form.topic);
    await expect(page.getByTestId('result-form-link')).toHaveAttribute('href', appUrl(form.path));
    await openPage(page, `${form.resultPath}?form=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(RESULT_CARD.pendingTitle);
    await expect(page.getByTestId('result-form-links').getByRole('link')).toHaveCount(FORMS.filter((f) => f.kind === 'service').length);
    await expect(page.locator('main img')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});

test('the survey counts its questions, not its optional contact fields', async ({ page, consoleErrors }) => {
  const survey = FORMS.find((f) => f.kind === 'survey')!;
  await openPage(page, survey.path);
  await expect(page.getByTestId('survey-progress')).toContainText(`${LEAD_FORM_ENGINE.answered} 0 ${LEAD_FORM_ENGINE.ofTotal(7)}`);
  await expect(page.locator('.ant-form-item-label label').filter({ hasText: /^7\. / })).toHaveCount(1);
  await expect(page.locator('.ant-form-item-label label').filter({ hasText: /^8\. / })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a first-contact form on a phone: 16 px fields, labels above, instructions under the field, optional details apart', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const form = FORMS.find((f) => f.key === 'meeting')!;
  await openPage(page, form.path);
  await formReady(page);
  // Measured once the form is settled: every control alive (the date field's own script too), read until stable.
  await expect(page.getByPlaceholder(FIELD_CONTROL.dateLoading)).toHaveCount(0);
  const fields = page.locator('[data-testid="lead-form"] :is(input:not([type=checkbox]):not([type=radio]):not([name=website]), textarea)');
  const sizes = () => fields.evaluateAll((els) => els.map((el) => parseFloat(getComputedStyle(el).fontSize)));
  await expect.poll(async () => (await sizes()).length).toBeGreaterThan(4);
  await expect.poll(async () => Math.min(...(await sizes()))).toBeGreaterThanOrEqual(16);
  // No instructions in placeholders: the mobile field explains itself under the field.
  const mobile = cell(
    page,
    form.fields.find((f) => f.name === 'mobile')!,
  );
  await expect(mobile.locator('input')).not.toHaveAttribute('placeholder', /.+/);
  await expect(mobile.locator('.ant-form-item-extra')).toContainText(FIELD_LABELS.mobile.help);
  const label = (await mobile.locator('label').boundingBox())!;
  const input = (await mobile.locator('input').boundingBox())!;
  expect(label.y + label.height).toBeLessThanOrEqual(input.y);
  expect(input.height).toBeGreaterThanOrEqual(44);
  // Optional details come after the required ones, under their own heading.
  await expect(page.getByTestId('more-fields')).toContainText(LEAD_FORM_ENGINE.moreTitle);
  // An error leaves room before the next label.
  await page.getByTestId('submit').click();
  const error = page.locator('[data-field="name"] .ant-form-item-explain-error');
  await expect(error).toBeVisible();
  const errorBox = (await error.boundingBox())!;
  const nextLabel = (await page.locator('[data-field="mobile"] label').boundingBox())!;
  expect(nextLabel.y - (errorBox.y + errorBox.height)).toBeGreaterThanOrEqual(8);
  expect(consoleErrors).toEqual([]);
});

test('the home page books an expert call on the expert-call form, and the expert-call service page does too', async ({
  page,
  consoleErrors,
}) => {
  const expertCall = FORMS.find((f) => f.key === 'expertCall')!;
  await openPage(page, '/');
  await page.locator('.page-hero').getByRole('link', { name: HOME_HERO.primary.label }).click();
  await expect(page).toHaveURL(appUrl(expertCall.path));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SERVICE_FORM_LINKS.expertCall.title);
  await openPage(page, '/serviceContent?id=expert-call');
  await expect(page.getByTestId('service-form-cta')).toHaveText(SERVICE_FORM_LINKS.expertCall.cta);
  await page.getByTestId('service-form-cta').click();
  await expect(page).toHaveURL(appUrl(expertCall.path));
  expect(consoleErrors).toEqual([]);
});

test('the corporate training form carries its own introduction', async ({ page, consoleErrors }) => {
  const form = FORMS.find((f) => f.key === 'thirteen')!;
  await openPage(page, form.path);
  const intro = page.getByTestId('rich-intro');
  for (const group of formIntro(form.key).richIntro!.groups) await expect(intro.getByRole('heading', { name: group.title })).toBeVisible();
  await expect(page.getByTestId('lead-form')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the privacy notice names the handler, each purpose, the retention, who receives what, the SDKs, and a section for experts', async ({
  page,
  consoleErrors,
}) => {
  await openPage(page, '/privacy');
  for (const id of ['who', 'what', 'why', 'sdk', 'keep', 'share', 'experts', 'rights']) {
    await expect(page.getByRole('heading', { level: 2, name: privacySection(id).title, exact: true })).toBeVisible();
  }
  const text = page.locator('.privacy__text');
  await expect(text).toContainText(COMPLIANCE_CONTACT.name);
  for (const paragraph of privacySection('who').paragraphs!) await expect(text).toContainText(paragraph);
  await expect(text).toContainText('Sensors Analytics JavaScript SDK');
  for (const item of privacySection('sdk').items!) await expect(text).toContainText(item);
  await expect(text).toContainText(CONSENTS.expertSharing.name);
  expect(consoleErrors).toEqual([]);
});
