import CtaBand from '@/components/CtaBand';
import { FamilyArt } from '@/components/Illustrations';
import PageHero from '@/components/PageHero';
import { CTA_BANDS } from '@/content/pageCopy';
import { DEEP_INSIGHT_PAGE } from '@/content/pages/deepInsight';
import ArticleCard from '@/features/content/articles/ArticleCard';
import { INSIGHT_PAGE_SIZE } from '@/features/content/articles/articleFilter';
import ArticleList from '@/features/content/articles/ArticleList';
import InsightReader from '@/features/content/articles/InsightReader';
import insightKind from '@/kinds/insight';
import { listHero } from '@/kinds/pages';
import { useQuery } from '@/prerender';
import { listQuery } from '@/services/lists';

import './index.css';

/** /deepInsight: the list of deep insights (industry filter, paging), or with ?id= the reading view of one. */
export default function DeepInsightPage() {
  const [id] = useQuery((params) => params.get('id'));
  if (id !== null) return <InsightReader id={id.trim()} />;

  return (
    <div className="insight-list">
      <PageHero {...listHero(insightKind)} art={<FamilyArt family="research" />} />
      <ArticleList
        heading={DEEP_INSIGHT_PAGE.list.heading}
        noun={DEEP_INSIGHT_PAGE.list.noun}
        testId="insight"
        pageSize={INSIGHT_PAGE_SIZE}
        query={(params) => listQuery('insight', params)}
        itemKey={(i) => i.id}
        renderItem={(i) => <ArticleCard insight={i} headingLevel="h3" />}
      />
      <CtaBand {...CTA_BANDS.deepInsight} />
    </div>
  );
}
