/** The content items that detail pages show by `?id=`: what names each, sums it up and describes it to search engines. */
import type { ItemOf } from '@/api/answers';
import { CONTENT_KINDS, type ItemKind } from '@/config/contentKinds';
import { ITEM_COPY } from '@/content/kindCopy';
import type { ItemSource } from '@/hooks/useItem';
import { article, event } from '@/lib/structuredData';

type Text<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] | ((item: T) => string);
const read = <T>(item: T, text: Text<T>) => (typeof text === 'function' ? text(item) : String(item[text]));

interface ItemFields<T> {
  /** The field (or words) that name the item. */
  title: Text<T>;
  /** The field (or words) that sum it up: its page's description. */
  summary: Text<T>;
  /** Its schema.org data on its reading page, besides the breadcrumbs every item page has ([] for none). */
  structuredData: ItemSource<T>['structuredData'];
}

const itemSource = <K extends ItemKind>(kind: K, { title, summary, structuredData }: ItemFields<ItemOf[K]>): ItemSource<ItemOf[K]> => ({
  kind,
  title: (item) => read(item, title),
  summary: (item) => read(item, summary),
  structuredData,
  copy: { ...ITEM_COPY[kind], notFound: { ...ITEM_COPY[kind].notFound, backTo: CONTENT_KINDS[kind].parent } },
});

/** The first sentence of a text, for a summary where the item has none of its own. */
const firstSentence = (text = '') => text.split(/(?<=[。！？])/)[0] ?? '';

/** One source per kind of content (a new kind in src/config/contentKinds.ts does not compile without its own). */
export const ITEM_SOURCES = {
  activity: itemSource('activity', {
    title: 'title',
    summary: 'summary',
    structuredData: (site, at, a) => [event(site, at, a)],
  }),
  service: itemSource('service', { title: 'name', summary: 'pitch', structuredData: () => [] }),
  case: itemSource('case', { title: 'title', summary: 'summary', structuredData: () => [] }),
  insight: itemSource('insight', {
    title: 'title',
    summary: 'summary',
    structuredData: (site, at, i) => [article(site, at, { title: i.title, date: i.date, summary: i.summary, author: i.author.name })],
  }),
  hotTopic: itemSource('hotTopic', {
    title: 'title',
    summary: (t) => firstSentence(t.paragraphs[0]),
    structuredData: (site, at, t) => [
      article(site, at, { title: t.title, date: t.date, summary: firstSentence(t.paragraphs[0]), author: t.expert.name }),
    ],
  }),
  material: itemSource('material', { title: 'title', summary: 'summary', structuredData: () => [] }),
  campaign: {
    ...itemSource('campaign', { title: 'title', summary: (c) => c.share.description, structuredData: () => [] }),
    shareTitle: (c) => c.share.title,
  },
} satisfies { [K in ItemKind]: ItemSource<ItemOf[K]> };

export const ACTIVITY_ITEM = ITEM_SOURCES.activity;
export const SERVICE_ITEM = ITEM_SOURCES.service;
export const CASE_ITEM = ITEM_SOURCES.case;
export const INSIGHT_ITEM = ITEM_SOURCES.insight;
export const HOT_TOPIC_ITEM = ITEM_SOURCES.hotTopic;
export const MATERIAL_ITEM = ITEM_SOURCES.material;
export const CAMPAIGN_ITEM = ITEM_SOURCES.campaign;
