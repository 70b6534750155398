import { Link } from '@umijs/max';

import type * as API from '@/api';
import { ItemView } from '@/components/ContentState';
import CtaBand from '@/components/CtaBand';
import { CTA_BANDS } from '@/content/pageCopy';
import { HOT_TOPIC_READER } from '@/content/ui/contentReaders';
import { useItem } from '@/hooks/useItem';
import hotTopicKind from '@/kinds/hotTopic';
import { itemPageCopy } from '@/kinds/pages';
import { listQuery } from '@/services/lists';

import { ArticleTags } from './ArticleCard';
import HotTopicCard from './HotTopicCard';
import ReadingHeader from './ReadingHeader';
import RelatedBand from './RelatedBand';
import { useRelatedArticles } from './useRelatedArticles';

function RelatedHotTopics({ topic }: { topic: API.HotTopic }) {
  const related = useRelatedArticles(topic, (params, options) => listQuery('hotTopic', params, options));
  return (
    <RelatedBand
      id="hotspot-related"
      title={HOT_TOPIC_READER.related}
      testId="hot-topic-related"
      items={related.map((t) => ({ key: t.id, node: <HotTopicCard topic={t} /> }))}
    />
  );
}

/** /hotspot?id=: one hot topic, its expert's view in full, with its tags and more on the same topic. */
export default function HotTopicReader({ id }: { id: string }) {
  const state = useItem(id, hotTopicKind);
  return (
    <ItemView state={state} copy={itemPageCopy(hotTopicKind)}>
      {(article) => <HotTopicView article={article} />}
    </ItemView>
  );
}

function HotTopicView({ article }: { article: API.HotTopic }) {
  return (
    <div className="hotspot-reader" data-testid="hot-topic-detail" data-article-id={article.id}>
      <ReadingHeader
        back={{ path: '/hotspot', label: HOT_TOPIC_READER.back }}
        kindLabel={HOT_TOPIC_READER.kind}
        industry={article.industry}
        date={article.date}
        title={article.title}
      />
      <div className="container">
        <article className="hotspot-article">
          <aside className="hotspot-expert" aria-label={HOT_TOPIC_READER.expert.label}>
            <span className="hotspot-expert__label">{HOT_TOPIC_READER.expert.title}</span>
            <p className="hotspot-expert__name">{article.expert.name}</p>
            <p className="hotspot-expert__role">{article.expert.role}</p>
          </aside>
          {article.paragraphs.map((p) => (
            <p key={p.slice(0, 24)}>{p}</p>
          ))}
          <footer className="hotspot-article__foot">
            <ArticleTags tags={article.tags} tagPath={(t) => `/hotspot?tag=${encodeURIComponent(t)}`} />
            <p className="hotspot-article__note">
              {HOT_TOPIC_READER.note.text}
              <Link to="/hotspot">{HOT_TOPIC_READER.note.link}</Link>
            </p>
          </footer>
        </article>
      </div>
      <RelatedHotTopics topic={article} />
      <CtaBand {...CTA_BANDS.hotTopicReader} />
    </div>
  );
}
