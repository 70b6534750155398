import type * as API from '@/api';
import CardTitle from '@/components/Card/CardTitle';
import { CAMPAIGN_COPY } from '@/content/campaigns';
import { formatDate } from '@/lib/beijingTime';

import { campaignPath } from './paths';

import './campaigns.css';

/** A live campaign in the list: its topic, title (the card links to its form), introduction and closing date. */
export default function CampaignCard({ campaign }: { campaign: API.Campaign }) {
  return (
    <article className="card campaign-card" data-testid="campaign-card" data-campaign-id={campaign.id}>
      <p className="kicker">{campaign.topic}</p>
      <CardTitle name="campaign-card" to={campaignPath(campaign.id)}>
        {campaign.title}
      </CardTitle>
      <p className="card__summary card__summary--clamp">{campaign.intro}</p>
      <p className="campaign-card__meta">
        {CAMPAIGN_COPY.closes} {formatDate(campaign.endsAt)}
        <span className="campaign-card__cta" aria-hidden="true">
          {CAMPAIGN_COPY.list.cta} →
        </span>
      </p>
    </article>
  );
}
