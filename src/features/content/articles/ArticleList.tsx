import type { ReactNode } from 'react';

import type * as API from '@/api';
import FilterBar, { FilterChips, FilterSummary, IndustrySelect } from '@/components/FilterBar';
import ListBody from '@/components/ListBody';
import { ARTICLE_LIST } from '@/content/ui/contentLists';
import { usePagedList } from '@/hooks/usePagedList';
import { clipText, ECHO_MAX } from '@/lib/text';
import type { DataQuery } from '@/prerender';

import { articleFilterToSearch, parseArticleFilter, toArticleQuery } from './articleFilter';

import '@/components/ListBody/listPage.css';

interface Props<T> {
  /** The list's (visually hidden) heading. */
  heading: string;
  /** Names the list in texts: 篇热点, 篇洞察. */
  noun: string;
  testId: string;
  pageSize: number;
  query: (params: API.ArticleQuery) => DataQuery<API.ResponseStructure<API.Paged<T>>>;
  /** Tag filter options; no tag filter when omitted. */
  tags?: string[];
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string;
}

/** An article list filtered by industry (and tag), paged, all in the query string; changes never reload the page. */
export default function ArticleList<T>({ heading, noun, testId, pageSize, query, tags, renderItem, itemKey }: Props<T>) {
  const list = usePagedList({
    parse: parseArticleFilter,
    toSearch: articleFilterToSearch,
    query: (f) => query(toArticleQuery(f, pageSize)),
    clearable: ['industry', 'tag'],
  });
  const { filter, apply, page: result } = list;
  // A tag from a link that is not among the options still shows as the active choice.
  const tagOptions = tags && filter.tag && !tags.includes(filter.tag) ? [filter.tag, ...tags] : tags;

  return (
    <section className="container list-page__body" aria-labelledby={`${testId}-list-title`}>
      <h2 id={`${testId}-list-title`} className="visually-hidden">
        {heading}
      </h2>
      <FilterBar>
        <IndustrySelect value={filter.industry} onChange={(industry) => apply({ industry })} testId={`${testId}-industry`} />
        {tagOptions && (
          <FilterChips
            param="tag"
            label={ARTICLE_LIST.tagLabel}
            value={filter.tag}
            options={tagOptions.map((t) => ({ value: t, label: clipText(t, ECHO_MAX) }))}
            onChange={(tag) => apply({ tag })}
            testId={`${testId}-tags`}
          />
        )}
      </FilterBar>

      <FilterSummary topRef={list.listTop} testId={`${testId}-total`} onClear={list.clear}>
        {result && !list.request.error && ARTICLE_LIST.total(result.total, noun, filter.tag && clipText(filter.tag, ECHO_MAX))}
      </FilterSummary>

      <ListBody
        {...list.body(ARTICLE_LIST.pagerLabel)}
        loadingLabel={ARTICLE_LIST.loading}
        empty={ARTICLE_LIST.empty}
        className="grid--2 grid--tablet-1 list-page__grid"
        testId={`${testId}-list`}
        itemKey={itemKey}
        renderItem={renderItem}
      />
    </section>
  );
}
