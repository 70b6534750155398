import { Link } from '@umijs/max';

import { ContentError, ContentLoading } from '@/components/ContentState';
import ItemGrid from '@/components/ItemGrid';
import Section from '@/components/Section';
import { useData } from '@/prerender';
import { listQuery } from '@/services/lists';

import MaterialCard from './MaterialCard';

/** How many of the newest research reports the article hub (/newActive) shows. */
export const LIBRARY_REPORTS = 3;

/** The newest research reports of the materials centre, with ways into the full report and case lists. */
export default function ReportsSection() {
  const { data, loading, error, refresh } = useData(listQuery('material', { type: 'report', pageSize: LIBRARY_REPORTS }));
  const reports = data?.data;
  return (
    <Section id="library-reports" title="研究报告与案例" lead="行业研究报告与白皮书，摘要在线阅读，全文PDF下载。" tinted>
      <div data-testid="library-reports">
        {loading && !reports ? (
          <ContentLoading label="正在加载研究报告…" />
        ) : error || !reports ? (
          <ContentError onRetry={refresh} />
        ) : (
          <ItemGrid
            className="grid grid--3 grid--desktop-1 library__grid"
            items={reports.list}
            itemKey={(m) => m.id}
            renderItem={(m) => <MaterialCard material={m} />}
          />
        )}
        <div className="panel library-reports">
          <p className="library-reports__text">{reports ? `共 ${reports.total} 份研究报告，` : ''}另有白皮书、服务手册与客户案例。</p>
          <div className="library-reports__actions">
            <Link to="/down?type=report" className="btn btn--primary">
              浏览全部研究报告
            </Link>
            <Link to="/case" className="btn btn--ghost">
              查看客户案例
            </Link>
          </div>
        </div>
      </div>
    </Section>
  );
}
