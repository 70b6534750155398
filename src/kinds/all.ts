/**
 * Every kind's module, for what reads them all: the request layer's checks (a chunk of their own), the build's page
 * descriptions and share pictures, the tests. A page imports its own kind's module, never this.
 */
import type * as v from 'valibot';

import type { Paged } from '../api/common';
import activity from './activity';
import campaign from './campaign';
import caseKind from './case';
import hotTopic from './hotTopic';
import { CONTENT_KINDS, type ItemKind } from './index';
import insight from './insight';
import material from './material';
import service from './service';

export const KIND_MODULES = {
  activity,
  service,
  insight,
  hotTopic,
  case: caseKind,
  material,
  campaign,
} satisfies {
  [K in ItemKind]: { kind: K };
};

type KindModules = typeof KIND_MODULES;

/** What the item endpoint of each kind answers: the output of its schema. */
export type ItemOf = { [K in ItemKind]: v.InferOutput<KindModules[K]['schema']['item']> };

/** What the list endpoint of each kind takes (its filters and page) and lists (the output of its schema). */
export type ListOf = {
  [K in ItemKind]: { query: NonNullable<KindModules[K]['query']>; item: v.InferOutput<KindModules[K]['schema']['listed']> };
};

/** What the list endpoint of a kind answers: one page of its items, or all of them (`paged` in its entry). */
export type ListAnswer<K extends ItemKind> = (typeof CONTENT_KINDS)[K]['paged'] extends true
  ? Paged<ListOf[K]['item']>
  : ListOf[K]['item'][];
