import type { Request, Response } from 'express';

import { checkCampaign } from '../src/features/campaigns/definition';
import { campaignFixtures } from './data/campaigns';
import { routes } from './guard';

/** The campaigns the platform publishes: each definition checked as the site checks it; one that fails is not served. */
export function publishedCampaigns(now = Date.now()): API.CampaignDefinition[] {
  return campaignFixtures(now).flatMap((fixture) => {
    const checked = checkCampaign(fixture);
    if (checked.ok) return [checked.campaign];
    console.warn(`mock: campaign not published: ${checked.reasons.join('; ')}`);
    return [];
  });
}

const isLive = (c: API.CampaignDefinition, now: number) => Date.parse(c.startsAt) <= now && now < Date.parse(c.endsAt);

export default routes({
  // GET /api/platform/campaigns            the live campaigns
  // GET /api/platform/campaigns?id=<id>    one campaign the platform published (live, not started or ended)
  'GET /api/platform/campaigns': (req: Request, res: Response) => {
    const now = Date.now();
    const id = typeof req.query.id === 'string' ? req.query.id : undefined;
    const campaigns = publishedCampaigns(now);
    if (id === undefined) {
      res.json({ success: true, data: campaigns.filter((c) => isLive(c, now)) });
      return;
    }
    const found = campaigns.find((c) => c.id === id);
    res.json(found ? { success: true, data: found } : { success: false, errorCode: 'NOT_FOUND', errorMessage: '活动不存在', showType: 0 });
  },
});
