/** What a kind of content's module holds (./<kind>.ts), and `defineKind` that checks it. */
import type * as v from 'valibot';

import type { ItemPlace } from '../lib/structuredData';
import type { JsonLd, PageSite } from '../prerender';

/** A field of the item that is text, or words made from the item. */
export type Text<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] | ((item: T) => string);

/** What its pages say; its name (./index.ts) is their eyebrow, section and navigation label. */
export interface KindCopy {
  /** Its list page's hero under the name, and the page's description for search results and share cards. */
  list: { title: string; lead: string; description: string };
  /** What an item page shows while its item cannot be: the heading of those states, and its not-found state. */
  item: {
    heading: string;
    loadingLabel: string;
    errorText?: string;
    /** The way back leads to the kind's list page. */
    notFound: { title: string; text: string; backLabel: string };
  };
}

/** A figure drawn large on a share picture (a case's result, an insight's key number). */
export interface KeyFigure {
  value: string;
  label: string;
}

/** What an item's share pictures say (the build draws them: scripts/shareImages/). */
export interface ShareWords {
  /** After the kind's name on the line above the title: its industry, format or topic. */
  detail: string;
  title: string;
  /** One line of facts under the title (a date, a place, an author). */
  meta: string;
  /** Its industry's slug, for the picture's colour and art (none: the firm's). */
  industry?: string;
  /** A figure drawn large instead of the industry's art. */
  figure?: KeyFigure;
}

/** How the site reads an item of the kind: its name and summary, its schema.org data, its share card. */
export interface ItemFields<T> {
  /** The field (or words) that name the item: the browser tab, the breadcrumbs, the share card. */
  title: Text<T>;
  /** The field (or words) that sum it up: its page's description for search engines and link previews. */
  summary: Text<T>;
  /** The share card's title, where the item has one of its own (default: its name). */
  shareTitle?: (item: T) => string;
  /** Its schema.org data on its reading page (an Event, an Article), besides the breadcrumbs every item page has. */
  structuredData: (site: PageSite, at: ItemPlace, item: T) => JsonLd[];
}

export interface KindDefinition<K extends string, Item extends v.GenericSchema, Listed extends v.GenericSchema> {
  kind: K;
  /** What its item endpoint answers, and an item as its list endpoint answers it (the request layer checks both). */
  schema: { item: Item; listed: Listed };
  copy: KindCopy;
  item: ItemFields<v.InferOutput<Item>>;
  share: (item: v.InferOutput<Item>) => ShareWords;
}

/** A kind's module as the site reads it, with the type of what its list endpoint takes. */
export type KindModule<K extends string, Item extends v.GenericSchema, Listed extends v.GenericSchema, Query> = KindDefinition<
  K,
  Item,
  Listed
> & {
  /** A type, never a value: what its list endpoint takes (its filters and page). */
  readonly query?: Query;
};

/**
 * A kind of content, checked: `defineKind<Query>()({ … })`, where `Query` is what its list endpoint takes. Its name,
 * pages and endpoints are its entry in ./index.ts, which every page's script carries; the rest is here.
 */
export const defineKind =
  <Query>() =>
  <K extends string, Item extends v.GenericSchema, Listed extends v.GenericSchema>(
    definition: KindDefinition<K, Item, Listed>,
  ): KindModule<K, Item, Listed, Query> =>
    definition;

/** The words of a text field, or of the function that makes them. */
export const readText = <T>(item: T, text: Text<T>) => (typeof text === 'function' ? text(item) : String(item[text]));
