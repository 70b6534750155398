import type { Locator, Page } from '@playwright/test';

import type * as API from '@/api';
import type { FormDefinition, RoutedFormDefinition } from '@/config/forms';
import type { FieldDefinition } from '@/config/forms/fields';
import { LEAD_API_PATHS, MIN_FILL_MS } from '@/config/leadApi';
import { STORAGE_KEYS } from '@/config/storage';
import { beijingDay } from '@/lib/beijingTime';

import { ACTIVITIES } from '../../../mock/data/activities';
import { VALID_CONTACT } from '../../../mock/data/leads';
import { appUrl, expect, openPage } from './fixtures';

/** Helpers that fill the lead form engine's fields in a real browser, shared by every spec that submits a lead. */

export const uniqueToken = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
export const emailFor = (token: string) => `e2e.${token}@zhiqiao-qa.cn`;

export const cell = (page: Page, field: FieldDefinition) => page.locator(`[data-field="${field.name}"]`);
export const errorsOf = (page: Page) => page.locator('.ant-form-item-explain-error');

/**
 * From now on, counts the changes made in the task of each `event` (capture phase on the document) to a field's state
 * and message: its form item's own attributes (its status classes) and anything inside its message area. `field`
 * names one field, or every field. Returns a function that reads the count.
 */
