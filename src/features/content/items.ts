/** The content items that detail pages show by `?id=`: how each is loaded and what names it. */
import type { ItemKind, ItemOf } from '@/config/contentKinds';
import { ITEM_COPY } from '@/content/itemCopy';
import type { ItemSource } from '@/hooks/useItem';
import { getActivity } from '@/services/activities';
import { getHotTopic, getInsight } from '@/services/articles';
import { getCase } from '@/services/cases';
import { getService } from '@/services/services';

type Text<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] | ((item: T) => string);
const read = <T>(item: T, text: Text<T>) => (typeof text === 'function' ? text(item) : String(item[text]));

/** An item source: its kind, its endpoint, and which of its fields name it and sum it up. */
export const itemSource = <K extends ItemKind>(
  kind: K,
  load: ItemSource<ItemOf[K]>['load'],
  title: Text<ItemOf[K]>,
  summary: Text<ItemOf[K]>,
): ItemSource<ItemOf[K]> => ({
  kind,
  load,
  title: (item) => read(item, title),
  summary: (item) => read(item, summary),
  copy: ITEM_COPY[kind],
});

/** The first sentence of a text, for a summary where the item has none of its own. */
const firstSentence = (text = '') => text.split(/(?<=[。！？])/)[0] ?? '';

export const ACTIVITY_ITEM = itemSource('activity', getActivity, 'title', 'summary');
export const SERVICE_ITEM = itemSource('service', getService, 'name', 'pitch');
export const CASE_ITEM = itemSource('case', getCase, 'title', 'summary');
export const INSIGHT_ITEM = itemSource('insight', getInsight, 'title', 'summary');
export const HOT_TOPIC_ITEM = itemSource('hotTopic', getHotTopic, 'title', (t) => firstSentence(t.paragraphs[0]));
