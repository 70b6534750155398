/** The content items that detail pages show by `?id=`: how each is loaded and what names it. */
import { ITEM_COPY, type ItemKind } from '@/config/itemCopy';
import type { ItemSource } from '@/hooks/useItem';
import { getActivity } from '@/services/activities';
import { getHotTopic, getInsight } from '@/services/articles';
import { getCase } from '@/services/cases';
import { getService } from '@/services/services';

export const itemSource = <T>(
  kind: ItemKind,
  load: ItemSource<T>['load'],
  title: ItemSource<T>['title'],
  summary?: ItemSource<T>['summary'],
): ItemSource<T> => ({
  kind,
  load,
  title,
  summary,
  copy: ITEM_COPY[kind],
});

export const ACTIVITY_ITEM = itemSource<API.Activity>(
  'activity',
  getActivity,
  (a) => a.title,
  (a) => a.summary,
);
export const SERVICE_ITEM = itemSource<API.Service>(
  'service',
  getService,
  (s) => s.name,
  (s) => s.pitch,
);
export const CASE_ITEM = itemSource<API.CaseStudy>(
  'case',
  getCase,
  (c) => c.title,
  (c) => c.summary,
);
export const INSIGHT_ITEM = itemSource<API.InsightDetail>(
  'insight',
  getInsight,
  (i) => i.title,
  (i) => i.summary,
);
export const HOT_TOPIC_ITEM = itemSource<API.HotTopic>(
  'hotTopic',
  getHotTopic,
  (t) => t.title,
  (t) => t.paragraphs[0] ?? '',
);
