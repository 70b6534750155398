import FilterBar, { FilterChips, FilterSummary, IndustrySelect } from '@/components/FilterBar';
import { FamilyArt } from '@/components/Illustrations';
import ListBody from '@/components/ListBody';
import ListPage from '@/components/ListBody/ListPage';
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
      listTitle="活动列表"
    >
      <div className="act-list__tabs" role="group" aria-label="活动时间">
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
        <FilterChips param="format" label="形式" value={filter.format} options={FORMAT_OPTIONS} onChange={(format) => apply({ format })} />
      </FilterBar>

      <FilterSummary topRef={list.listTop} testId="activity-total" onClear={list.clear}>
        {result && !list.request.error && `共 ${result.total} 场${filter.when === 'past' ? '往期' : '即将举办的'}活动`}
      </FilterSummary>

      <ListBody
        {...list.body('活动列表分页')}
        loadingLabel="正在加载活动…"
        empty={{
          title: filter.when === 'past' ? '没有符合条件的往期活动' : '暂无符合条件的活动',
          text: '换个行业或活动形式看看，新活动发布后也会在这里第一时间展示。',
        }}
        className="grid--2 grid--tablet-1 list-page__grid"
        testId="activity-list"
        itemKey={(a) => a.id}
        renderItem={(a) => <ActivityCard activity={a} />}
      />
    </ListPage>
  );
}
