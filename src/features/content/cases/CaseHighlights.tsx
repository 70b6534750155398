import { ContentError, ContentLoading } from '@/components/ContentState';
import ItemGrid from '@/components/ItemGrid';
import MoreLink from '@/components/MoreLink';
import Section from '@/components/Section';
import { CASE_HIGHLIGHTS } from '@/content/ui/contentCards';
import { useData } from '@/prerender';
import { listQuery } from '@/services/lists';

import CaseCard from './CaseCard';

export const HOME_CASES = 3;

/** The newest client cases: the challenge in one line and the figures that came out of it. */
export default function HomeCases() {
  const { data, loading, error, refresh } = useData(listQuery('case', { pageSize: HOME_CASES }));
  const cases = data?.data?.list;
  return (
    <Section id="home-cases" title={CASE_HIGHLIGHTS.title} lead={CASE_HIGHLIGHTS.lead} tinted>
      {loading && !cases ? (
        <ContentLoading />
      ) : error || !cases ? (
        <ContentError onRetry={refresh} />
      ) : (
        <ItemGrid
          className="grid grid--3 grid--tablet-2 grid--phone-1 home-grid"
          testId="home-cases"
          items={cases}
          itemKey={(c) => c.id}
          renderItem={(c) => <CaseCard item={c} />}
        />
      )}
      <MoreLink to="/case" label={CASE_HIGHLIGHTS.more} />
    </Section>
  );
}
