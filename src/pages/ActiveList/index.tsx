import FilterBar, { FilterChips, FilterSummary, IndustrySelect } from '@/components/FilterBar';
import { FamilyArt } from '@/components/Illustrations';
import ListBody from '@/components/ListBody';
import ListPage from '@/components/ListBody/ListPage';
import { ACTIVE_LIST_PAGE } from '@/content/pages/activeList';
import ActivityCard from '@/features/content/activities/ActivityCard';
import {
  activityFilterToSearch,
  FORMAT_OPTIONS,
  parseActivityFilter,
  toActivityQuery,
  WHEN_OPTIONS,
} from '@/features/content/activities/activityFilter';
import { usePagedList } from '@/hooks/usePagedList';
import activityKind from '@/kinds/activity';
import { listHero } from '@/kinds/pages';
import { listQuery } from '@/services/lists';

import './index.css';

/** /activeList: upcoming and past activities, filtered by industry and format, paged; all in the query string. */
export default function ActiveListPage() {
  const list = usePagedList({
    parse: parseActivityFilter,
    toSearch: activityFilterToSearch,
    query: (f) => listQuery('activity', toActivityQuery(f)),
    clearable: ['industry', 'format'],
  });
  const { filter, apply, page: result } = list;

  return (
    <ListPage
      className="act-list"
      hero={{ ...listHero(activityKind), art: <FamilyArt family="activities" /> }}
      listId="act-list-title"
      listTitle={ACTIVE_LIST_PAGE.listTitle}
    >
      <div className="act-list__tabs" role="group" aria-label={ACTIVE_LIST_PAGE.filter.when}>
        {WHEN_OPTIONS.map((o) => (
          <button
            key={o.value}
            type="button"
            className={`act-list__tab${filter.when === o.value ? ' act-list__tab--active' : ''}`}
            aria-pressed={filter.when === o.value}
            onClick={() => filter.when !== o.value && apply({ when: o.value })}
            data-query-param="when"
            data-query-value={o.value}
          >
            {o.label}
          </button>
        ))}
      </div>

      <FilterBar>
        <IndustrySelect value={filter.industry} onChange={(industry) => apply({ industry })} testId="activity-industry" />
        <FilterChips
          param="format"
          label={ACTIVE_LIST_PAGE.filter.format}
          value={filter.format}
          options={FORMAT_OPTIONS}
          onChange={(format) => apply({ format })}
        />
      </FilterBar>

      <FilterSummary topRef={list.listTop} testId="activity-total" onClear={list.clear}>
        {result && !list.request.error && ACTIVE_LIST_PAGE.total(result.total, filter.when === 'past')}
      </FilterSummary>

      <ListBody
        {...list.body(ACTIVE_LIST_PAGE.pagerLabel)}
        loadingLabel={ACTIVE_LIST_PAGE.loading}
        empty={{
          title: filter.when === 'past' ? ACTIVE_LIST_PAGE.empty.pastTitle : ACTIVE_LIST_PAGE.empty.title,
          text: ACTIVE_LIST_PAGE.empty.text,
        }}
        className="grid--2 grid--tablet-1 list-page__grid"
        testId="activity-list"
        itemKey={(a) => a.id}
        renderItem={(a) => <ActivityCard activity={a} />}
      />
    </ListPage>
  );
}
