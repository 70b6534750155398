import { Link } from '@umijs/max';

import { ContentError, ContentLoading } from '@/components/ContentState';
import ItemGrid from '@/components/ItemGrid';
import Section from '@/components/Section';
import { REPORTS_SECTION } from '@/content/ui/materials';
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
    <Section id="library-reports" title={REPORTS_SECTION.title} lead={REPORTS_SECTION.lead} tinted>
      <div data-testid="library-reports">
        {loading && !reports ? (
          <ContentLoading label={REPORTS_SECTION.loading} />
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
          <p className="library-reports__text">
            {reports ? REPORTS_SECTION.total(reports.total) : ''}
            {REPORTS_SECTION.more}
          </p>
          <div className="library-reports__actions">
            <Link to="/down?type=report" className="btn btn--primary">
              {REPORTS_SECTION.allReports}
            </Link>
            <Link to="/case" className="btn btn--ghost">
              {REPORTS_SECTION.cases}
            </Link>
          </div>
        </div>
      </div>
    </Section>
  );
}
