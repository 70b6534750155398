import { Link } from '@umijs/max';
import { type FormEvent, useEffect, useState } from 'react';

import type * as API from '@/api';
import { ContentEmpty, ContentError, ContentLoading } from '@/components/ContentState';
import { FamilyArt } from '@/components/Illustrations';
import ItemGrid from '@/components/ItemGrid';
import MoreLink from '@/components/MoreLink';
import PageHero from '@/components/PageHero';
import Section from '@/components/Section';
import { PAGE_HEROES } from '@/content/pageCopy';
import { ARTICLE_HUB_PAGE } from '@/content/pages/articleHub';
import ArticleCard from '@/features/content/articles/ArticleCard';
import { searchArticles, tagCounts } from '@/features/content/articles/articleSearch';
import HotTopicCard from '@/features/content/articles/HotTopicCard';
import ReportsSection from '@/features/materials/ReportsSection';
import { clipText, ECHO_MAX } from '@/lib/text';
import { useData, useQuery } from '@/prerender';
import { listQuery } from '@/services/lists';
import { allOf } from '@/services/query';

import '@/components/Card/card.css';
import './index.css';

const LATEST_INSIGHTS = 3;
const LATEST_HOT_TOPICS = 4;
const CLOUD_SIZE = 20;

/** Both collections whole (they are small), for the latest lists, the tag cloud and the client-side search. */
interface LibraryArticles {
  insights: API.InsightSummary[];
  hotTopics: API.HotTopic[];
}

const LIBRARY_ARTICLES = allOf(
  [listQuery('insight', { pageSize: 50 }), listQuery('hotTopic', { pageSize: 50 })],
  ([i, h]): LibraryArticles => ({
    insights: i.data?.list ?? [],
    hotTopics: h.data?.list ?? [],
  }),
);

function SearchBox({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="library-search" role="search" onSubmit={submit}>
      <label htmlFor="library-q" className="visually-hidden">
        {ARTICLE_HUB_PAGE.search.label}
      </label>
      <input
        sensors-disable="true"
        id="library-q"
        type="search"
        className="library-search__input"
        placeholder={ARTICLE_HUB_PAGE.search.placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        data-testid="library-search"
      />
      <button type="submit" className="btn btn--primary library-search__btn">
        {ARTICLE_HUB_PAGE.search.submit}
      </button>
    </form>
  );
}

/** /newActive, 知识库: search across insights and hot topics (?q=), the latest of each, a tag cloud and the reports. */
export default function ArticleHubPage() {
  const [q, setSearchParams] = useQuery((params) => params.get('q')?.trim() ?? '');
  const { data, loading, error, refresh } = useData(LIBRARY_ARTICLES);
  const search = (next: string) => setSearchParams(next ? new URLSearchParams({ q: next }) : new URLSearchParams());

  const insights: API.InsightSummary[] = data?.insights ?? [];
  const hotTopics: API.HotTopic[] = data?.hotTopics ?? [];
  const foundInsights = searchArticles(insights, q);
  const foundHotTopics = searchArticles(hotTopics, q);
  const cloud = tagCounts([...insights, ...hotTopics]).slice(0, CLOUD_SIZE);

  const state = loading && !data ? <ContentLoading label={ARTICLE_HUB_PAGE.loading} /> : error ? <ContentError onRetry={refresh} /> : null;

  return (
    <div className="library">
      <PageHero {...PAGE_HEROES.library} art={<FamilyArt family="research" />}>
        <SearchBox q={q} onSearch={search} />
      </PageHero>

      {q ? (
        <Section id="library-results" title={ARTICLE_HUB_PAGE.results.title(clipText(q, ECHO_MAX))}>
          {state ?? (
            <div data-testid="library-results">
              <p className="library__count" aria-live="polite" data-testid="library-count">
                {ARTICLE_HUB_PAGE.results.count(foundInsights.length, foundHotTopics.length)}
                <button type="button" className="link-button" onClick={() => search('')}>
                  {ARTICLE_HUB_PAGE.results.clear}
                </button>
              </p>
              {foundInsights.length + foundHotTopics.length === 0 ? (
                <ContentEmpty {...ARTICLE_HUB_PAGE.results.empty} />
              ) : (
                <ul className="grid grid--3 grid--desktop-1 library__grid">
                  {foundInsights.map((i) => (
                    <li key={i.id}>
                      <ArticleCard insight={i} />
                    </li>
                  ))}
                  {foundHotTopics.map((t) => (
                    <li key={t.id}>
                      <HotTopicCard topic={t} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </Section>
      ) : (
        <>
          <Section id="library-insights" title={ARTICLE_HUB_PAGE.insights.title}>
            {state ?? (
              <ItemGrid
                className="grid grid--3 grid--desktop-1 library__grid"
                testId="library-insights"
                items={insights.slice(0, LATEST_INSIGHTS)}
                itemKey={(i) => i.id}
                renderItem={(i) => <ArticleCard insight={i} />}
              />
            )}
            <MoreLink to="/deepInsight" label={ARTICLE_HUB_PAGE.insights.more} />
          </Section>
          <Section id="library-hot" title={ARTICLE_HUB_PAGE.hotTopics.title} tinted>
            {state ?? (
              <ItemGrid
                className="grid grid--2 grid--desktop-1 library__grid"
                testId="library-hot-topics"
                items={hotTopics.slice(0, LATEST_HOT_TOPICS)}
                itemKey={(t) => t.id}
                renderItem={(t) => <HotTopicCard topic={t} />}
              />
            )}
            <MoreLink to="/hotspot" label={ARTICLE_HUB_PAGE.hotTopics.more} />
          </Section>
        </>
      )}

      {cloud.length > 0 && (
        <Section id="library-tags" title={ARTICLE_HUB_PAGE.tags.title} lead={ARTICLE_HUB_PAGE.tags.lead}>
          <ul className="cluster library-tags" data-testid="library-tags">
            {cloud.map(({ tag, count }) => (
              <li key={tag}>
                <Link
                  to={`/newActive?q=${encodeURIComponent(tag)}`}
                  className={`chip library-tags__tag${tag === q ? ' library-tags__tag--active' : ''}${count >= 4 ? ' library-tags__tag--big' : ''}`}
                  aria-current={tag === q ? 'true' : undefined}
                >
                  {tag}
                  <span className="library-tags__count">{count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <ReportsSection />
    </div>
  );
}
