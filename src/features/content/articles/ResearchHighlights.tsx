import { ContentError, ContentLoading } from '@/components/ContentState';
import ItemGrid from '@/components/ItemGrid';
import MoreLink from '@/components/MoreLink';
import Section from '@/components/Section';
import { RESEARCH_HIGHLIGHTS } from '@/content/ui/contentCards';
import { useData } from '@/prerender';
import { listQuery } from '@/services/lists';
import { allOf } from '@/services/query';

import ArticleCard from './ArticleCard';
import HotTopicCard from './HotTopicCard';

export const HOME_INSIGHTS = 2;
export const HOME_HOT_TOPICS = 3;

const RESEARCH = allOf(
  [listQuery('insight', { pageSize: HOME_INSIGHTS }), listQuery('hotTopic', { pageSize: HOME_HOT_TOPICS })],
  ([insights, hotTopics]) => ({
    insights: insights.data?.list ?? [],
    hotTopics: hotTopics.data?.list ?? [],
  }),
);

/** The newest deep insights and hot topics, with ways into the article hub (/newActive). */
export default function HomeResearch() {
  const { data, loading, error, refresh } = useData(RESEARCH);
  return (
    <Section id="home-research" title={RESEARCH_HIGHLIGHTS.title} lead={RESEARCH_HIGHLIGHTS.lead}>
      {loading && !data ? (
        <ContentLoading />
      ) : error || !data ? (
        <ContentError onRetry={refresh} />
      ) : (
        <div className="home-research" data-testid="home-research">
          <ItemGrid
            className="grid home-grid home-research__list"
            items={data.insights}
            itemKey={(i) => i.id}
            renderItem={(i) => <ArticleCard insight={i} />}
          />
          <ItemGrid
            className="grid home-grid home-research__list"
            items={data.hotTopics}
            itemKey={(t) => t.id}
            renderItem={(t) => <HotTopicCard topic={t} />}
          />
        </div>
      )}
      <MoreLink to="/newActive" label={RESEARCH_HIGHLIGHTS.more} />
    </Section>
  );
}
