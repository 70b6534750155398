import { useDispatch, useSelector } from '@umijs/max';

import { ContentError, ContentLoading } from '@/components/ContentState';
import type { IndustryState } from '@/models/industry';
import { useAfterTakeOver } from '@/prerender';

interface RootState {
  industry: IndustryState;
  loading: { effects: Record<string, boolean | undefined> };
}

const FETCH = 'industry/fetch';
const countFormat = new Intl.NumberFormat('zh-CN');

/** The items of the stored list that belong to this landing id (a previous landing's list is ignored). */
export const itemsFor = (list: readonly API.IndustryItem[], landingId: string) =>
  list.filter((item) => item.landingId === undefined || item.landingId === landingId);

/** The industry list the `industry` model fetched for ?id=, with its loading and failure states. */
export default function SegmentList({ landingId }: { landingId: string }) {
  const dispatch = useDispatch();
  const list = useSelector((s: RootState) => s.industry.industryList);
  const loading = useSelector((s: RootState) => Boolean(s.loading.effects[FETCH]));
  const settled = useSelector((s: RootState) => s.industry.settledFor === landingId);
  const shown = useAfterTakeOver();
  const items = itemsFor(list, landingId);

  // The list is this visitor's (it is asked for with the openid): the page as first shown has the loading state, and
  // "not requested yet" is loading, never the error.
  if (!shown || (items.length === 0 && (loading || !settled))) return <ContentLoading label="正在加载细分领域…" />;
  if (items.length === 0) {
    return (
      <ContentError
        text="细分领域清单暂时无法加载。您仍可浏览下方的服务与活动，或稍后重试。"
        onRetry={() => dispatch({ type: FETCH, payload: { id: landingId } })}
      />
    );
  }
  return (
    <ul className="grid ind-segments" aria-busy={loading} data-testid="industry-list">
      {items.map((item) => (
        <li key={item.id} className="panel ind-segment" data-testid="industry-item">
          <h3 className="ind-segment__name">{item.name}</h3>
          <p className="ind-segment__summary">{item.summary}</p>
          {item.expertCount !== undefined && (
            <p className="ind-segment__count">
              <strong>{countFormat.format(item.expertCount)}</strong> 位认证专家
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
