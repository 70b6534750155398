import type * as API from '@/api';
import { FORMS } from '@/config/forms';
import { ENGLISH_CONTACT_FORM } from '@/config/forms/englishForms';
import { LEAD_API_PATHS } from '@/config/leadApi';
import { CONSENTS } from '@/content/consents';
import { ENGLISH_CONSENTS } from '@/content/en/consents';
import { ENGLISH_FORM_PAGES } from '@/content/en/leadPages';
import { ENGLISH_VALIDATION_MESSAGES } from '@/content/en/validation';
import { LEAD_RESULT_PAGE } from '@/content/pages/leadResult';

import { VALID_CONTACT } from '../../mock/data/leads';
import { emailFor, uniqueToken } from '../e2e/support/leadForm';
import { addressOf, APP_SCRIPTS, appUrl, type Browser, expect, open, openEarly, slowProxy, takenOver, test } from './support/webkit';

/** An iPhone visitor's first contact: a lead form typed into as a person types, and a tap on 提交 before the app runs. */

const form = FORMS.find((f) => f.key === 'special')!;
const field = (name: string) => `[data-field="${name}"] input, [data-field="${name}"] textarea`;
const errorTexts = (browser: Browser) =>
  browser.execute(() => Array.from(document.querySelectorAll('.ant-form-item-explain-error'), (e) => e.textContent ?? ''));

/** Types as a person does: one character at a time, with a short pause (WebDriver's one-shot typing outruns the field). */
async function typeSlowly(browser: Browser, selector: string, text: string) {
  await (await browser.$(selector)).click();
  for (const character of text) {
    await browser.keys(character);
    await browser.pause(20);
  }
}

test(`${form.path}: typed one character at a time and sent, it reaches its result page and the inbox once`, async ({
  phone,
  baseURL,
  request,
}) => {
  const token = uniqueToken();
  const values: Record<string, string> = {
    ...VALID_CONTACT,
    company: `${VALID_CONTACT.company}${token.slice(-4)}`,
    email: emailFor(token),
  };
  const typed = form.fields.filter((f) => (f.required && f.kind !== 'consent') || f.kind === 'email');
  expect(typed.every((f) => values[f.name] !== undefined)).toBe(true);

  await open(phone, baseURL, form.path);
  for (const f of typed) await typeSlowly(phone, field(f.name), values[f.name]);
  for (const f of typed) expect(await (await phone.$(field(f.name))).getValue(), f.name).toBe(values[f.name]);
  await (await phone.$(`[data-field="${form.fields.find((f) => f.consent === 'privacy')!.name}"] input[type="checkbox"]`)).click();
  await (await phone.$('[data-testid="submit"]')).click();

  await phone.waitUntil(async () => (await addressOf(phone)).pathname === appUrl(form.resultPath), {
    timeout: 15_000,
    timeoutMsg: `the form did not reach ${form.resultPath}; it says: ${(await errorTexts(phone)).join(' / ')}`,
  });
  expect((await addressOf(phone)).searchParams.get('form')).toBe(form.key);
  await phone.waitUntil(async () => (await (await phone.$('h1')).getText()) === LEAD_RESULT_PAGE.thanks.title, { timeout: 10_000 });
  await phone.waitUntil(async () => /^ZQ\d{12}$/.test(await (await phone.$('[data-testid="lead-id"]')).getText()), { timeout: 10_000 });

  const res = await request.get(`${LEAD_API_PATHS.leads}?q=${encodeURIComponent(token)}`);
  const leads = ((await res.json()) as API.ResponseStructure<API.LeadList>).data!.list;
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({ formKey: form.key, topic: form.topic });
  expect(leads[0].suspected ?? false).toBe(false);
  for (const f of typed) expect(leads[0].values[f.name], f.name).toBe(values[f.name]);
  expect(leads[0].values.consent).toBe(true);
});

