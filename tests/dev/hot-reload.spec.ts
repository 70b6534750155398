import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { HOME_HERO } from '@/content/home';

import { appUrl, expect, test } from '../e2e/support/fixtures';

/** A developer edits the copy in src/content/ and sees it on the open page, without a reload. */

const COPY_FILE = join(__dirname, '../../src/content/home.ts');
/** Seconds a copy edit may take to reach the open page here (docs/testing.md has the measured times). */
const EDIT_TO_SCREEN_TIMEOUT_MS = 15_000;

test('an edit to the home hero’s text reaches the open page without a reload', async ({ page, consoleErrors }) => {
  const original = readFileSync(COPY_FILE, 'utf8');
  const edited = `${HOME_HERO.title}（改）`;
  expect(original, 'the hero title is written once in the copy file').toContain(`'${HOME_HERO.title}'`);

  await page.goto(appUrl('/'));
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(HOME_HERO.title);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  try {
    const savedAt = Date.now();
    writeFileSync(COPY_FILE, original.replace(`'${HOME_HERO.title}'`, `'${edited}'`));
    await expect(heading).toHaveText(edited, { timeout: EDIT_TO_SCREEN_TIMEOUT_MS });
    test.info().annotations.push({ type: 'edit-to-screen', description: `${Date.now() - savedAt} ms` });
  } finally {
    writeFileSync(COPY_FILE, original);
  }
  await expect(heading).toHaveText(HOME_HERO.title, { timeout: EDIT_TO_SCREEN_TIMEOUT_MS });
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), 'the page was not reloaded').toBe(true);
  expect(consoleErrors).toEqual([]);
});
