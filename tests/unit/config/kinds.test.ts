/** @jest-environment node */
/**
 * A kind of content is more than its entry in src/kinds/index.ts: the compiler names most tables keyed by kind,
 * but not the page component its list page names, nor the fixtures the mocked platform serves. These fail instead.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { pageComponent, ROUTES } from '@/config/routes';
import { CONTENT_KINDS, ITEM_KINDS, ITEM_PAGES } from '@/kinds';

import { findItem, listAnswer } from '../../../mock/platform/items';

const SRC_PAGES = join(__dirname, '../../../src/pages');

const firstOf = (answer: unknown): { id: string } | undefined => {
  const data = (answer as { data?: unknown }).data;
  const list = Array.isArray(data) ? data : (data as { list?: unknown[] } | undefined)?.list;
  return list?.[0] as { id: string } | undefined;
};

describe.each(ITEM_KINDS)('the kind %s', (kind) => {
  it('has the page component its list page names', () => {
    expect(existsSync(join(SRC_PAGES, `${pageComponent(CONTENT_KINDS[kind].listPage).slice(2)}.tsx`))).toBe(true);
  });

  it('has a route for each of its item pages, with a page component', () => {
    for (const { path } of ITEM_PAGES.filter((p) => p.kind === kind)) {
      const route = ROUTES.find((r) => r.path === path);
      expect(route).toBeDefined();
      expect(existsSync(join(SRC_PAGES, `${pageComponent(route!.page).slice(2)}.tsx`))).toBe(true);
    }
  });

  it('has fixtures: the mocked platform lists at least one, and finds it by its id', () => {
    const first = firstOf(listAnswer(kind, {} as never));
    expect(first?.id).toEqual(expect.any(String));
    expect(findItem(kind, first!.id)).toMatchObject({ success: true, data: { id: first!.id } });
  });
});
