import type { Page } from '@playwright/test';

import { FORMS } from '@/config/forms';
import { FIELD_LABELS } from '@/content/labels/fields';
import { LEAD_FORM_ENGINE } from '@/content/ui/leadForms';
import { VALIDATION_MESSAGES } from '@/content/ui/validation';

import { appUrl, expect, test } from './support/fixtures';
import { countMessageChangesInTaskOf, errorsOf, formReady } from './support/leadForm';

/**
 * A tap or a key on a form answers first: what it changes paints in its own task, and the work that follows from it
 * (checking a field, a drop-down's list, the draft) comes after or came before. Each test watches the page's changes
 * inside the task of the visitor's event (MutationObserver records reach the observer before that task ends).
 * `forms.spec.ts` has the same for 提交.
 */

test.describe.configure({ mode: 'parallel' });
test.use({ viewport: { width: 390, height: 844 } });

const NAME_REQUIRED = VALIDATION_MESSAGES.required.text(FIELD_LABELS.name.label);
const DROP_DOWN = '[data-field="industry"] .ant-select';

/** A form page as a campaign link opens it, alive (the visitor has tapped its name field), a drop-down's list drawn. */
async function openForm(page: Page, path = '/meetingForm') {
  await page.goto(appUrl(`${path}?utm_source=wechat&from=timeline`));
  await page.locator('[data-field="name"] input').click();
  await formReady(page);
  await expect(page.locator('.ant-select-dropdown')).not.toHaveCount(0);
}

test("a drop-down's list is in the page before the first tap, unseen and closed: the tap only shows it", async ({
  page,
  consoleErrors,
}) => {
  await openForm(page);
  const lists = page.locator('.ant-select-dropdown');
  const before = await lists.count();
  for (let i = 0; i < before; i += 1) await expect(lists.nth(i)).toBeHidden();
  await expect(page.locator(`${DROP_DOWN} [role="combobox"]`)).toHaveAttribute('aria-expanded', 'false');
  // The tap adds no list to the page (one drawn at the tap is built inside it).
  await page.evaluate(() => {
    const seen = { lists: 0 };
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes) if (n instanceof Element && n.querySelector('.ant-select-dropdown')) seen.lists += 1;
    }).observe(document.body, { childList: true });
    (window as { added?: typeof seen }).added = seen;
  });
  await page.locator(DROP_DOWN).click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  await expect(option).toBeVisible();
  await expect(page.locator(`${DROP_DOWN} [role="combobox"]`)).toHaveAttribute('aria-expanded', 'true');
  const label = await option.textContent();
  await option.click();
  await expect(page.locator(DROP_DOWN)).toContainText(label!);
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await expect(lists).toHaveCount(before);
  expect(await page.evaluate(() => (window as { added?: { lists: number } }).added!.lists)).toBe(0);
  expect(consoleErrors).toEqual([]);
});

/** Where a drop-down's open list and its field were in each of the frames after the next press on the page. */
interface Frame {
  list: { top: number; bottom: number } | null;
  field: { top: number; bottom: number };
}

/** From the next pointerdown, notes the list shown and the drop-down's field in each of `count` frames. */
async function watchFrames(page: Page, count: number) {
  await page.evaluate(
    ([field, frames]) => {
      const seen: Frame[] = [];
      (window as { frames_?: Frame[] }).frames_ = seen;
      const box = (el: Element) => {
        const { top, bottom } = el.getBoundingClientRect();
        return { top: Math.round(top), bottom: Math.round(bottom) };
      };
      const note = () => {
        const list = [...document.querySelectorAll('.ant-select-dropdown')].find((l) => getComputedStyle(l).display !== 'none');
        seen.push({ list: list ? box(list) : null, field: box(document.querySelector(field)!) });
        if (seen.length < frames) requestAnimationFrame(note);
      };
      document.addEventListener('pointerdown', () => requestAnimationFrame(note), { capture: true, once: true });
    },
    [DROP_DOWN, count] as const,
  );
  await expect.poll(() => page.evaluate(() => (window as { frames_?: Frame[] }).frames_!.length)).toBe(count);
  return page.evaluate(() => (window as { frames_?: Frame[] }).frames_!);
}

