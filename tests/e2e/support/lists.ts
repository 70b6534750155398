import type { Locator, Page } from '@playwright/test';

/** Helpers for list pages (filters, pages, cards), shared by the reading and library specs. */

/** Newest first, as a visitor expects the lists. */
export const newestFirst = <T extends { id: string; date: string }>(items: readonly T[]) =>
  [...items].sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));

/** One attribute of every card, read at once (use inside `expect.poll`, lists load asynchronously). */
export const idsOn = (cards: Locator, attr: string) => cards.evaluateAll((els, a) => els.map((e) => e.getAttribute(a)), attr);

/** The titles of article cards, trimmed. */
export const titlesOf = async (cards: Locator) => (await cards.locator('.article-card__title').allTextContents()).map((t) => t.trim());

/** Marks the window; `stillNoReload` is true only if the page was not reloaded since. */
export const markNoReload = (page: Page) => page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
export const stillNoReload = (page: Page) => page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload === true);
