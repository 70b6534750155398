import { Link } from '@umijs/max';

import type * as API from '@/api';
import { ContentEmpty } from '@/components/ContentState';
import CtaBand from '@/components/CtaBand';
import FigureList from '@/components/FigureList';
import { FamilyArt } from '@/components/Illustrations';
import ItemGrid from '@/components/ItemGrid';
import MoreLink from '@/components/MoreLink';
import PageHero from '@/components/PageHero';
import Section from '@/components/Section';
import { TOPIC_PAGE } from '@/content/pages/topic';
import { type TopicDefinition, topicOf } from '@/content/topics';
import ActivityCard from '@/features/content/activities/ActivityCard';
import ArticleCard from '@/features/content/articles/ArticleCard';
import HotTopicCard from '@/features/content/articles/HotTopicCard';
import { useRouteEntry } from '@/hooks/useRouteEntry';
import { useData } from '@/prerender';
import { listQuery } from '@/services/lists';
import { allOf } from '@/services/query';

import '@/components/Card/card.css';
import './index.css';

/** Related insights, hot topics (by the topic's tag) and upcoming activities (by its industry), fetched together. */
function useTopicRelated(topic: TopicDefinition) {
  const opts = { skipErrorHandler: true };
  const { data, loading } = useData(
    allOf(
      [
        listQuery('insight', { tag: topic.tag, pageSize: 3 }, opts),
        listQuery('hotTopic', { tag: topic.tag, pageSize: 4 }, opts),
        listQuery('activity', { industry: topic.activityIndustry, when: 'upcoming', pageSize: 2 }, opts),
      ],
      (answers) => answers.map((r) => r.data?.list ?? []) as [API.InsightSummary[], API.HotTopic[], API.Activity[]],
    ),
  );
  return { insights: data?.[0] ?? [], hotTopics: data?.[1] ?? [], activities: data?.[2] ?? [], loading };
}

function TopicBody({ topic }: { topic: TopicDefinition }) {
  const { insights, hotTopics, activities, loading } = useTopicRelated(topic);
  return (
    <div className={`topic topic--${topic.key}`} data-testid="topic-page" data-topic={topic.key}>
      <PageHero
        eyebrow={topic.eyebrow}
        title={topic.title}
        lead={topic.lead}
        art={<FamilyArt family="research" />}
        actions={
          <>
            <Link to={topic.cta.primary.path} className="btn btn--primary">
              {topic.cta.primary.label}
            </Link>
            <a href="#topic-insights-title" className="btn btn--ghost">
              {TOPIC_PAGE.hero.insightsLink}
            </a>
          </>
        }
      />

      <Section id="topic-thesis" title={TOPIC_PAGE.thesis.title}>
        <ol className="grid grid--2 grid--phone-1 topic-thesis">
          {topic.thesis.map((t, i) => (
            <li key={t.title} className="panel topic-thesis__item">
              <span className="topic-thesis__num" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3 className="topic-thesis__title">{t.title}</h3>
              <p className="topic-thesis__text">{t.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="topic-figures" title={TOPIC_PAGE.figures.title} tinted>
        <FigureList figures={topic.figures} className="grid grid--4 grid--desktop-2 topic-figures" label={TOPIC_PAGE.figures.label} />
      </Section>

      <Section id="topic-view" title={topic.viewpoint.title}>
        <div className="topic-view">
          {topic.viewpoint.paragraphs.map((p) => (
            <p key={p.slice(0, 24)}>{p}</p>
          ))}
        </div>
      </Section>

      <Section id="topic-insights" title={TOPIC_PAGE.insights.title} lead={TOPIC_PAGE.insights.lead(topic.tag)} tinted>
        {insights.length > 0 ? (
          <ItemGrid
            className="grid grid--3 grid--desktop-1 topic-grid"
            testId="topic-insights"
            items={insights}
            itemKey={(i) => i.id}
            renderItem={(i) => <ArticleCard insight={i} />}
          />
        ) : (
          !loading && <ContentEmpty {...TOPIC_PAGE.insights.empty} />
        )}
        <MoreLink to={`/deepInsight`} label={TOPIC_PAGE.insights.more} />
      </Section>

      <Section id="topic-hot" title={TOPIC_PAGE.hotTopics.title}>
        {hotTopics.length > 0 ? (
          <ItemGrid
            className="grid grid--2 grid--desktop-1 topic-grid"
            testId="topic-hot-topics"
            items={hotTopics}
            itemKey={(t) => t.id}
            renderItem={(t) => <HotTopicCard topic={t} />}
          />
        ) : (
          !loading && <ContentEmpty title={TOPIC_PAGE.hotTopics.empty} />
        )}
        <p className="more-link">
          <Link to={`/hotspot?tag=${encodeURIComponent(topic.tag)}`}>{TOPIC_PAGE.hotTopics.more(topic.tag)}</Link>
        </p>
      </Section>

      {activities.length > 0 && (
        <Section id="topic-activities" title={TOPIC_PAGE.activities.title} tinted>
          <ItemGrid
            className="grid grid--2 grid--desktop-1 topic-grid"
            testId="topic-activities"
            items={activities}
            itemKey={(a) => a.id}
            renderItem={(a) => <ActivityCard activity={a} />}
          />
          <MoreLink to={`/activeList?industry=${topic.activityIndustry}`} label={TOPIC_PAGE.activities.more} />
        </Section>
      )}

      <CtaBand title={topic.cta.title} text={topic.cta.text} primary={topic.cta.primary} secondary={topic.cta.secondary} />
    </div>
  );
}

/** /aiEra and /fourteen: one topic template, the topic chosen by the route's topicKey. */
export default function TopicPage() {
  const route = useRouteEntry();
  const topic = topicOf(route.topicKey);
  if (!topic) {
    return (
      <div className="container page-section">
        <h1 className="page-title">{TOPIC_PAGE.missing.title}</h1>
        <ContentEmpty
          title={TOPIC_PAGE.missing.text}
          action={
            <Link to="/newActive" className="btn btn--ghost">
              {TOPIC_PAGE.missing.action}
            </Link>
          }
        />
      </div>
    );
  }
  return <TopicBody topic={topic} />;
}
