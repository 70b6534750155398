/** The article hub's (/newActive) client-side search over the titles and tags of insights and hot topics. */

export interface Searchable {
  id: string;
  title: string;
  tags: string[];
  date: string;
}

/** Lower-cased words of a query ('' or spaces only: no words). */
export const queryWords = (q: string) => q.trim().toLowerCase().split(/\s+/).filter(Boolean);

/** Whether every word of the query is in the title or one of the tags. */
export function matchesQuery(item: Pick<Searchable, 'title' | 'tags'>, q: string): boolean {
  const words = queryWords(q);
  const hay = [item.title, ...item.tags].join(' ').toLowerCase();
  return words.every((w) => hay.includes(w));
}

/** Items matching the query, newest first; everything for an empty query. */
export const searchArticles = <T extends Searchable>(items: readonly T[], q: string): T[] =>
  items.filter((i) => matchesQuery(i, q)).sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));

/** Tags with how many items carry them, most used first, then by name. */
export function tagCounts(items: readonly Pick<Searchable, 'tags'>[]): { tag: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const i of items) for (const t of i.tags) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts].map(([tag, count]) => ({ tag, count })).sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag, 'zh-CN'));
}