for (const { when, before } of [
  {
    // A name typed: leaving the field empty would put its message above the open list, which then moves with the page
    // for a frame until antd places it again (antd's trigger; see docs/speed.md).
    when: 'at the first tap',
    before: async (page: Page) => {
      await page.locator('[data-field="name"] input').fill('王小明');
      await expect(page.getByRole('button', { name: LEAD_FORM_ENGINE.clearDraft })).toBeEnabled();
    },
  },
  {
    when: 'after 提交 put messages above it',
    before: async (page: Page) => {
      await page.getByTestId('submit').click();
      await expect(errorsOf(page).first()).toBeVisible();
    },
  },
  {
    when: 'opened again after the page grew above it',
    before: async (page: Page) => {
      await page.locator(DROP_DOWN).click();
      await page.keyboard.press('Escape');
      await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
      await page.locator('[data-field="name"]').evaluate((el) => el.insertAdjacentHTML('beforebegin', '<div style="height: 120px"></div>'));
    },
  },
]) {
  test(`a drop-down's list shows under its field from the tap's first frame and stays there, ${when}`, async ({ page, consoleErrors }) => {
    await openForm(page);
    await before(page);
    // Near the top of the screen, under the sticky header: room for the list under it.
    await page.locator(DROP_DOWN).evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 120));
    const frames = watchFrames(page, 8);
    await page.locator(DROP_DOWN).click();
    const seen = await frames;
    // Shown in the first frame after the tap; then, frame by frame, 4 px under its field (never off screen, never moved).
    expect(seen[0].list).not.toBeNull();
    for (const { list, field } of seen) expect(list && list.top - field.bottom).toBeGreaterThanOrEqual(3);
    for (const { list, field } of seen) expect(list && list.top - field.bottom).toBeLessThanOrEqual(5);
    expect(consoleErrors).toEqual([]);
  });
}

test('a drop-down with no room under it opens above its field, on screen in every frame', async ({ page, consoleErrors }) => {
  await openForm(page);
  await page.locator(DROP_DOWN).evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 8));
  const frames = watchFrames(page, 8);
  await page.locator(DROP_DOWN).click();
  const seen = await frames;
  expect(seen.at(-1)!.list!.bottom).toBeLessThanOrEqual(seen.at(-1)!.field.top);
  for (const { list } of seen.filter((f) => f.list)) expect(list!.top).toBeGreaterThanOrEqual(0);
  expect(consoleErrors).toEqual([]);
});

test('leaving an empty field for a drop-down opens the drop-down first: the field is checked after', async ({ page, consoleErrors }) => {
  await openForm(page);
  const changes = await countMessageChangesInTaskOf(page, 'mousedown', 'name');
  await page.locator(DROP_DOWN).click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').first()).toBeVisible();
  await expect(page.locator('[data-field="name"]')).toContainText(NAME_REQUIRED);
  expect(await changes()).toBe(0);
  expect(consoleErrors).toEqual([]);
});

test("a pick or a tick paints first: its field's message goes in a task after it", async ({ page, consoleErrors }) => {
  // The expert application: its drop-down and its consent are both required.
  await openForm(page, '/expertApplyForm');
  // 提交 on the empty form: every required field shows its message, the drop-down's and the consent's among them.
  await page.getByTestId('submit').click();
  const industry = page.locator('[data-field="industry"]');
  const consent = page.locator('[data-field="consent"]');
  await expect(industry.locator('.ant-form-item-explain-error')).toBeVisible();
  await expect(consent.locator('.ant-form-item-explain-error')).toBeVisible();
  const errorsBefore = await errorsOf(page).count();

  // The fields' states and messages, not the controls the visitor touched (those answer in the task).
  const messages = await countMessageChangesInTaskOf(page, 'click');
  await page.locator(DROP_DOWN).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await expect(industry.locator('.ant-form-item-explain-error')).toHaveCount(0);
  await consent.locator('input[type="checkbox"]').click();
  await expect(consent.locator('.ant-form-item-explain-error')).toHaveCount(0);
  await expect(errorsOf(page)).toHaveCount(errorsBefore - 2);
  expect(await messages()).toBe(0);
  expect(consoleErrors).toEqual([]);
});

