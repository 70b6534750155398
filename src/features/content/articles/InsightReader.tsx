import { Link } from '@umijs/max';

import type * as API from '@/api';
import { ItemView } from '@/components/ContentState';
import CtaBand from '@/components/CtaBand';
import { CTA_BANDS } from '@/content/pageCopy';
import { INSIGHT_READER } from '@/content/ui/contentReaders';
import { useItem } from '@/hooks/useItem';
import insightKind from '@/kinds/insight';
import { itemPageCopy } from '@/kinds/pages';
import { listQuery } from '@/services/lists';

import ArticleCard, { ArticleTags } from './ArticleCard';
import ReadingHeader from './ReadingHeader';
import RelatedBand from './RelatedBand';
import { useRelatedArticles } from './useRelatedArticles';

const sectionId = (index: number) => `section-${index + 1}`;

function RelatedInsights({ insight }: { insight: API.InsightDetail }) {
  const related = useRelatedArticles(insight, (params, options) => listQuery('insight', params, options));
  return (
    <RelatedBand
      id="insight-related"
      title={INSIGHT_READER.related}
      testId="insight-related"
      items={related.map((i) => ({ key: i.id, node: <ArticleCard insight={i} /> }))}
    />
  );
}

function InsightBody({ insight }: { insight: API.InsightDetail }) {
  return (
    <div className="container insight-reader__layout">
      <nav className="insight-toc" aria-label={INSIGHT_READER.toc.label}>
        <p className="insight-toc__title">{INSIGHT_READER.toc.title}</p>
        <ol className="insight-toc__list">
          {insight.sections.map((s, i) => (
            <li key={s.heading}>
              <a href={`#${sectionId(i)}`}>{s.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <article className="insight-article" data-testid="insight-article">
        {insight.sections.map((s, i) => (
          <section key={s.heading} id={sectionId(i)} className="insight-article__section" aria-labelledby={`${sectionId(i)}-title`}>
            <h2 id={`${sectionId(i)}-title`}>{s.heading}</h2>
            {s.paragraphs.map((p) => (
              <p key={p.slice(0, 24)}>{p}</p>
            ))}
            {s.bullets && (
              <ul className="insight-article__bullets">
                {s.bullets.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            )}
            {s.figure && (
              <aside className="insight-figure" aria-label={INSIGHT_READER.figureLabel}>
                <span className="insight-figure__value">{s.figure.value}</span>
                <span className="insight-figure__label">{s.figure.label}</span>
              </aside>
            )}
          </section>
        ))}
        <footer className="insight-article__foot">
          <ArticleTags tags={insight.tags} tagPath={(t) => `/newActive?q=${encodeURIComponent(t)}`} />
          <div className="insight-author" data-testid="insight-author">
            <span className="num-badge insight-author__avatar" aria-hidden="true">
              {insight.author.name.slice(0, 1)}
            </span>
            <div>
              <p className="insight-author__name">{insight.author.name}</p>
              <p className="insight-author__role">{INSIGHT_READER.author.role(insight.author.role)}</p>
              <p className="insight-author__note">{INSIGHT_READER.author.note}</p>
            </div>
          </div>
          <p className="insight-article__more">
            {INSIGHT_READER.more.text}
            <Link to="/insightForm">{INSIGHT_READER.more.link}</Link>
          </p>
        </footer>
      </article>
    </div>
  );
}

/** /deepInsight?id=: one long article, comfortable to read on a phone, with contents, author, related reading and a call to action. */
export default function InsightReader({ id }: { id: string }) {
  const state = useItem(id, insightKind);
  return (
    <ItemView state={state} copy={itemPageCopy(insightKind)}>
      {(article) => <InsightView article={article} />}
    </ItemView>
  );
}

function InsightView({ article }: { article: API.InsightDetail }) {
  return (
    <div className="insight-reader" data-testid="insight-detail" data-article-id={article.id}>
      <ReadingHeader
        back={{ path: '/deepInsight', label: INSIGHT_READER.back }}
        kindLabel={INSIGHT_READER.kind}
        industry={article.industry}
        date={article.date}
        title={article.title}
        lead={article.summary}
      >
        <span>{INSIGHT_READER.byline(article.author.name, article.author.role)}</span>
        <span data-testid="insight-reading-time">{INSIGHT_READER.readingTime(article.readingMinutes)}</span>
      </ReadingHeader>
      <InsightBody insight={article} />
      <RelatedInsights insight={article} />
      <CtaBand {...CTA_BANDS.insightReader} />
    </div>
  );
}
