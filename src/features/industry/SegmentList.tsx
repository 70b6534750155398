import { ContentError, ContentLoading } from '@/components/ContentState';

import { useIndustrySegments } from './useIndustrySegments';

const countFormat = new Intl.NumberFormat('zh-CN');

/** A landing's sub-segments with their vetted experts, from GET /api/platform/industry, with its loading and failure states. */
export default function SegmentList({ landingId }: { landingId: string }) {
  const { state, items, busy, retry } = useIndustrySegments(landingId);

  // The page as first shown has the loading state, and "not requested yet" is loading, never the error.
  if (state === 'loading') return <ContentLoading label="正在加载细分领域…" />;
  if (state === 'failed') {
    return <ContentError text="细分领域清单暂时无法加载。您仍可浏览下方的服务与活动，或稍后重试。" onRetry={retry} />;
  }
  return (
    <ul className="grid ind-segments" aria-busy={busy} data-testid="industry-list">
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
