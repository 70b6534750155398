import type { Request, Response } from 'express';

import { campaignState, checkCampaign } from '../src/features/campaigns/definition';
import { campaignFixtures } from './data/campaigns';
import { routes } from './guard';

/** The campaigns the platform publishes: each definition checked as the site checks it; one that fails is not served. */
export function publishedCampaigns(): API.CampaignDefinition[] {
  return campaignFixtures().flatMap((fixture) => {
    const checked = checkCampaign(fixture);
    if (checked.ok) return [checked.campaign];
    console.warn(`mock: campaign not published: ${checked.reasons.join('; ')}`);
    return [];
  });
}

/** A campaign the platform published, by id. */
export const findCampaign = (id: string) => publishedCampaigns().find((c) => c.id === id);

export default routes({
  // GET /api/platform/campaigns            the live campaigns
  // GET /api/platform/campaigns?id=<id>    one campaign the platform published (live, not started or ended)
  'GET /api/platform/campaigns': (req: Request, res: Response) => {
    const now = Date.now();
    const id = typeof req.query.id === 'string' ? req.query.id : undefined;
    const campaigns = publishedCampaigns();
    if (id === undefined) {
      res.json({ success: true, data: campaigns.filter((c) => campaignState(c, now) === 'live') });
      return;
    }
    const found = campaigns.find((c) => c.id === id);
    res.json(found ? { success: true, data: found } : { success: false, errorCode: 'NOT_FOUND', errorMessage: '活动不存在', showType: 0 });
  },
});
