import { ContentError, ContentLoading } from '@/components/ContentState';
import { SEGMENT_LIST } from '@/content/ui/industry';
import { grouped } from '@/lib/grouped';

import { useIndustrySegments } from './useIndustrySegments';

/** A landing's sub-segments with their vetted experts, from GET /api/platform/industry, with its loading and failure states. */
export default function SegmentList({ landingId }: { landingId: string }) {
  const { state, items, busy, retry } = useIndustrySegments(landingId);

  // The page as first shown has the loading state, and "not requested yet" is loading, never the error.
  if (state === 'loading') return <ContentLoading label={SEGMENT_LIST.loading} />;
  if (state === 'failed') {
    return <ContentError text={SEGMENT_LIST.error} onRetry={retry} />;
  }
  return (
    <ul className="grid ind-segments" aria-busy={busy} data-testid="industry-list">
      {items.map((item) => (
        <li key={item.id} className="panel ind-segment" data-testid="industry-item">
          <h3 className="ind-segment__name">{item.name}</h3>
          <p className="ind-segment__summary">{item.summary}</p>
          {item.expertCount !== undefined && (
            <p className="ind-segment__count">
              <strong>{grouped(item.expertCount)}</strong> {SEGMENT_LIST.experts}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
