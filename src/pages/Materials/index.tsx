import { Link } from '@umijs/max';

import FilterBar, { FilterChips, FilterSummary, FilterTag, IndustrySelect } from '@/components/FilterBar';
import { FamilyArt } from '@/components/Illustrations';
import ListBody from '@/components/ListBody';
import ListPage from '@/components/ListBody/ListPage';
import { MATERIALS_PAGE } from '@/content/pages/materials';
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
              {MATERIALS_PAGE.hero.saved(saved.length)}
            </Link>
            <Link to="/serviceDown" className="btn btn--ghost">
              {MATERIALS_PAGE.hero.brochures}
            </Link>
          </div>
        ),
        art: <FamilyArt family="materials" />,
      }}
      listId="materials-list-title"
      listTitle={MATERIALS_PAGE.listTitle}
    >
      <FilterBar>
        <FilterChips
          param="type"
          label={MATERIALS_PAGE.filter.type}
          value={filter.type}
          options={TYPE_OPTIONS}
          onChange={(type) => apply({ type })}
          testId="filter-type"
        />
        <IndustrySelect value={filter.industry} onChange={(industry) => apply({ industry })} testId="filter-industry" />
        {filter.service && (
          <FilterTag
            label={MATERIALS_PAGE.filter.service}
            text={serviceName ?? MATERIALS_PAGE.filter.someService}
            clearLabel={MATERIALS_PAGE.filter.clearService}
            onClear={() => apply({ service: undefined })}
            testId="filter-service"
          />
        )}
      </FilterBar>

      <FilterSummary topRef={list.listTop} testId="list-total" onClear={list.clear}>
        {result && !list.request.error && MATERIALS_PAGE.total(result.total)}
      </FilterSummary>

      <ListBody
        {...list.body(MATERIALS_PAGE.pagerLabel)}
        loadingLabel={MATERIALS_PAGE.loading}
        empty={MATERIALS_PAGE.empty}
        className="grid--3 grid--desktop-2 grid--phone-1 list-page__grid"
        testId="material-list"
        itemKey={(m) => m.id}
        renderItem={(m) => <MaterialCard material={m} />}
      />
    </ListPage>
  );
}
