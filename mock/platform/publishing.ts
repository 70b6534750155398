import type { Request, Response } from 'express';

import type * as API from '../../src/api';
import { ACTIVITIES } from '../data/activities';
import { MATERIALS } from '../data/materials';
import { breakCampaign, plausibleCampaign, publishCampaign, resetCampaigns, saveDraft, withdrawCampaign } from './campaigns';
import { badRequest, routes } from './guard';
import { type Outage, setOutage } from './outage';

/**
 * QA only: what the firm's platform does while the site runs (publish an activity or a report, fill an activity up,
 * withdraw an item, break the content API), so the refresh of the pre-rendered pages and the browser's revalidation
 * can be seen and tested. Changes live in this mock server's memory until `reset`.
 *   POST /api/platform/qa/content { action: 'publish', kind: 'activity' | 'material' | 'campaign', id, title }
 *                                 { action: 'publish', kind: 'campaign', campaign: { …a whole definition } }
 *                                 { action: 'draft', kind: 'campaign', id, title } or campaign: { … }
 *                                   a draft for a preview: answers { previewToken }
 *                                 { action: 'break', kind: 'campaign', id }  served with markup in its title from now on
 *                                   (a platform that skipped its check: the site refuses it)
 *                                 { action: 'fill', id }            an activity's places all taken
 *                                 { action: 'withdraw', kind, id }
 *                                 { action: 'outage', mode: 'error' | 'garbage' | null }
 *                                 { action: 'reset' }
 */
/** A deep copy of plain data. */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const pristine = { activities: copy(ACTIVITIES), materials: copy(MATERIALS) };

const replaceAll = <T>(target: T[], items: T[]) => target.splice(0, target.length, ...copy(items));

const ID = /^[a-z0-9-]{3,40}$/;

/** A new activity a week from the earliest upcoming one's date, so it leads every list of upcoming activities. */
function newActivity(id: string, title: string): API.Activity {
  const { en: _english, ...model } = ACTIVITIES.find((a) => a.status === 'open') ?? ACTIVITIES[0];
  const earliest = ACTIVITIES.filter((a) => a.status !== 'past')
    .map((a) => a.startTime)
    .sort()[0];
  const start = new Date(Date.parse(earliest ?? model.startTime) - 24 * 3600 * 1000);
  const end = new Date(start.getTime() + 2 * 3600 * 1000);
  return {
    ...copy(model),
    id,
    title,
    startTime: start.toISOString(),
    endTime: end.toISOString(),
    registered: 0,
    status: 'open',
  };
}

/** A new report, published now, so it leads the materials list; in Chinese only (its model's English is not its own). */
function newMaterial(id: string, title: string): API.Material {
  const { en: _english, ...model } = copy(MATERIALS.find((m) => m.type === 'report') ?? MATERIALS[0]);
  return { ...model, id, title, publishedAt: new Date().toISOString().slice(0, 10) };
}

type Body = { action?: string; kind?: string; id?: string; title?: string; mode?: string | null; campaign?: unknown };

/** A campaign published (a plausible one, or the whole definition sent) or withdrawn: checked as the platform does. */
function applyToCampaign(body: Body): string | null {
  const { action, id = '', title = '' } = body;
  if (action === 'publish') {
    if (body.campaign === undefined && (!title.trim() || Array.from(title).length > 40)) return '请填写标题（最多 40 个字）';
    const reasons = publishCampaign(body.campaign ?? plausibleCampaign(id, title.trim()));
    return reasons.length ? `活动未发布：${reasons.join('；')}` : null;
  }
  if (action === 'withdraw') return withdrawCampaign(id) ? null : `没有进行中或未开始的活动 ${id}`;
  if (action === 'break') return breakCampaign(id) ? null : `没有活动 ${id}`;
  return 'kind 为 campaign 时，action 只能是 publish、draft、withdraw 或 break';
}

function apply(body: Body): string | null {
  const { action, kind, id = '', title = '' } = body;
  if (action === 'reset') {
    replaceAll(ACTIVITIES, pristine.activities);
    replaceAll(MATERIALS, pristine.materials);
    resetCampaigns();
    setOutage(null);
    return null;
  }
  if (action === 'outage') {
    if (body.mode !== null && body.mode !== 'error' && body.mode !== 'garbage') return 'mode 只能是 error、garbage 或 null';
    setOutage(body.mode as Outage | null);
    return null;
  }
  if (kind === 'campaign') return applyToCampaign(body);
  if (!ID.test(id)) return 'id 只能包含小写字母、数字和连字符（3–40 个字符）';
  const collection: { id: string }[] = kind === 'material' ? MATERIALS : ACTIVITIES;
  if (action === 'publish') {
    if (kind !== 'activity' && kind !== 'material') return 'kind 只能是 activity 或 material';
    if (!title.trim() || title.length > 80) return '请填写标题（最多 80 个字符）';
    if (collection.some((item) => item.id === id)) return `已存在 ${id}`;
    if (kind === 'activity') ACTIVITIES.push(newActivity(id, title.trim()));
    else MATERIALS.push(newMaterial(id, title.trim()));
    return null;
  }
  if (action === 'fill') {
    const activity = ACTIVITIES.find((a) => a.id === id);
    if (!activity) return `没有活动 ${id}`;
    activity.registered = activity.quota;
    return null;
  }
  if (action === 'withdraw') {
    const at = collection.findIndex((item) => item.id === id);
    if (at < 0) return `没有 ${id}`;
    collection.splice(at, 1);
    return null;
  }
  return 'action 只能是 publish、fill、withdraw、outage 或 reset';
}

export default routes({
  'POST /api/platform/qa/content': (req: Request, res: Response) => {
    const body = req.body as Body;
    if (body.action === 'draft' && body.kind === 'campaign') {
      const title = (body.title ?? '').trim();
      if (body.campaign === undefined && !title) return badRequest(res, '请填写标题（最多 40 个字）');
      const saved = saveDraft(body.campaign ?? plausibleCampaign(body.id ?? '', title));
      if ('reasons' in saved) return badRequest(res, `草稿未保存：${saved.reasons.join('；')}`);
      return res.json({ success: true, data: { previewToken: saved.token } });
    }
    const problem = apply(body);
    if (problem) return badRequest(res, problem);
    return res.json({ success: true, data: { activities: ACTIVITIES.length, materials: MATERIALS.length } });
  },
});
