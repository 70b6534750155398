import type * as API from '@/api';
import type { CampaignFormKey, RoutedFormDefinition } from '@/config/forms';
import { CAMPAIGN_COPY } from '@/content/campaigns';
import { CAMPAIGN_FORM } from '@/content/ui/submission';

import { campaignFields, campaignFormKey } from './definition';
import { campaignPath, campaignResultPath } from './paths';

/** A campaign's form as the form engine runs it: its fields and the consent, its leads filed under its id and topic. */
export const campaignForm = (campaign: API.Campaign): RoutedFormDefinition<CampaignFormKey> => ({
  // A preview keeps its own draft: answers typed while checking a draft are never offered on the live page.
  key: campaign.status === 'draft' ? `${campaignFormKey(campaign.id)}:preview` : campaignFormKey(campaign.id),
  kind: 'campaign',
  path: campaignPath(campaign.id),
  title: campaign.title,
  topic: campaign.topic,
  resultPath: campaignResultPath(campaign.id),
  resultTitle: campaign.result.title,
  fields: campaignFields(campaign),
  endpoint: 'leads',
  submitLabel: CAMPAIGN_FORM.submit,
  submitItemKey: 'campaign-submit',
  // A draft through its preview link: the answers are checked, never sent.
  ...(campaign.status === 'draft' ? { preview: { note: CAMPAIGN_COPY.preview.submitted } } : {}),
});
