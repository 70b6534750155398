import type * as API from '@/api';
import type { ItemOf } from '@/api/answers';
import { CONTENT_KINDS, type ItemKind } from '@/config/contentKinds';
import { request } from '@/request/send';

// GET <the kind's item endpoint>?id=  (unknown id: success false, errorCode NOT_FOUND, silent)
export async function getItem<K extends ItemKind>(kind: K, id: string) {
  return request<API.ResponseStructure<ItemOf[K]>>(`@platform${CONTENT_KINDS[kind].item}`, {
    method: 'GET',
    params: { id },
    expectData: `item:${kind}`,
  });
}
