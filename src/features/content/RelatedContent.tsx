import { Link } from '@umijs/max';

import type * as API from '@/api';
import { ContentError, ContentLoading } from '@/components/ContentState';
import ItemGrid from '@/components/ItemGrid';
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
        <h3>客户案例</h3>
        <Link to={`/case?${q}`}>查看全部{data ? ` ${data.cases.total} 个` : ''}案例 →</Link>
      </div>
      {loading && !data ? (
        <ContentLoading label="正在加载相关案例与资料…" />
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
            <p className="related-empty">「{subject}」的客户案例正在整理中，欢迎联系顾问了解项目经验。</p>
          )}
          <div className="related-head">
            <h3>相关资料</h3>
            <Link to={`/down?${q}`}>查看全部{data.materials.total ? ` ${data.materials.total} 份` : ''}资料 →</Link>
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
            <p className="related-empty">「{subject}」的相关资料正在整理中。</p>
          )}
        </>
      )}
    </div>
  );
}
