import type { Page } from '@playwright/test';

import { FORMS } from '@/config/forms';
import { STORAGE_KEYS } from '@/config/storage';
import { ACTIVE_LIST_PAGE } from '@/content/pages/activeList';
import { LEAD_RESULT_PAGE } from '@/content/pages/leadResult';
import { DOWNLOAD_ACTION } from '@/content/ui/materials';
import { ACTIVITY_PAGE_SIZE } from '@/features/content/activities/activityFilter';

import { ACTIVITIES } from '../../mock/data/activities';
import { MATERIALS } from '../../mock/data/materials';
import { queryActivities } from '../../mock/platform/items';
import { appUrl, expect, test } from './support/fixtures';
import { cell, emailFor, errorsOf, fillField, formUrl, leadsWith, resultUrlRe, uniqueToken } from './support/leadForm';

/**
 * Nothing a visitor does while the page wakes up is lost. A phone on a slow network shows the pre-rendered page well
 * before the app's scripts have arrived: here they arrive seconds late, and the visitor taps the moment the page shows.
 */

const APP_DELAY_MS = 2_500;

/** The app's scripts (its hashed bundles) arrive `delay` ms late. */
async function slowApp(page: Page, delay = APP_DELAY_MS) {
  await page.route(/\/html\/[^/?]+\.[0-9a-f]{8}(\.async)?\.js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delay));
    await route.fallback();
  });
}

/** Opens a page and returns as soon as the response starts: the test then taps what it needs the moment it shows. */
async function arriveEarly(page: Page, path: string, delay?: number) {
  await slowApp(page, delay);
  await page.goto(appUrl(path), { waitUntil: 'commit' });
}

test.use({ viewport: { width: 390, height: 844 } });

