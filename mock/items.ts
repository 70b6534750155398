import type { Request, Response } from 'express';

import { CONTENT_KINDS, ITEM_KINDS, type ItemKind, type ItemOf } from '../src/config/contentKinds';
import { toInsightDetail } from './articles';
import { campaignById } from './campaigns';
import { ACTIVITIES } from './data/activities';
import { CASES } from './data/cases';
import { HOT_TOPICS } from './data/hotTopics';
import { INSIGHTS } from './data/insights';
import { MATERIALS } from './data/materials';
import { SERVICES } from './data/services';
import { routes } from './guard';

interface MockItems<T> {
  /** The item of an id, as the item endpoint answers it. */
  find: (id: string) => T | undefined;
  /** What the platform says of an id it does not know (silent: the page shows its own not-found state). */
  missing: string;
}

/** Every kind's items, as its item endpoint (`?id=`) answers them (a kind missing here does not compile). */
const MOCK_ITEMS = {
  activity: { find: (id) => ACTIVITIES.find((a) => a.id === id), missing: '活动不存在或已下线' },
  service: { find: (id) => SERVICES.find((s) => s.id === id), missing: '服务不存在或已下线' },
  insight: {
    find: (id) => {
      const found = INSIGHTS.find((i) => i.id === id);
      return found && toInsightDetail(found);
    },
    missing: '文章不存在或已下线',
  },
  hotTopic: { find: (id) => HOT_TOPICS.find((h) => h.id === id), missing: '热点不存在或已下线' },
  case: { find: (id) => CASES.find((c) => c.id === id), missing: '案例不存在或已下线' },
  material: { find: (id) => MATERIALS.find((m) => m.id === id), missing: '资料不存在或已下线' },
  campaign: { find: (id) => campaignById(id), missing: '活动不存在' },
} satisfies { [K in ItemKind]: MockItems<ItemOf[K]> };

/** What the item endpoint of a kind answers for an id it does not know. */
export const notFound = (kind: ItemKind): API.ResponseStructure<never> => ({
  success: false,
  errorCode: 'NOT_FOUND',
  errorMessage: MOCK_ITEMS[kind].missing,
  showType: 0,
});

/** The item endpoint's answer for an id: the item, or NOT_FOUND. */
export function findItem<K extends ItemKind>(kind: K, id: string): API.ResponseStructure<ItemOf[K]> {
  const found = (MOCK_ITEMS[kind] as MockItems<ItemOf[K]>).find(id);
  return found ? { success: true, data: found } : notFound(kind);
}

// A kind whose item endpoint is its list's (`?id=` on the list: campaigns) is served by its list's mock.
export default routes(
  Object.fromEntries(
    ITEM_KINDS.filter((kind) => CONTENT_KINDS[kind].item !== CONTENT_KINDS[kind].list).map((kind) => [
      `GET ${CONTENT_KINDS[kind].item}`,
      (req: Request, res: Response) => {
        res.json(findItem(kind, String(req.query.id ?? '')));
      },
    ]),
  ),
);