test(`${ENGLISH_CONTACT_FORM.path}: an analyst abroad types an English enquiry with a mobile number of their own country, and reads English throughout`, async ({
  phone,
  baseURL,
  request,
}) => {
  const english = ENGLISH_CONTACT_FORM;
  const token = uniqueToken();
  // The name as an iPhone's keyboard writes it: a curly apostrophe.
  const values: Record<string, string> = {
    name: 'Siobhán O’Neill',
    email: emailFor(token),
    company: `Harbour Lane Capital ${token.slice(-4)}`,
    need: 'Two calls with former procurement heads of battery makers.',
    mobile: '+44 20 7946 0958',
  };
  await open(phone, baseURL, english.path);
  for (const name of Object.keys(values)) await typeSlowly(phone, field(name), values[name]);
  await (await phone.$(`[data-field="consent"] input[type="checkbox"]`)).click();
  await (await phone.$('[data-testid="submit"]')).click();
  // A London landline is no mobile number: said in English, and nothing is sent.
  const wrong = ENGLISH_VALIDATION_MESSAGES.intlMobile.invalid('United Kingdom, +44');
  await phone.waitUntil(async () => (await errorTexts(phone)).includes(wrong), {
    timeout: 10_000,
    timeoutMsg: `no English message for the landline; the form says: ${(await errorTexts(phone)).join(' / ')}`,
  });
  // Deleted key by key and typed again, as a person corrects it.
  await (await phone.$(field('mobile'))).click();
  for (const _ of values.mobile) {
    await phone.keys('Backspace');
    await phone.pause(20);
  }
  await typeSlowly(phone, field('mobile'), '+65 9123 4567');
  expect(await (await phone.$(field('mobile'))).getValue()).toBe('+65 9123 4567');
  await (await phone.$('[data-testid="submit"]')).click();

  await phone.waitUntil(async () => (await addressOf(phone)).pathname === appUrl(english.resultPath), {
    timeout: 15_000,
    timeoutMsg: `the form did not reach ${english.resultPath}; it says: ${(await errorTexts(phone)).join(' / ')}`,
  });
  await phone.waitUntil(async () => (await (await phone.$('h1')).getText()) === ENGLISH_FORM_PAGES[english.key].result.thanks.title, {
    timeout: 10_000,
  });
  const res = await request.get(`${LEAD_API_PATHS.leads}?q=${encodeURIComponent(token)}`);
  const leads = ((await res.json()) as API.ResponseStructure<API.LeadList>).data!.list;
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({ formKey: english.key, locale: 'en', values: { name: values.name, mobile: '+6591234567' } });
  expect(leads[0].consents.map((c) => c.version)).toEqual([ENGLISH_CONSENTS.privacy.version]);
});

/** The app's scripts arrive this late: the visitor taps long before the app runs. */
const APP_DELAY_MS = 2_500;

test(`${form.path}: a tap on 提交 of the empty form, before the app runs, shows the Chinese required messages`, async ({
  webkit,
  baseURL,
}) => {
  const proxy = await slowProxy(baseURL!, APP_SCRIPTS, APP_DELAY_MS);
  try {
    // `none`: WebDriver hands back as soon as the navigation starts, so the test taps the moment 提交 is there.
    const phone = await webkit.fresh({ pageLoadStrategy: 'none' });
    await openEarly(phone, proxy.origin, form.path);
    const submit = await phone.$('[data-testid="submit"]');
    await submit.waitForExist({ timeout: 10_000, interval: 20 });
    const appRan = await phone.execute(() => Boolean(document.getElementById('root')?.hasAttribute('data-zq-live')));
    await submit.click();
    expect(appRan, 'the tap came after the app had started: not an early tap').toBe(false);

    const required = form.fields.filter((f) => f.required);
    await phone.waitUntil(async () => (await errorTexts(phone)).filter((text) => text.trim()).length === required.length, {
      timeout: APP_DELAY_MS + 10_000,
      timeoutMsg: `the early tap did not show ${required.length} required-field messages`,
    });
    for (const text of await errorTexts(phone)) expect(text).toMatch(/^[^A-Za-z]*[\u4e00-\u9fa5][^A-Za-z]*$/);
    expect((await addressOf(phone)).pathname).toBe(appUrl(form.path));
  } finally {
    await proxy.close();
  }
});

