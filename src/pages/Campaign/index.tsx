import { Link } from '@umijs/max';

import { FamilyArt } from '@/components/Illustrations';
import ListBody from '@/components/ListBody';
import ListPage from '@/components/ListBody/ListPage';
import { CAMPAIGN_COPY } from '@/content/campaigns';
import { CAMPAIGN_PAGE } from '@/content/pages/campaign';
import CampaignCard from '@/features/campaigns/CampaignCard';
import CampaignPreview from '@/features/campaigns/CampaignPreview';
import CampaignView from '@/features/campaigns/CampaignView';
import ItemFromQuery from '@/features/content/ItemFromQuery';
import { useQueryId } from '@/hooks/useItem';
import campaignKind from '@/kinds/campaign';
import { listHero } from '@/kinds/pages';
import { useData, useQueryParam } from '@/prerender';
import { listQuery } from '@/services/lists';

/** /campaign: the campaigns live now. */
function CampaignList() {
  const request = useData(listQuery('campaign', {}));
  return (
    <ListPage
      hero={{ ...listHero(campaignKind), art: <FamilyArt family="forms" /> }}
      listId="campaign-list-title"
      listTitle={CAMPAIGN_PAGE.listTitle}
    >
      <ListBody
        request={request}
        // Checked where it entered: a campaign whose definition fails is left out of the list (its own page says so).
        list={request.data?.data}
        loadingLabel={CAMPAIGN_COPY.list.loadingLabel}
        empty={CAMPAIGN_COPY.list.empty}
        emptyAction={
          <Link className="btn btn--ghost" to="/contactUs">
            {CAMPAIGN_COPY.links.contact}
          </Link>
        }
        className="grid--2 grid--phone-1 list-page__grid"
        testId="campaign-list"
        itemKey={(c) => c.id}
        renderItem={(c) => <CampaignCard campaign={c} />}
      />
    </ListPage>
  );
}

/**
 * /campaign?id=: a campaign published on the firm's platform (its form while live, otherwise when it opens or that it
 * has ended); with `&preview=<token>`, a draft for its marketer. /campaign: the live ones.
 */
export default function CampaignPage() {
  const id = useQueryId();
  const preview = useQueryParam('preview');
  if (id && preview) return <CampaignPreview id={id} token={preview} />;
  if (id) return <ItemFromQuery source={campaignKind}>{(campaign) => <CampaignView campaign={campaign} />}</ItemFromQuery>;
  return <CampaignList />;
}