test.describe('the first tap on 提交 of an empty form shows the Chinese messages', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const form of FORMS) {
    test(formUrl(form), async ({ page, consoleErrors }) => {
      await arriveEarly(page, formUrl(form));
      await page.getByTestId('submit').click();
      const required = form.fields.filter((f) => f.required);
      await expect(errorsOf(page)).toHaveCount(required.length, { timeout: APP_DELAY_MS + 8_000 });
      for (const text of await errorsOf(page).allInnerTexts()) expect(text).toMatch(/^[^A-Za-z]*[\u4e00-\u9fa5][^A-Za-z]*$/);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('a form does not move as it comes alive (a tap that began on 提交 ends on it)', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const form of FORMS) {
    test(formUrl(form), async ({ page }) => {
      await page.goto(appUrl(formUrl(form)), { waitUntil: 'networkidle' });
      const submit = page.getByTestId('submit');
      const where = () => submit.evaluate((b) => b.getBoundingClientRect().top + window.scrollY);
      const before = await where();
      // Reached for (a touch on the form): its controls come alive.
      await page.getByTestId('lead-form').dispatchEvent('pointerdown');
      await expect(page.getByTestId('lead-form')).toHaveAttribute('data-ready', 'true');
      await page.evaluate(() => new Promise(requestAnimationFrame));
      expect(Math.abs((await where()) - before)).toBeLessThan(1);
    });
  }
});

test.describe('a control that opens on press, tapped before its script arrived, opens once it runs', () => {
  const form = FORMS.find((f) => f.key === 'meeting')!;

  test('a drop-down: open, and the keyboard takes its first option', async ({ page, consoleErrors }) => {
    const select = form.fields.find((f) => f.kind === 'select')!;
    await arriveEarly(page, form.path);
    const dropDown = cell(page, select).locator('.ant-select');
    await dropDown.click();
    await expect(dropDown).toHaveClass(/ant-select-open/, { timeout: APP_DELAY_MS + 8_000 });
    await page.keyboard.press('Enter');
    await expect(dropDown).toContainText(select.options![0].label);
    expect(consoleErrors).toEqual([]);
  });

  test('the date picker: its calendar shows', async ({ page, consoleErrors }) => {
    const date = form.fields.find((f) => f.kind === 'date')!;
    await arriveEarly(page, form.path);
    await cell(page, date).locator('input').click();
    await expect(page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toBeVisible({ timeout: APP_DELAY_MS + 8_000 });
    expect(consoleErrors).toEqual([]);
  });
});

test('a form filled and sent before its script arrived is sent once, with what was typed, and not taken for a bot', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const form = FORMS.find((f) => f.key === 'meeting')!;
  const required = form.fields.filter((f) => f.required);
  // The required fields and the e-mail (which finds the lead in the inbox), typed and ticked in plain HTML.
  const typed = form.fields.filter((f) => (f.required && f.kind !== 'consent') || f.kind === 'email');
  expect(typed.every((f) => ['text', 'mobile', 'email', 'textarea'].includes(f.kind))).toBe(true);

  await arriveEarly(page, form.path, 6_000);
  const token = uniqueToken();
  const startedAt = Date.now();
  for (const field of typed) await fillField(page, field, token);
  await cell(
    page,
    required.find((f) => f.kind === 'consent')!,
  )
    .locator('input[type="checkbox"]')
    .click();
  // A person takes a few seconds over it (the anti-spam minimum is 2.5 s from the first keystroke).
  await page.waitForTimeout(Math.max(0, 3_000 - (Date.now() - startedAt)));
  await page.getByTestId('submit').click();
  await page.getByTestId('submit').click(); // and, nothing happening yet, taps again

  // Every script of the app is late here, the form's own and its HTTP client's too.
  await expect(page).toHaveURL(resultUrlRe(form), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(LEAD_RESULT_PAGE.thanks.title);
  const leads = await leadsWith(page, token);
  expect(leads).toHaveLength(1);
  expect(leads[0].suspected ?? false).toBe(false);
  expect(leads[0].values).toMatchObject({ email: emailFor(token), consent: true });
  for (const field of typed) expect(leads[0].values[field.name], field.name).toBeTruthy();
  expect(consoleErrors).toEqual([]);
});

test('the phone menu opens on the first tap', async ({ page, consoleErrors }) => {
  await arriveEarly(page, '/');
  const menu = page.locator('.site-header__menu-button');
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: APP_DELAY_MS + 5_000 });
  await expect(page.locator('#site-nav, .site-nav').first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a filter chosen at once filters the list', async ({ page, consoleErrors }) => {
  await arriveEarly(page, '/activeList');
  await page.getByTestId('activity-industry').selectOption('seven');
  await expect(page).toHaveURL(/industry=seven/, { timeout: APP_DELAY_MS + 5_000 });
  const { total } = queryActivities({ when: 'upcoming', industry: 'seven', page: 1, pageSize: ACTIVITY_PAGE_SIZE });
  await expect(page.getByTestId('activity-total')).toContainText(ACTIVE_LIST_PAGE.total(total, false));
  expect(consoleErrors).toEqual([]);
});

test('收藏 saves the material on the first tap', async ({ page, consoleErrors }) => {
  await arriveEarly(page, '/down');
  const save = page.getByTestId('save-button').first();
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true', { timeout: APP_DELAY_MS + 5_000 });
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.collect)).toContain('"id"');
  expect(consoleErrors).toEqual([]);
});

test('下载 downloads the file on the first tap, and the download is recorded', async ({ page, consoleErrors }) => {
  const material = MATERIALS.find((m) => !m.gated)!;
  await arriveEarly(page, `/downPdf?id=${material.id}`);
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: APP_DELAY_MS + 8_000 }),
    page.getByTestId('material-download').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  await expect(page.getByText(DOWNLOAD_ACTION.startedBefore)).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.downloads)).toContain(material.id);
  expect(consoleErrors).toEqual([]);
});

test("an activity's 报名 opens its registration form on the first tap", async ({ page, consoleErrors }) => {
  const activity = ACTIVITIES.find((a) => a.status === 'open' && a.registered < a.quota)!;
  await arriveEarly(page, `/activeInfo?id=${activity.id}`);
  await page.getByTestId('activity-cta').click();
  await expect(page).toHaveURL(new RegExp(`/html/activeForm\\?id=${activity.id}`), { timeout: APP_DELAY_MS + 5_000 });
  await expect(page.getByTestId('lead-page')).toHaveAttribute('data-activity-id', activity.id);
  expect(consoleErrors).toEqual([]);
});