test("a keystroke changes its own field: the draft's first save turns on 清空草稿 and touches no other field", async ({
  page,
  consoleErrors,
}) => {
  await openForm(page);
  const clear = page.getByRole('button', { name: LEAD_FORM_ENGINE.clearDraft });
  await expect(clear).toBeDisabled();
  // The other text fields: a render of the whole form would touch each of their inputs.
  const others = FORMS.find((f) => f.path === '/meetingForm')!
    .fields.filter((f) => ['text', 'mobile', 'email', 'url'].includes(f.kind) && f.name !== 'name')
    .map((f) => `[data-field="${f.name}"]`)
    .join(', ');
  expect(others).not.toBe('');
  await page.evaluate((watched) => {
    const seen = { changes: [] as string[] };
    new MutationObserver((records) => {
      for (const r of records) {
        const node = r.target instanceof Element ? r.target : r.target.parentElement;
        if (node?.closest(watched)) seen.changes.push(`${node.tagName} ${r.attributeName ?? r.type}`);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    (window as { others?: typeof seen }).others = seen;
  }, others);
  await page.locator('[data-field="name"] input').pressSequentially('王小明', { delay: 50 });
  await expect(clear).toBeEnabled();
  // Two frames more: any render the save set off has been committed.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  expect(await page.evaluate(() => (window as { others?: { changes: string[] } }).others!.changes)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a long text grows with its lines up to its most, then scrolls; the browser sizes it, nothing measures it at each key', async ({
  page,
  consoleErrors,
}) => {
  await openForm(page);
  const need = page.locator('[data-field="need"] textarea');
  const height = () => need.evaluate((e) => e.getBoundingClientRect().height);
  const lineHeight = await need.evaluate((e) => parseFloat(getComputedStyle(e).lineHeight));
  const empty = await height();
  await need.fill(['一', '二', '三', '四', '五'].join('\n'));
  await expect.poll(height).toBeGreaterThan(empty + lineHeight * 1.5);
  await need.fill(Array.from({ length: 12 }, (_, i) => `第${i + 1}行`).join('\n'));
  const tallest = await height();
  await need.fill(Array.from({ length: 20 }, (_, i) => `第${i + 1}行`).join('\n'));
  await expect.poll(height).toBe(tallest);
  expect(await need.evaluate((e) => e.scrollHeight > e.clientHeight)).toBe(true);
  // No height written on the field: the stylesheet sizes it (antd's measuring writes one at each key).
  expect(await need.evaluate((e) => (e as HTMLElement).style.height)).toBe('');
  expect(consoleErrors).toEqual([]);
});

test('pages and forms come alive without formatting a number through Intl: its first use loads number data (45–60 ms at 4× CPU)', async ({
  page,
  consoleErrors,
}) => {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as { intlNumberCalls?: string[] }).intlNumberCalls = calls;
    const toLocaleString = Number.prototype.toLocaleString;
    Number.prototype.toLocaleString = function (this: number, ...args: Parameters<typeof toLocaleString>) {
      calls.push(`toLocaleString(${String(args[0])})`);
      return toLocaleString.apply(this, args);
    };
    const NumberFormat = Intl.NumberFormat;
    Intl.NumberFormat = new Proxy(NumberFormat, {
      construct(target, args: ConstructorParameters<typeof NumberFormat>) {
        calls.push(`Intl.NumberFormat(${String(args[0])})`);
        return new target(...args);
      },
      apply(target, _this, args: ConstructorParameters<typeof NumberFormat>) {
        calls.push(`Intl.NumberFormat(${String(args[0])})`);
        return target(...args);
      },
    });
  });
  const calls = () => page.evaluate(() => (window as { intlNumberCalls?: string[] }).intlNumberCalls ?? []);
  // The home with its figures, and the expert page with the pay rate, once the app has taken them over.
  for (const path of ['/', '/expertNetwork']) {
    await page.goto(appUrl(path));
    await expect(page.locator('#root[data-zq-live]')).toHaveCount(1);
    expect(await calls(), path).toEqual([]);
  }
  // A form alive, its consents (the facts) read.
  await openForm(page);
  expect(await calls(), '/meetingForm').toEqual([]);
  expect(consoleErrors).toEqual([]);
});
