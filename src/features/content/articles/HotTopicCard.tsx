import type * as API from '@/api';
import { hotTopicPath } from '@/config/itemPaths';
import { HOT_TOPIC_CARD } from '@/content/ui/contentCards';

import { ArticleCardShell } from './ArticleCard';

interface Props {
  topic: API.HotTopic;
  headingLevel?: 'h2' | 'h3';
}

/** A hot topic in a list: industry, date, title, its opening paragraph, the expert and tags. */
export default function HotTopicCard({ topic, headingLevel = 'h3' }: Props) {
  return (
    <ArticleCardShell
      kind="hot-topic"
      id={topic.id}
      industry={topic.industry}
      date={topic.date}
      title={topic.title}
      to={hotTopicPath(topic.id)}
      excerpt={topic.paragraphs[0] ?? ''}
      tags={topic.tags}
      footer={<p className="article-card__byline">{HOT_TOPIC_CARD.expert(topic.expert.name)}</p>}
      headingLevel={headingLevel}
    />
  );
}