test('text typed before the script arrived stays in the form it joins', async ({ page, consoleErrors }) => {
  const form = FORMS.find((f) => f.key === 'meeting')!;
  await arriveEarly(page, form.path);
  const name = cell(
    page,
    form.fields.find((f) => f.name === 'name')!,
  ).locator('input');
  await name.fill('王晓明');
  await expect(page.getByTestId('lead-form')).toHaveAttribute('data-ready', 'true', { timeout: APP_DELAY_MS + 5_000 });
  await name.press('End');
  await page.keyboard.type('林');
  await expect(name).toHaveValue('王晓明林');
  // The running form knows it: a submit finds the name filled.
  await page.getByTestId('submit').click();
  await expect(errorsOf(page).first()).toBeVisible();
  await expect(
    cell(
      page,
      form.fields.find((f) => f.name === 'name')!,
    ).locator('.ant-form-item-explain-error'),
  ).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test.describe('no character is lost while an empty form wakes up', () => {
  test.describe.configure({ mode: 'parallel' });
  const form = FORMS.find((f) => f.key === 'meeting')!;
  const input = (page: Page, name: string) =>
    cell(
      page,
      form.fields.find((f) => f.name === name)!,
    ).locator('input');

  for (const arrival of ['as the page shows', 'once the page runs']) {
    test(`typed ${arrival}: an IME's characters, a fast typist, a paste and autofill`, async ({ page, context, consoleErrors }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      if (arrival === 'as the page shows') await arriveEarly(page, form.path);
      else {
        await page.goto(appUrl(form.path));
        await page.waitForLoadState('networkidle');
      }
      // An IME commits each character as it is chosen; no pause after the first one.
      await input(page, 'name').click();
      for (const char of '韦验收') await page.keyboard.insertText(char);
      // A hardware keyboard at full speed.
      await input(page, 'company').click();
      await page.keyboard.type('Zhiqiao Capital');
      // A paste.
      await page.evaluate(() => navigator.clipboard.writeText('老师'));
      await input(page, 'jobTitle').click();
      await page.keyboard.press('ControlOrMeta+V');
      // Autofill: the browser sets several fields at once and tells the page with input events.
      await page.evaluate(() => {
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        for (const [id, value] of [
          ['mobile', '13800138000'],
          ['email', 'wei@zhiqiao-client.cn'],
        ]) {
          const field = document.getElementById(id) as HTMLInputElement;
          setter.call(field, value);
          field.dispatchEvent(new Event('input', { bubbles: true }));
        }
      });
      await expect(page.getByTestId('lead-form')).toHaveAttribute('data-ready', 'true', { timeout: APP_DELAY_MS + 5_000 });
      await expect(input(page, 'name')).toHaveValue('韦验收');
      await expect(input(page, 'company')).toHaveValue('Zhiqiao Capital');
      await expect(input(page, 'jobTitle')).toHaveValue('老师');
      await expect(input(page, 'mobile')).toHaveValue('13800138000');
      await expect(input(page, 'email')).toHaveValue('wei@zhiqiao-client.cn');
      // The running form knows every one of them: its draft holds them.
      await expect
        .poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').values, `${STORAGE_KEYS.draftPrefix}${form.key}`))
        .toMatchObject({
          name: '韦验收',
          company: 'Zhiqiao Capital',
          jobTitle: '老师',
          mobile: '13800138000',
          email: 'wei@zhiqiao-client.cn',
        });
      expect(consoleErrors).toEqual([]);
    });
  }

  test('text typed while the form wakes up is where the form starts: nothing is typed into it again as it comes alive', async ({
    page,
    consoleErrors,
  }) => {
    // An input event no keyboard sent is the page typing into a field itself (a replay, inside the task that brings
    // the form alive, where a key typed meanwhile waits for it).
    await page.addInitScript(() => {
      const replayed: string[] = [];
      Object.assign(window, { __replayed: replayed });
      document.addEventListener('input', (e) => !e.isTrusted && replayed.push((e.target as Element).id), true);
    });
    await arriveEarly(page, form.path);
    await input(page, 'name').click();
    await page.keyboard.type('韦验收');
    await input(page, 'company').click();
    await page.keyboard.type('Zhiqiao Capital');
    await expect(page.getByTestId('lead-form')).toHaveAttribute('data-ready', 'true', { timeout: APP_DELAY_MS + 5_000 });
    await expect(input(page, 'name')).toHaveValue('韦验收');
    await expect(input(page, 'company')).toHaveValue('Zhiqiao Capital');
    await expect
      .poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').values, `${STORAGE_KEYS.draftPrefix}${form.key}`))
      .toMatchObject({ name: '韦验收', company: 'Zhiqiao Capital' });
    expect(await page.evaluate(() => (window as unknown as { __replayed: string[] }).__replayed)).toEqual([]);
    // The running form has the text: a key typed now extends it.
    await page.keyboard.type(' HK');
    await expect(input(page, 'company')).toHaveValue('Zhiqiao Capital HK');
    expect(consoleErrors).toEqual([]);
  });

  test('a character typed the instant the form comes alive joins the text around it', async ({ page, consoleErrors }) => {
    // That instant cannot be hit from outside the page: the page types it itself when the form's part is marked alive
    // (at the end of the task that hydrated it), as an IME commits a character: the browser's own setter, then `input`.
    // Every character is noted in the order it came.
    await page.addInitScript(() => {
      const typed: string[] = [];
      const commit = (field: HTMLInputElement, char: string) => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, field.value + char);
        field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: char }));
      };
      Object.assign(window, { __typed: typed, __commit: commit });
      document.addEventListener('input', (e) => (e as InputEvent).data && typed.push((e as InputEvent).data!), true);
      const watch = new MutationObserver(() => {
        const field = document.querySelector<HTMLInputElement>('[data-zq-wait][data-zq-live] [data-field="name"] input');
        if (!field) return;
        watch.disconnect();
        commit(field, '收');
      });
      watch.observe(document, { attributes: true, subtree: true, attributeFilter: ['data-zq-live'] });
    });
    await page.goto(appUrl(form.path));
    await page.waitForLoadState('networkidle');
    // The first character reaches the form while it still waits for its script (typing is what wakes it).
    await page.evaluate(() => {
      const { __commit } = window as unknown as { __commit: (field: HTMLInputElement, char: string) => void };
      __commit(document.querySelector<HTMLInputElement>('[data-field="name"] input')!, '韦');
    });
    await input(page, 'name').click();
    await page.keyboard.press('End');
    await page.keyboard.insertText('验');
    await expect(page.getByTestId('lead-form')).toHaveAttribute('data-ready', 'true');
    const typed = await page.evaluate(() => (window as unknown as { __typed: string[] }).__typed.join(''));
    expect([...typed].sort()).toEqual([...'韦验收'].sort());
    await expect(input(page, 'name')).toHaveValue(typed);
    await expect
      .poll(() =>
        page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').values?.name, `${STORAGE_KEYS.draftPrefix}${form.key}`),
      )
      .toBe(typed);
    expect(consoleErrors).toEqual([]);
  });
});

