import type * as API from '@/api';
import { CONTENT_KINDS, type ItemKind } from '@/kinds';
import type { ListAnswer, ListOf } from '@/kinds/all';
import { request } from '@/request/send';

import { apiQuery } from './query';

type Options = { skipErrorHandler?: boolean };

// GET <the kind's list endpoint>?<its filters and page>  (src/kinds/index.ts; one page of it, or all of it)
export async function getList<K extends ItemKind>(kind: K, params: ListOf[K]['query'], options?: Options) {
  const { list } = CONTENT_KINDS[kind];
  return request<API.ResponseStructure<ListAnswer<K>>>(`@platform${list}`, {
    method: 'GET',
    params,
    expectData: `list:${kind}`,
    ...options,
  });
}

/** A kind's list as a view's data. */
export const listQuery = <K extends ItemKind>(kind: K, params: ListOf[K]['query'], options?: Options) =>
  apiQuery(CONTENT_KINDS[kind].list, params, (p) => getList(kind, p, options));
