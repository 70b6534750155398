/** The content items that detail pages show by `?id=`: how each is loaded and named in the browser tab. */
import type { ItemSource } from '@/hooks/useItem';
import { getActivity } from '@/services/activities';
import { getHotTopic, getInsight } from '@/services/articles';
import { getCase } from '@/services/cases';
import { getService } from '@/services/services';

export const ACTIVITY_ITEM: ItemSource<API.Activity> = { kind: 'activity', load: getActivity, title: (a) => a.title, section: '活动详情' };
export const SERVICE_ITEM: ItemSource<API.Service> = { kind: 'service', load: getService, title: (s) => s.name, section: '产品与服务' };
export const CASE_ITEM: ItemSource<API.CaseStudy> = { kind: 'case', load: getCase, title: (c) => c.title, section: '案例研究' };
export const INSIGHT_ITEM: ItemSource<API.InsightDetail> = { kind: 'insight', load: getInsight, title: (i) => i.title, section: '深度洞察' };
export const HOT_TOPIC_ITEM: ItemSource<API.HotTopic> = { kind: 'hotTopic', load: getHotTopic, title: (t) => t.title, section: '近期热点' };
