import CtaBand from '@/components/CtaBand';
import { FamilyArt } from '@/components/Illustrations';
import PageHero from '@/components/PageHero';
import { CTA_BANDS } from '@/content/pageCopy';
import { HOTSPOT_PAGE } from '@/content/pages/hotspot';
import { HOT_TOPIC_PAGE_SIZE } from '@/features/content/articles/articleFilter';
import ArticleList from '@/features/content/articles/ArticleList';
import { tagCounts } from '@/features/content/articles/articleSearch';
import HotTopicCard from '@/features/content/articles/HotTopicCard';
import HotTopicReader from '@/features/content/articles/HotTopicReader';
import hotTopicKind from '@/kinds/hotTopic';
import { listHero } from '@/kinds/pages';
import { useData, useQuery } from '@/prerender';
import { listQuery } from '@/services/lists';

import './index.css';

/** How many of the most used tags the filter offers (a tag from a link shows as well). */
const TAG_OPTIONS = 12;

/** /hotspot: recent hot topics newest first (tag and industry filters, paging), or with ?id= the reading view of one. */
export default function HotspotPage() {
  const [id] = useQuery((params) => params.get('id'));
  // Tag options: the tags in use, most used first (the collection is small enough to read whole).
  const { data: all } = useData(id === null && listQuery('hotTopic', { pageSize: 50 }, { skipErrorHandler: true }));
  if (id !== null) return <HotTopicReader id={id.trim()} />;
  const tags = tagCounts(all?.data?.list ?? [])
    .slice(0, TAG_OPTIONS)
    .map((t) => t.tag);

  return (
    <div className="hotspot">
      <PageHero {...listHero(hotTopicKind)} art={<FamilyArt family="research" />} />
      <ArticleList
        heading={HOTSPOT_PAGE.list.heading}
        noun={HOTSPOT_PAGE.list.noun}
        testId="hot-topic"
        pageSize={HOT_TOPIC_PAGE_SIZE}
        query={(params) => listQuery('hotTopic', params)}
        tags={tags}
        itemKey={(t) => t.id}
        renderItem={(t) => <HotTopicCard topic={t} />}
      />
      <CtaBand {...CTA_BANDS.hotspot} />
    </div>
  );
}