export async function countMessageChangesInTaskOf(page: Page, event: string, field?: string) {
  const cell = field ? `[data-field="${field}"]` : '[data-field]';
  await page.evaluate(
    ([type, item, message]) => {
      const seen = { inTask: 0 };
      (window as { changesInTask?: typeof seen }).changesInTask = seen;
      let inTask = false;
      new MutationObserver((records) => {
        if (!inTask) return;
        for (const record of records) {
          const node = record.target instanceof Element ? record.target : record.target.parentElement;
          if (node?.matches(item) || node?.closest(message)) seen.inTask += 1;
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      document.addEventListener(
        type,
        () => {
          inTask = true;
          setTimeout(() => (inTask = false), 0);
        },
        true,
      );
    },
    [event, `${cell} > .ant-form-item`, `${cell} .ant-form-item-additional`] as const,
  );
  return () => page.evaluate(() => (window as { changesInTask?: { inTask: number } }).changesInTask!.inTask);
}

/**
 * Opens an antd Select and takes its first option with the keyboard (no race with the dropdown animation). Enter on a
 * taken option of a multiple select drops it again, so a retry first looks whether the last attempt took; a tap on an
 * open one would close it, so it is tapped only while closed.
 */
async function pickOption(page: Page, item: Locator, field: FieldDefinition) {
  const select = item.locator('.ant-select');
  const label = field.options![0].label;
  await expect(async () => {
    if (!(await select.textContent())?.includes(label)) {
      if (!(await select.evaluate((el) => el.classList.contains('ant-select-open')))) await select.click();
      await page.keyboard.press('Enter');
      if (field.kind === 'multiSelect') await page.keyboard.press('Escape');
    }
    await expect(select).toContainText(label, { timeout: 2000 });
  }).toPass({ timeout: 8000 });
}

/**
 * Taps a choice (a radio, a box, a star) until it shows as chosen. A tap can miss while the error above it folds away
 * (antd animates it, so the field moves under the pointer), as a visitor's can. A second tap on a chosen star or box
 * would undo it, so the state is read before each tap, and a tap gets 2 s to show.
 */
async function tapUntilOn(target: Locator, state: Locator) {
  await expect(async () => {
    if (!(await state.isChecked())) await target.click();
    await expect(state).toBeChecked({ timeout: 2000 });
  }).toPass({ timeout: 8000 });
}

/** Types a valid value into one field, whatever its kind. */
export async function fillField(page: Page, field: FieldDefinition, token: string) {
  const item = cell(page, field);
  const contact = VALID_CONTACT as Record<string, string>;
  switch (field.kind) {
    case 'email':
      return item.locator('input').fill(emailFor(token));
    case 'mobile':
    case 'text':
      return item
        .locator('input')
        .fill(field.name === 'company' ? `${VALID_CONTACT.company}${token.slice(-4)}` : (contact[field.name] ?? '行业资深从业者'));
    case 'textarea':
      return item.locator('textarea').fill(contact.need);
    case 'url':
      return item.locator('input').fill(`https://www.linkedin.com/in/e2e-${token}`);
    case 'tags': {
      // Typed as a visitor does: a word, then Enter.
      const input = item.locator('input');
      await input.fill('动力电池');
      await input.press('Enter');
      return expect(item.locator('.ant-select-selection-item')).toHaveCount(1);
    }
    case 'select':
    case 'multiSelect':
      return pickOption(page, item, field);
    case 'radio':
      return tapUntilOn(item.locator('.ant-radio-wrapper').first(), item.locator('input[type="radio"]').first());
    case 'checkboxGroup':
      return tapUntilOn(item.locator('.ant-checkbox-wrapper').first(), item.locator('input[type="checkbox"]').first());
    case 'rating': {
      const fourth = item.locator('[role="radio"][aria-posinset="4"]');
      return tapUntilOn(fourth, fourth);
    }
    case 'date': {
      const input = item.locator('input');
      await input.click();
      await input.fill(beijingDay(Date.now(), (field.minDaysAhead ?? 0) + 3));
      await input.press('Enter');
      return undefined;
    }
    case 'pledge':
    case 'consent': {
      // One tap, as a visitor ticks it: before the form's script runs, the tick is held and replayed.
      const box = item.locator('input[type="checkbox"]');
      if (await box.isChecked()) return undefined;
      await box.click();
      return expect(box).toBeChecked({ timeout: 10_000 });
    }
    default:
      throw new Error(`no sample for ${field.kind}`);
  }
}

/** Every field, as a visitor fills the form in; an optional consent (the marketing box) is left as it is, unticked. */
export async function fillForm(page: Page, form: Pick<FormDefinition, 'fields'>, token: string) {
  for (const field of form.fields) if (field.kind !== 'consent' || field.required) await fillField(page, field, token);
}

/**
 * The anti-spam minimum fill time counts from the first interaction with the form (or a restored draft), which
 * comes just after the form opened: waiting from the opening with a margin covers it.
 */
export async function waitForFillTime(page: Page, openedAt: number) {
  const left = MIN_FILL_MS + 600 - (Date.now() - openedAt);
  if (left > 0) await page.waitForTimeout(left);
}

export async function leadsWith(page: Page, token: string): Promise<API.StoredLead[]> {
  return inboxWith(page, 'leads', token);
}

/** What one inbox of the mocked API holds with this text: client leads (and survey answers), or experts' applications. */
export async function inboxWith(page: Page, inbox: 'leads' | 'expertApplications', token: string): Promise<API.StoredLead[]> {
  const res = await page.request.get(`${LEAD_API_PATHS[inbox]}?q=${encodeURIComponent(token)}`);
  return ((await res.json()) as API.ResponseStructure<API.LeadList>).data!.list;
}

// Opening a form as a visitor from a campaign does, and finding its result page.

export const openActivity = ACTIVITIES.find((a) => a.status === 'open' && a.registered < a.quota)!;
export const replayActivity = ACTIVITIES.find((a) => a.status === 'past' && a.replayAvailable)!;

/** The URL of a form, with an activity id where the form reads one. */
export const formUrl = (form: RoutedFormDefinition) =>
  form.activity?.source === 'query'
    ? `${form.path}?id=${form.activity.mode === 'replay' ? replayActivity.id : openActivity.id}`
    : form.path;

/** The activity a form is about (title shown on its result page), if any. */
export const activityOf = (form: RoutedFormDefinition) => {
  const binding = form.activity;
  if (!binding || binding.source === 'static') return undefined;
  if (binding.source === 'fixed') return ACTIVITIES.find((a) => a.id === binding.id);
  return binding.mode === 'replay' ? replayActivity : openActivity;
};

export const UTM = {
  utm_source: 'e2e-newsletter',
  utm_medium: 'email',
  utm_campaign: 'forms-2026q4',
  utm_term: '专家访谈',
  utm_content: 'banner-a',
};

export const resultUrlRe = (form: RoutedFormDefinition) =>
  new RegExp(`${appUrl(form.resultPath).replace(/[/.]/g, '\\$&')}\\?form=${form.key}`);

/**
 * Lands on a first page with UTM parameters, as a visitor from a campaign does, then opens the form and returns as
 * soon as its HTML shows: the test acts at once, as a visitor does, whether or not the form's script runs yet.
 */
export async function landThenOpen(page: Page, form: RoutedFormDefinition) {
  await openPage(page, `/privacy?${new URLSearchParams(UTM).toString()}`);
  await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.attribution)).toContain('e2e-newsletter');
  await page.goto(appUrl(formUrl(form)), { waitUntil: 'domcontentloaded' });
  return Date.now();
}

/** The draft a form keeps in this browser (null when none). */
export const storedDraft = (page: Page, formKey: string) =>
  page.evaluate((key) => localStorage.getItem(key), `${STORAGE_KEYS.draftPrefix}${formKey}`);

/** The form's e-mail input. */
export const emailInput = (page: Page, form: Pick<FormDefinition, 'fields'>) =>
  cell(
    page,
    form.fields.find((f) => f.kind === 'email')!,
  ).locator('input');

/**
 * A pre-rendered form is plain HTML until its controls come alive (scrolled into view or touched): reaches for it as a
 * visitor does (a touch on the form, not on a field), so the test's clicks reach the running form.
 */
export async function formReady(page: Page, scope: Page | Locator = page) {
  const form = scope.getByTestId('lead-form');
  await form.scrollIntoViewIfNeeded();
  if ((await form.getAttribute('data-ready')) !== 'true') await form.dispatchEvent('pointerdown');
  await expect(form).toHaveAttribute('data-ready', 'true');
  return form;
}
