import { ItemView } from '@/components/ContentState';
import { CAMPAIGN_COPY } from '@/content/campaigns';
import campaignKind from '@/kinds/campaign';
import { itemPageCopy } from '@/kinds/pages';
import { BrowserOnly, useData } from '@/prerender';
import { isNotFound } from '@/request/failure';
import { campaignPreviewQuery } from '@/services/campaigns';

import CampaignView from './CampaignView';
import { PREVIEW_TOKEN_RE } from './definition';

const COPY = { ...itemPageCopy(campaignKind), notFound: CAMPAIGN_COPY.preview.notFound };
/** In the HTML and while the page is taken over: the draft is asked for afterwards, in the browser. */
const LOADING = { item: undefined, loading: true, error: undefined, notFound: false, refresh: () => undefined };

function Draft({ id, token }: { id: string; token: string }) {
  const valid = PREVIEW_TOKEN_RE.test(token);
  const { data, loading, error, refresh } = useData(valid && campaignPreviewQuery(id, token), { gone: isNotFound });
  const state = { item: data?.data, loading, error, refresh, notFound: !valid || isNotFound(error) };
  return (
    <ItemView state={state} copy={COPY}>
      {(draft) => <CampaignView campaign={draft} />}
    </ItemView>
  );
}

/**
 * A draft through its preview link (`?id=…&preview=<token>`): asked for in the browser only, never pre-rendered, kept
 * out of search (CampaignView); without a valid token the draft does not exist.
 */
export default function CampaignPreview({ id, token }: { id: string; token: string }) {
  return (
    <BrowserOnly fallback={<ItemView state={LOADING} copy={COPY} children={() => null} />}>
      {() => <Draft id={id} token={token} />}
    </BrowserOnly>
  );
}
