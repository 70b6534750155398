import type * as API from '@/api';
import { CONTENT_KINDS, type ItemKind } from '@/kinds';
import type { ItemOf } from '@/kinds/all';
import { request } from '@/request/send';

// GET <the kind's item endpoint>?id=  (unknown id: success false, errorCode NOT_FOUND, silent)
export async function getItem<K extends ItemKind>(kind: K, id: string) {
  return request<API.ResponseStructure<ItemOf[K]>>(`@platform${CONTENT_KINDS[kind].item}`, {
    method: 'GET',
    params: { id },
    expectData: `item:${kind}`,
  });
}
