import type { Request, Response } from 'express';

import { campaignState, checkCampaign } from '../src/features/campaigns/definition';
import { campaignFixtures } from './data/campaigns';
import { routes } from './guard';
import { findItem } from './items';

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

/** A campaign as the platform answers it: its definition and where it stands at `now`. */
export const servedCampaign = (campaign: API.CampaignDefinition, now = Date.now()): API.Campaign => ({
  ...campaign,
  status: campaignState(campaign, now),
});

/** One campaign by id, as `?id=` answers it (mock/items.ts names it for the kind). */
export function campaignById(id: string): API.Campaign | undefined {
  const found = findCampaign(id);
  return found && servedCampaign(found);
}

export default routes({
  // GET /api/platform/campaigns            the live campaigns
  // GET /api/platform/campaigns?id=<id>    one campaign the platform published (live, not started or ended), with its
  //                                         status; its item endpoint is its list's (mock/items.ts leaves it here)
  'GET /api/platform/campaigns': (req: Request, res: Response) => {
    const id = typeof req.query.id === 'string' ? req.query.id : undefined;
    if (id !== undefined) {
      res.json(findItem('campaign', id));
      return;
    }
    const now = Date.now();
    res.json({
      success: true,
      data: publishedCampaigns().flatMap((c) => (campaignState(c, now) === 'live' ? [servedCampaign(c, now)] : [])),
    });
  },
});
