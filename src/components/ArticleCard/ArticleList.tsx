import { useSearchParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { useRef, type ReactNode } from 'react';
import { ContentEmpty, ContentError, ContentLoading } from '@/components/ContentState';
import Pager from '@/components/Pager';
import {
  articleFilterToSearch,
  pageCount,
  parseArticleFilter,
  toArticleQuery,
  updateArticleFilter,
  type ArticleFilter,
} from '@/utils/articleFilter';
import { INDUSTRY_OPTIONS, parseIndustrySlug } from '@/utils/industryFilter';
import './ArticleList.css';

interface Props<T> {
  /** The list's (visually hidden) heading. */
  heading: string;
  /** Names the list in texts: 篇热点, 篇洞察. */
  noun: string;
  testId: string;
  pageSize: number;
  fetch: (query: API.ArticleQuery) => Promise<API.ResponseStructure<API.Paged<T>>>;
  /** Tag filter options; no tag filter when omitted. */
  tags?: string[];
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string;
}

/** An article list filtered by industry (and tag), paged, all in the query string; changes never reload the page. */
export default function ArticleList<T>({ heading, noun, testId, pageSize, fetch, tags, renderItem, itemKey }: Props<T>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const filter = parseArticleFilter(search);
  const listTop = useRef<HTMLDivElement>(null);

  const { data, loading, error, refresh } = useRequest(() => fetch(toArticleQuery(parseArticleFilter(search), pageSize)), {
    refreshDeps: [search],
    onError: () => {},
  });
  const result = data?.data;

  const apply = (change: Partial<ArticleFilter>) => {
    setSearchParams(new URLSearchParams(articleFilterToSearch(updateArticleFilter(filter, change))));
    if ('page' in change) listTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const filtered = Boolean(filter.industry || filter.tag);
  const clear = () => apply({ industry: undefined, tag: undefined });
  // A tag from a link that is not among the options still shows as the active choice.
  const tagOptions = tags && filter.tag && !tags.includes(filter.tag) ? [filter.tag, ...tags] : tags;

  return (
    <section className="container article-list" aria-labelledby={`${testId}-list-title`}>
      <h2 id={`${testId}-list-title`} className="visually-hidden">
        {heading}
      </h2>
      <div className="article-filters">
        <label className="article-filters__field">
          <span className="article-filters__label">行业</span>
          <select
            className="article-filters__select"
            value={filter.industry ?? ''}
            onChange={(e) => apply({ industry: parseIndustrySlug(e.target.value) })}
            data-testid={`${testId}-industry`}
          >
            <option value="">全部行业</option>
            {INDUSTRY_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        {tagOptions && (
          <div className="article-filters__field" role="group" aria-labelledby={`${testId}-tag-label`}>
            <span id={`${testId}-tag-label`} className="article-filters__label">
              标签
            </span>
            <div className="article-filters__chips" data-testid={`${testId}-tags`}>
              {[undefined, ...tagOptions].map((t) => (
                <button
                  key={t ?? ''}
                  type="button"
                  className={`article-filters__chip${filter.tag === t ? ' article-filters__chip--active' : ''}`}
                  aria-pressed={filter.tag === t}
                  onClick={() => filter.tag !== t && apply({ tag: t })}
                >
                  {t ?? '全部'}
                </button>
              ))}
            </div>
          </div>
        )}
      </div>

      <div ref={listTop} className="article-list__summary">
        {result && !error && (
          <p aria-live="polite" data-testid={`${testId}-total`}>
            共 {result.total} {noun}
            {filter.tag ? `（标签：${filter.tag}）` : ''}
          </p>
        )}
        {filtered && (
          <button type="button" className="article-list__clear" onClick={clear}>
            清除筛选
          </button>
        )}
      </div>

      {loading && !result ? (
        <ContentLoading label="正在加载文章…" />
      ) : error ? (
        <ContentError onRetry={refresh} />
      ) : !result || result.list.length === 0 ? (
        <ContentEmpty
          title="没有符合条件的文章"
          text="换个行业或标签看看，新的内容发布后会第一时间出现在这里。"
          action={
            filtered ? (
              <button type="button" className="btn btn--ghost" onClick={clear}>
                清除筛选
              </button>
            ) : undefined
          }
        />
      ) : (
        <>
          <ul className="article-list__grid" aria-busy={loading} data-testid={`${testId}-list`}>
            {result.list.map((item) => (
              <li key={itemKey(item)}>{renderItem(item)}</li>
            ))}
          </ul>
          <Pager page={filter.page} pageCount={pageCount(result.total, result.pageSize)} onChange={(page) => apply({ page })} label="文章列表分页" />
        </>
      )}
    </section>
  );
}
