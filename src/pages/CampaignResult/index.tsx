import { Link, useLocation } from '@umijs/max';

import type * as API from '@/api';
import { CAMPAIGN_COPY } from '@/content/campaigns';
import { RESULT_COPY } from '@/content/formResults';
import { CAMPAIGN_RESULT_PAGE } from '@/content/pages/campaignResult';
import { campaignFormKey } from '@/features/campaigns/definition';
import { campaignPath } from '@/features/campaigns/paths';
import { ResultCard } from '@/features/leads/page/ResultCard';
import { useItem, useQueryId } from '@/hooks/useItem';
import campaignKind from '@/kinds/campaign';

import '@/components/Card/card.css';

/**
 * /campaignResult?id=: after a campaign's form, its own thanks and next steps with the reference number. It shows
 * whether the campaign is still live or not (an earlier submission's result page stays); without a submission in
 * this visit, what will show here and the way to the form while it is live.
 */
export default function CampaignResultPage() {
  const id = useQueryId();
  const location = useLocation();
  const receipt = (location.state as { receipt?: API.LeadReceipt } | null)?.receipt;
  const { item: campaign } = useItem(id, campaignKind, { nameTab: false });
  const copy = RESULT_COPY.campaign;
  return (
    <ResultCard
      formKey={id ? campaignFormKey(id) : ''}
      receipt={receipt}
      thanks={{
        title: campaign?.result.title ?? CAMPAIGN_RESULT_PAGE.thanks.title,
        text: campaign?.result.text ?? CAMPAIGN_RESULT_PAGE.thanks.text,
      }}
      pending={{
        text: CAMPAIGN_COPY.result.pending(campaign?.topic ?? CAMPAIGN_COPY.eyebrow),
        action:
          campaign?.status === 'live' ? (
            <p className="lead-result__actions">
              <Link to={campaignPath(campaign.id)} className="btn btn--primary" data-testid="result-form-link">
                {CAMPAIGN_COPY.result.formLink}
              </Link>
            </p>
          ) : (
            <p className="lead-result__actions">
              <Link to="/campaign" className="btn btn--ghost">
                {CAMPAIGN_COPY.links.current}
              </Link>
            </p>
          ),
      }}
      steps={campaign?.result.nextSteps ?? copy.nextSteps}
      related={copy.related}
    />
  );
}
