import { Link } from '@umijs/max';
import type { ReactNode } from 'react';

import type * as API from '@/api';
import CardTitle from '@/components/Card/CardTitle';
import { insightPath } from '@/config/itemPaths';
import { ARTICLE_CARD } from '@/content/ui/contentCards';
import { formatDate } from '@/lib/beijingTime';
import { industryName } from '@/lib/industry';

import './ArticleCard.css';

/** Tags of an article; each links to the given list filtered by that tag when `tagPath` is set. */
export function ArticleTags({ tags, tagPath }: { tags: string[]; tagPath?: (tag: string) => string }) {
  return (
    <ul className="article-tags" aria-label={ARTICLE_CARD.tagsLabel}>
      {tags.map((t) => (
        <li key={t}>
          {tagPath ? (
            <Link to={tagPath(t)} className="article-tags__tag">
              #{t}
            </Link>
          ) : (
            <span className="article-tags__tag">#{t}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

interface ShellProps {
  kind: 'insight' | 'hot-topic';
  id: string;
  industry: string;
  date: string;
  /** Extra meta after the date (reading time, expert). */
  extra?: ReactNode;
  title: string;
  to: string;
  excerpt: string;
  tags: string[];
  footer?: ReactNode;
  headingLevel: 'h2' | 'h3';
}

/** The look shared by the article cards: meta line, title (the whole card is its link), excerpt, tags. */
export function ArticleCardShell({ kind, id, industry, date, extra, title, to, excerpt, tags, footer, headingLevel: Heading }: ShellProps) {
  return (
    <article className={`card article-card article-card--${kind}`} data-testid={`${kind}-card`} data-article-id={id}>
      <p className="card__meta article-card__meta">
        <span className="card__badge">{industryName(industry)}</span>
        <time dateTime={date}>{formatDate(date)}</time>
        {extra}
      </p>
      <CardTitle as={Heading} name="article-card" to={to}>
        {title}
      </CardTitle>
      <p className="card__summary card__summary--clamp">{excerpt}</p>
      <div className="article-card__foot">
        <ArticleTags tags={tags} />
        {footer}
      </div>
    </article>
  );
}

interface Props {
  insight: API.InsightSummary;
  headingLevel?: 'h2' | 'h3';
}

/** A deep insight in a list: industry, date, reading time, title, summary, author and tags. */
export default function ArticleCard({ insight, headingLevel = 'h3' }: Props) {
  return (
    <ArticleCardShell
      kind="insight"
      id={insight.id}
      industry={insight.industry}
      date={insight.date}
      extra={<span>{ARTICLE_CARD.readingTime(insight.readingMinutes)}</span>}
      title={insight.title}
      to={insightPath(insight.id)}
      excerpt={insight.summary}
      tags={insight.tags}
      footer={
        <p className="article-card__byline">
          {insight.author.name} · {insight.author.role}
        </p>
      }
      headingLevel={headingLevel}
    />
  );
}
