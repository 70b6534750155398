import type * as API from '@/api';
import { CONTENT_KINDS } from '@/kinds';
import { request } from '@/request/send';

import { apiQuery } from './query';

// GET /api/platform/campaigns?id=&preview=  (a draft, to the holder of its preview token; otherwise NOT_FOUND)
export async function getCampaignPreview(params: { id: string; preview: string }) {
  return request<API.ResponseStructure<API.Campaign>>(`@platform${CONTENT_KINDS.campaign.item}`, {
    method: 'GET',
    params,
    expectData: 'item:campaign',
  });
}

/** A draft through its preview link as a view's data. */
export const campaignPreviewQuery = (id: string, preview: string) =>
  apiQuery(CONTENT_KINDS.campaign.item, { id, preview }, getCampaignPreview);
