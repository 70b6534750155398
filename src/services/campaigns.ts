import { CONTENT_KINDS } from '@/config/contentKinds';
import { answerShapes } from '@/request/answer';
import { request } from '@/request/send';

import { apiQuery } from './query';

// GET /api/platform/campaigns  (the live ones, each with its status; one by ?id= through getItem)
export async function getCampaigns() {
  return request<API.ResponseStructure<API.Campaign[]>>(`@platform${CONTENT_KINDS.campaign.list}`, {
    method: 'GET',
    expectData: answerShapes.list,
  });
}

/** The live campaigns as a view's data. */
export const campaignsQuery = () => apiQuery(CONTENT_KINDS.campaign.list, {}, getCampaigns);
