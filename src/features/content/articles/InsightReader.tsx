import { Link } from '@umijs/max';
import ArticleCard, { ArticleTags } from './ArticleCard';
import ReadingHeader from './ReadingHeader';
import ReadingState from './ReadingState';
import RelatedBand from './RelatedBand';
import CtaBand from '@/components/CtaBand';
import { getInsight, getInsights } from '@/services/articles';
import { useArticleDetail, useRelatedArticles } from './useArticleDetail';

const sectionId = (index: number) => `section-${index + 1}`;

function RelatedInsights({ insight }: { insight: API.InsightDetail }) {
  const related = useRelatedArticles(insight, getInsights);
  return (
    <RelatedBand
      id="insight-related"
      title="相关洞察"
      testId="insight-related"
      items={related.map((i) => ({ key: i.id, node: <ArticleCard insight={i} /> }))}
    />
  );
}

function InsightBody({ insight }: { insight: API.InsightDetail }) {
  return (
    <div className="container insight-reader__layout">
      <nav className="insight-toc" aria-label="文章目录">
        <p className="insight-toc__title">目录</p>
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
              <aside className="insight-figure" aria-label="关键数据">
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
              <p className="insight-author__role">知桥咨询 · {insight.author.role}</p>
              <p className="insight-author__note">本文观点基于知桥专家网络的一手访谈，经合规审核，不构成投资建议。</p>
            </div>
          </div>
          <p className="insight-article__more">
            想就本文话题与作者或行业专家深入交流？<Link to="/insightForm">提交定制洞察需求</Link>
          </p>
        </footer>
      </article>
    </div>
  );
}

/** /deepInsight?id=: one long article, comfortable to read on a phone, with contents, author, related reading and a call to action. */
export default function InsightReader({ id }: { id: string }) {
  const { article, error, refresh, notFound } = useArticleDetail(id, getInsight, '深度洞察');

  if (!article) {
    return (
      <ReadingState
        list={{ path: '/deepInsight', title: '深度洞察' }}
        notFound={notFound}
        error={error}
        refresh={refresh}
        missing="这篇文章"
        missingText="文章可能已下线，或链接有误。您可以回到深度洞察，看看最新的行业长文。"
      />
    );
  }

  return (
    <div className="insight-reader" data-testid="insight-detail" data-article-id={article.id}>
      <ReadingHeader
        back={{ path: '/deepInsight', label: '深度洞察' }}
        kindLabel="深度洞察"
        industry={article.industry}
        date={article.date}
        title={article.title}
        lead={article.summary}
      >
        <span>
          作者：{article.author.name}（{article.author.role}）
        </span>
        <span data-testid="insight-reading-time">约 {article.readingMinutes} 分钟读完</span>
      </ReadingHeader>
      <InsightBody insight={article} />
      <RelatedInsights insight={article} />
      <CtaBand
        title="把这篇洞察用在您的决策上"
        text="告诉我们您关心的问题，知桥顾问会为您匹配文中所涉领域的一线专家，或定制一份专属研究。"
        primary={{ label: '定制行业洞察', path: '/insightForm' }}
        secondary={{ label: '预约专家访谈', path: '/meetingForm' }}
      />
    </div>
  );
}
