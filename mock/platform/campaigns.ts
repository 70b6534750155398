import { randomBytes } from 'node:crypto';

import type * as API from '../../src/api';
import { checkCampaign } from '../../src/api/campaign';
import { campaignState } from '../../src/features/campaigns/definition';
import { beijingIso, campaignFixtures } from '../data/campaigns';

/**
 * What QA published while the mock runs (POST /api/platform/qa/content), when it withdrew campaigns, and the drafts
 * saved for a preview, each with its token.
 */
const qa = {
  published: [] as unknown[],
  withdrawnAt: new Map<string, string>(),
  drafts: new Map<string, { campaign: API.CampaignDefinition; token: string }>(),
  /** Served broken (markup in the title), as a platform that skipped its own check would: the site must refuse it. */
  broken: new Set<string>(),
};

/**
 * The campaigns the platform publishes: each definition checked as the site checks it (one that fails is not served);
 * one withdrawn ends at the moment it was withdrawn.
 */
export function publishedCampaigns(): API.CampaignDefinition[] {
  return [...campaignFixtures(), ...qa.published].flatMap((fixture) => {
    const checked = checkCampaign(fixture);
    if (!checked.ok) {
      console.warn(`mock: campaign not published: ${checked.reasons.join('; ')}`);
      return [];
    }
    const withdrawn = qa.withdrawnAt.get(checked.campaign.id);
    return [withdrawn ? { ...checked.campaign, endsAt: withdrawn } : checked.campaign];
  });
}

/** A plausible live campaign for QA: open since a minute ago for 30 days, with the first-contact fields. */
export const plausibleCampaign = (id: string, title: string, now = Date.now()): API.CampaignDefinition => ({
  id,
  title,
  topic: Array.from(title).slice(0, 30).join(''),
  intro: `${title}。留下联系方式，顾问会在一个工作日内与您联系，为您安排与行业专家的交流，并发送相关研究资料。`,
  highlights: ['与行业专家 30 分钟交流', '相关研究资料'],
  illustration: 'forms',
  share: { title: Array.from(title).slice(0, 40).join(''), description: '留下联系方式，顾问为您安排专家交流。' },
  result: { title: '提交成功', text: '顾问会在一个工作日内与您联系。', nextSteps: ['顾问致电确认需求', '安排专家交流'] },
  startsAt: beijingIso(0, now - 60_000),
  endsAt: beijingIso(30, now),
  fields: [{ preset: 'name' }, { preset: 'mobile' }, { preset: 'company' }, { preset: 'need' }],
});

/** Publishes a definition as the platform would: the reasons it is refused (Chinese), or none. */
export function publishCampaign(definition: unknown): string[] {
  const checked = checkCampaign(definition);
  if (!checked.ok) return checked.reasons;
  if (publishedCampaigns().some((c) => c.id === checked.campaign.id)) return [`活动编号“${checked.campaign.id}”已存在`];
  qa.published.push(checked.campaign);
  return [];
}

/** Ends a campaign now (its address then says it has ended); false when there is none to withdraw. */
export function withdrawCampaign(id: string, now = Date.now()): boolean {
  const found = publishedCampaigns().find((c) => c.id === id);
  if (!found || campaignState(found, now) === 'ended') return false;
  qa.withdrawnAt.set(id, beijingIso(0, Math.max(now, Date.parse(found.startsAt) + 1000)));
  return true;
}

export function resetCampaigns() {
  qa.published.length = 0;
  qa.withdrawnAt.clear();
  qa.drafts.clear();
  qa.broken.clear();
}

/** Saves a draft for a preview, checked as a publication is: its preview token, or the reasons it is refused. */
export function saveDraft(definition: unknown): { token: string } | { reasons: string[] } {
  const checked = checkCampaign(definition);
  if (!checked.ok) return { reasons: checked.reasons };
  const token = randomBytes(18).toString('base64url');
  qa.drafts.set(checked.campaign.id, { campaign: checked.campaign, token });
  return { token };
}

/** A draft by id, to the holder of its token only: without a valid token, a draft does not exist. */
export function draftById(id: string, token: string): API.Campaign | undefined {
  const draft = qa.drafts.get(id);
  return draft && draft.token === token ? { ...draft.campaign, status: 'draft' } : undefined;
}

/** A campaign the platform published, by id. */
export const findCampaign = (id: string) => publishedCampaigns().find((c) => c.id === id);

/** A campaign as the platform answers it: its definition and where it stands at `now`. */
export const servedCampaign = (campaign: API.CampaignDefinition, now = Date.now()): API.Campaign => ({
  ...campaign,
  ...(qa.broken.has(campaign.id) ? { title: `<b>${campaign.title}</b>` } : {}),
  status: campaignState(campaign, now),
});

/** Serves a published campaign broken from now on (QA); false when there is none. */
export function breakCampaign(id: string): boolean {
  if (!findCampaign(id)) return false;
  qa.broken.add(id);
  return true;
}

/** The campaigns live now, as the list answers them (mock/platform/items.ts names it for the kind). */
export function liveCampaigns(now = Date.now()): API.Campaign[] {
  return publishedCampaigns().flatMap((c) => (campaignState(c, now) === 'live' ? [servedCampaign(c, now)] : []));
}

/** One campaign by id, as `?id=` answers it (mock/platform/items.ts names it for the kind). */
export function campaignById(id: string): API.Campaign | undefined {
  const found = findCampaign(id);
  return found && servedCampaign(found);
}
