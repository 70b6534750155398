import { Link } from '@umijs/max';

import type * as API from '@/api';
import { ContentError, ContentLoading } from '@/components/ContentState';
import ItemGrid from '@/components/ItemGrid';
import { RELATED_CONTENT } from '@/content/ui/contentLists';
import CaseCard from '@/features/content/cases/CaseCard';
import MaterialCard from '@/features/materials/MaterialCard';
import { useData } from '@/prerender';
import { listQuery } from '@/services/lists';
import { allOf } from '@/services/query';

import './RelatedContent.css';

/** What the related items have in common: one service, or one industry. */
export type RelatedFilter = { service: API.ServiceId } | { industry: API.IndustrySlug };

interface Props {
  filter: RelatedFilter;
  /** Chinese name of the service or industry, for the headings and empty texts. */
  subject: string;
  /** Name of the service on case cards (only when all cases share it). */
  serviceName?: string;
}

/** How many of each a page shows; "查看全部" leads to the filtered list. */
export const RELATED_CASES = 2;
export const RELATED_MATERIALS = 3;

const relatedQuery = (filter: RelatedFilter) =>
  allOf(
    [listQuery('case', { ...filter, pageSize: RELATED_CASES }), listQuery('material', { ...filter, pageSize: RELATED_MATERIALS })],
    ([cases, materials]) => ({
      cases: cases.data ?? { list: [], total: 0 },
      materials: materials.data ?? { list: [], total: 0 },
    }),
  );

/** Real cases and materials of one service or industry (a few of each), with links to the lists filtered the same way. */
export default function RelatedContent({ filter, subject, serviceName }: Props) {
  const q = new URLSearchParams(filter).toString();
  const { data, loading, error, refresh } = useData(relatedQuery(filter));

  return (
    <div className="related" data-testid="related-content">
      <div className="related-head">
        <h3>{RELATED_CONTENT.cases.title}</h3>
        <Link to={`/case?${q}`}>{RELATED_CONTENT.cases.all(data?.cases.total)}</Link>
      </div>
      {loading && !data ? (
        <ContentLoading label={RELATED_CONTENT.loading} />
      ) : error || !data ? (
        <ContentError onRetry={refresh} />
      ) : (
        <>
          {data.cases.list.length ? (
            <ItemGrid
              className="grid grid--2 grid--phone-1 related-grid"
              testId="related-cases"
              items={data.cases.list}
              itemKey={(c) => c.id}
              renderItem={(c) => <CaseCard item={c} serviceName={serviceName} headingLevel="h4" />}
            />
          ) : (
            <p className="related-empty">{RELATED_CONTENT.cases.empty(subject)}</p>
          )}
          <div className="related-head">
            <h3>{RELATED_CONTENT.materials.title}</h3>
            <Link to={`/down?${q}`}>{RELATED_CONTENT.materials.all(data.materials.total)}</Link>
          </div>
          {data.materials.list.length ? (
            <ItemGrid
              className="grid grid--3 grid--phone-1 related-grid"
              testId="related-materials"
              items={data.materials.list}
              itemKey={(m) => m.id}
              renderItem={(m) => <MaterialCard material={m} headingLevel="h4" />}
            />
          ) : (
            <p className="related-empty">{RELATED_CONTENT.materials.empty(subject)}</p>
          )}
        </>
      )}
    </div>
  );
}
