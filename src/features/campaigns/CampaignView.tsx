import { Link } from '@umijs/max';
import { useMemo, useState } from 'react';

import type * as API from '@/api';
import FactList from '@/components/FactList';
import { FamilyArt } from '@/components/Illustrations';
import PageHero from '@/components/PageHero';
import { CAMPAIGN_COPY } from '@/content/campaigns';
import { CAMPAIGN_VIEW } from '@/content/ui/campaignView';
import { FormBody } from '@/features/leads/page/FormBody';
import { formatDateTime } from '@/lib/beijingTime';
import { useHead } from '@/prerender';

import { campaignForm } from './campaignForm';

import '@/features/leads/page/formPage.css';
import './campaigns.css';

/** A campaign that is not open: when it opens, or that it has ended; no form, and links on. */
function Closed({ campaign }: { campaign: API.Campaign }) {
  const ended = campaign.status === 'ended';
  return (
    <div className="lead-page" data-testid="campaign-page" data-campaign-status={campaign.status}>
      <PageHero
        eyebrow={CAMPAIGN_COPY.eyebrow}
        title={campaign.title}
        lead={ended ? CAMPAIGN_COPY.ended.lead : CAMPAIGN_COPY.upcoming.lead}
        art={<FamilyArt family={campaign.illustration} />}
      />
      <section className="container lead-page__blocked" role="status" data-testid="campaign-closed">
        <p className="lead-page__blocked-text">
          {ended ? CAMPAIGN_COPY.ended.text : CAMPAIGN_COPY.upcoming.opens(formatDateTime(campaign.startsAt))}
        </p>
        <div className="lead-page__blocked-actions">
          <Link className="btn btn--primary" to="/campaign">
            {CAMPAIGN_COPY.links.current}
          </Link>
          <Link className="btn btn--ghost" to="/contactUs">
            {CAMPAIGN_COPY.links.contact}
          </Link>
        </div>
      </section>
    </div>
  );
}

/**
 * A live campaign (or a draft through its preview link): its introduction and closing time, then its form. `endedWhileOpen`:
 * it ended while this visitor had the form open, which stays (a lead within the hour after the end is still taken).
 */
function Live({ campaign, endedWhileOpen = false }: { campaign: API.Campaign; endedWhileOpen?: boolean }) {
  const form = useMemo(() => campaignForm(campaign), [campaign]);
  return (
    <div className="lead-page" data-testid="campaign-page" data-campaign-status={campaign.status}>
      {campaign.status === 'draft' && (
        <p className="campaign-preview" role="note" data-testid="preview-banner">
          <span className="container">{CAMPAIGN_COPY.preview.banner}</span>
        </p>
      )}
      <PageHero
        eyebrow={CAMPAIGN_COPY.eyebrow}
        title={campaign.title}
        lead={campaign.intro}
        art={<FamilyArt family={campaign.illustration} />}
        aside={
          <div className="fact-card">
            <FactList
              facts={[
                { label: CAMPAIGN_COPY.facts.topic, value: campaign.topic },
                { label: CAMPAIGN_COPY.facts.closes, value: CAMPAIGN_VIEW.closesAt(formatDateTime(campaign.endsAt)) },
              ]}
              testId="campaign-facts"
            />
          </div>
        }
      />
      <FormBody form={form} highlights={campaign.highlights}>
        {endedWhileOpen && (
          <p className="lead-page__blocked-text campaign-ended-notice" role="status" data-testid="campaign-ended-while-open">
            {CAMPAIGN_COPY.endedWhileOpen}
          </p>
        )}
      </FormBody>
    </div>
  );
}

/**
 * A campaign as the platform answered it (checked by its schema where it entered, src/api/campaign.ts): its form while
 * live; when it opens, or that it has ended, otherwise (kept out of search). Its status is the platform's, so the page
 * shows what its answer says.
 */
export default function CampaignView({ campaign }: { campaign: API.Campaign }) {
  // Whether this visitor met the campaign live: the page's answer may turn to "ended" while the form is open.
  const [metLive] = useState(() => campaign.status === 'live');
  useHead({ noindex: campaign.status !== 'live' });
  const { status } = campaign;
  if (status === 'live' || status === 'draft') return <Live campaign={campaign} />;
  return metLive && status === 'ended' ? <Live campaign={campaign} endedWhileOpen /> : <Closed campaign={campaign} />;
}
