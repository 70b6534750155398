import { Link } from '@umijs/max';

import FilterBar, { FilterChips, FilterSummary, FilterTag, IndustrySelect } from '@/components/FilterBar';
import { FamilyArt } from '@/components/Illustrations';
import ListBody from '@/components/ListBody';
import ListPage from '@/components/ListBody/ListPage';
import { useCollect } from '@/features/materials/collect';
import MaterialCard from '@/features/materials/MaterialCard';
import {
  listFilterToSearch,
  MATERIAL_FILTER_KEYS,
  MATERIAL_PAGE_SIZE,
  parseListFilter,
  toListQuery,
} from '@/features/materials/materialFilter';
import { MATERIAL_TYPE_TEXT, MATERIAL_TYPES } from '@/features/materials/materialView';
import { usePagedList } from '@/hooks/usePagedList';
import materialKind from '@/kinds/material';
import { listHero } from '@/kinds/pages';
import { useData } from '@/prerender';
import { listQuery } from '@/services/lists';

const TYPE_OPTIONS = MATERIAL_TYPES.map((t) => ({ value: t, label: MATERIAL_TYPE_TEXT[t] }));

/** /down: research reports, white papers, brochures and case collections, filtered by type, industry and service. */
export default function MaterialsPage() {
  const list = usePagedList({
    parse: parseListFilter,
    toSearch: listFilterToSearch,
    query: (f) => listQuery('material', toListQuery(f, MATERIAL_PAGE_SIZE)),
    clearable: MATERIAL_FILTER_KEYS,
  });
  const { filter, apply, page: result } = list;
  const { list: saved } = useCollect();
  const { data: services } = useData(Boolean(filter.service) && listQuery('service', {}));
  const serviceName = services?.data?.find((s) => s.id === filter.service)?.name;

  return (
    <ListPage
      hero={{
        ...listHero(materialKind),
        actions: (
          <div className="list-page__links">
            <Link to="/downCollect" className="btn btn--ghost" data-testid="collect-link">
              我的收藏{saved.length ? `（${saved.length}）` : ''}
            </Link>
            <Link to="/serviceDown" className="btn btn--ghost">
              服务手册
            </Link>
          </div>
        ),
        art: <FamilyArt family="materials" />,
      }}
      listId="materials-list-title"
      listTitle="资料列表"
    >
      <FilterBar>
        <FilterChips
          param="type"
          label="类型"
          value={filter.type}
          options={TYPE_OPTIONS}
          onChange={(type) => apply({ type })}
          testId="filter-type"
        />
        <IndustrySelect value={filter.industry} onChange={(industry) => apply({ industry })} testId="filter-industry" />
        {filter.service && (
          <FilterTag
            label="服务"
            text={serviceName ?? '指定服务'}
            clearLabel="取消服务筛选"
            onClear={() => apply({ service: undefined })}
            testId="filter-service"
          />
        )}
      </FilterBar>

      <FilterSummary topRef={list.listTop} testId="list-total" onClear={list.clear}>
        {result && !list.request.error && `共 ${result.total} 份资料`}
      </FilterSummary>

      <ListBody
        {...list.body('资料列表分页')}
        loadingLabel="正在加载资料…"
        empty={{ title: '暂无符合条件的资料', text: '换个类型或行业看看；新的研究报告发布后也会第一时间出现在这里。' }}
        className="grid--3 grid--desktop-2 grid--phone-1 list-page__grid"
        testId="material-list"
        itemKey={(m) => m.id}
        renderItem={(m) => <MaterialCard material={m} />}
      />
    </ListPage>
  );
}