test('a tap and keys on a form still waiting for its controls never reach React: it comes alive in tasks of its own', async ({
  page,
  consoleErrors,
}) => {
  // React brings a part it has not taken over to life inside the event when a tap or a key reaches it: the whole
  // form's first render would then sit inside the visitor's act. What reaches the app's root is noted, with whether
  // the form's part was alive then (this listener is on #root before React's).
  await page.addInitScript(() => {
    const reached: { type: string; alive: boolean }[] = [];
    Object.assign(window, { __reached: reached });
    document.addEventListener('DOMContentLoaded', () => {
      for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click', 'keydown', 'keyup', 'input']) {
        document.getElementById('root')!.addEventListener(
          type,
          (event) => {
            const part = (event.target as Element).closest('[data-zq-wait]');
            if (part && part !== document.getElementById('root')) reached.push({ type, alive: part.hasAttribute('data-zq-live') });
          },
          true,
        );
      }
    });
  });
  const form = FORMS.find((f) => f.key === 'meeting')!;
  await page.goto(appUrl(form.path));
  await expect(page.locator('#root')).toHaveAttribute('data-zq-live', '');
  const name = cell(
    page,
    form.fields.find((f) => f.name === 'name')!,
  ).locator('input');
  await name.click();
  await name.pressSequentially('Wang');
  await expect(page.getByTestId('lead-form')).toHaveAttribute('data-ready', 'true');
  await name.press('End');
  await page.keyboard.type('Li');
  await expect(name).toHaveValue('WangLi');
  const reached = await page.evaluate(() => (window as unknown as { __reached: { type: string; alive: boolean }[] }).__reached);
  expect(reached.filter((e) => !e.alive)).toEqual([]);
  // Once alive, the form gets the visitor's acts as any part of the page does.
  expect(reached.map((e) => e.type)).toContain('keydown');
  expect(consoleErrors).toEqual([]);
});