test("/meetingForm: once the form runs, a drop-down's list is drawn unseen; the first tap shows it and a pick is taken", async ({
  phone,
  baseURL,
}) => {
  const meeting = FORMS.find((f) => f.key === 'meeting')!;
  const select = meeting.fields.find((f) => f.kind === 'select')!;
  await open(phone, baseURL, meeting.path!);
  await takenOver(phone);
  await (await phone.$(field('name'))).click();
  await (await phone.$('[data-testid="lead-form"][data-ready="true"]')).waitForExist({ timeout: 10_000 });
  const lists = () =>
    phone.execute(() =>
      Array.from(
        document.querySelectorAll('.ant-select-dropdown'),
        (e) => getComputedStyle(e).display !== 'none' && getComputedStyle(e).visibility !== 'hidden',
      ),
    );
  await phone.waitUntil(async () => (await lists()).length > 0, { timeout: 10_000, timeoutMsg: 'no drop-down list was drawn ahead' });
  expect(await lists(), 'a list drawn ahead is never seen').not.toContain(true);
  const dropDown = await phone.$(`[data-field="${select.name}"] .ant-select`);
  await dropDown.click();
  const option = await phone.$('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  await option.waitForDisplayed({ timeout: 5_000 });
  const label = await option.getText();
  await option.click();
  await phone.waitUntil(async () => (await dropDown.getText()).includes(label), { timeout: 5_000, timeoutMsg: 'the pick was not taken' });
});

test('/meetingForm: a tap on a drop-down before the app runs opens it once the form runs', async ({ webkit, baseURL }) => {
  const meeting = FORMS.find((f) => f.key === 'meeting')!;
  const select = meeting.fields.find((f) => f.kind === 'select')!;
  const proxy = await slowProxy(baseURL!, APP_SCRIPTS, APP_DELAY_MS);
  try {
    const phone = await webkit.fresh({ pageLoadStrategy: 'none' });
    await openEarly(phone, proxy.origin, meeting.path);
    const dropDown = await phone.$(`[data-field="${select.name}"] .ant-select`);
    await dropDown.waitForExist({ timeout: 10_000, interval: 20 });
    const appRan = await phone.execute(() => Boolean(document.getElementById('root')?.hasAttribute('data-zq-live')));
    await dropDown.click();
    expect(appRan, 'the tap came after the app had started: not an early tap').toBe(false);
    await phone.waitUntil(async () => ((await dropDown.getAttribute('class')) ?? '').includes('ant-select-open'), {
      timeout: APP_DELAY_MS + 10_000,
      timeoutMsg: 'the drop-down tapped before the app ran did not open',
    });
  } finally {
    await proxy.close();
  }
});

test('/expertApplyForm: the consent to show the background summary to clients is its own box, and the application waits for it', async ({
  phone,
  baseURL,
}) => {
  const expert = FORMS.find((f) => f.key === 'expertApply')!;
  await open(phone, baseURL, expert.path);
  const box = await phone.$('[data-field="sharingConsent"] input[type="checkbox"]');
  await box.waitForExist({ timeout: 10_000 });
  expect(await box.isSelected()).toBe(false);
  await (await phone.$('[data-testid="submit"]')).click();
  await phone.waitUntil(async () => (await errorTexts(phone)).some((text) => text.startsWith(CONSENTS.expertSharing.requiredMessage)), {
    timeout: 10_000,
    timeoutMsg: 'the missing sharing consent was not explained',
  });
  expect(await (await phone.$('[data-field="marketingConsent"]')).isExisting()).toBe(false);
});
