import type * as API from '@/api';
import { campaignForm } from '@/features/campaigns/campaignForm';
import { draftKey } from '@/features/leads/draft';

import { publishedCampaigns } from '../../../../mock/platform/campaigns';

describe("a campaign's form", () => {
  const live: API.Campaign = { ...publishedCampaigns().find((c) => c.id === 'trend-2027')!, status: 'live' };
  const preview: API.Campaign = { ...live, status: 'draft' };

  it('is filed under the campaign, and a preview only checks the answers', () => {
    expect(campaignForm(live)).toMatchObject({ key: 'campaign:trend-2027', resultPath: '/campaignResult?id=trend-2027' });
    expect(campaignForm(live).preview).toBeUndefined();
    expect(campaignForm(preview).preview?.note).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('keeps the draft of a preview apart: what a marketer types in a preview is never offered on the live page', () => {
    expect(draftKey(campaignForm(preview).key)).not.toBe(draftKey(campaignForm(live).key));
  });
});
