import FilterBar, { FilterSelect, FilterSummary, IndustrySelect } from '@/components/FilterBar';
import { FamilyArt } from '@/components/Illustrations';
import ListBody from '@/components/ListBody';
import ListPage from '@/components/ListBody/ListPage';
import { CASES_PAGE } from '@/content/pages/cases';
import CaseCard from '@/features/content/cases/CaseCard';
import { CASE_FILTER_KEYS, caseFilterToSearch, parseCaseFilter, toCaseQuery } from '@/features/content/cases/caseFilter';
import CaseReading from '@/features/content/cases/CaseReading';
import { useQueryId } from '@/hooks/useItem';
import { usePagedList } from '@/hooks/usePagedList';
import caseKind from '@/kinds/case';
import { listHero } from '@/kinds/pages';
import { useData } from '@/prerender';
import { listQuery } from '@/services/lists';

/**
 * /case: client cases filtered by industry and service (query string), paged.
 * /case?id=: the reading view of one case, in this same page (a link opens it, Back returns to the list).
 */
export default function CasesPage() {
  const id = useQueryId();
  const list = usePagedList({
    parse: parseCaseFilter,
    toSearch: caseFilterToSearch,
    query: (f) => listQuery('case', toCaseQuery(f)),
    clearable: CASE_FILTER_KEYS,
    ready: id === '',
  });
  const { filter, apply, page: result } = list;
  const { data: services } = useData(listQuery('service', {}));
  const catalogue = services?.data ?? [];

  if (id) {
    const back = caseFilterToSearch(filter);
    return <CaseReading id={id} services={catalogue} backTo={back ? `/case?${back}` : '/case'} />;
  }

  const nameOf = (serviceId: string) => catalogue.find((s) => s.id === serviceId)?.name;

  return (
    <ListPage
      hero={{ ...listHero(caseKind), art: <FamilyArt family="research" /> }}
      listId="cases-list-title"
      listTitle={CASES_PAGE.listTitle}
    >
      <FilterBar>
        <IndustrySelect value={filter.industry} onChange={(industry) => apply({ industry })} testId="filter-industry" />
        <FilterSelect
          param="service"
          label={CASES_PAGE.filter.service}
          value={filter.service}
          allLabel={CASES_PAGE.filter.allServices}
          options={catalogue.map((s) => ({ value: s.id, label: s.name }))}
          onChange={(service) => apply({ service })}
          testId="filter-service"
        />
      </FilterBar>

      <FilterSummary topRef={list.listTop} testId="list-total" onClear={list.clear}>
        {result && !list.request.error && CASES_PAGE.total(result.total)}
      </FilterSummary>

      <ListBody
        {...list.body(CASES_PAGE.pagerLabel)}
        loadingLabel={CASES_PAGE.loading}
        empty={CASES_PAGE.empty}
        className="grid--2 grid--phone-1 list-page__grid"
        testId="case-list"
        itemKey={(c) => c.id}
        renderItem={(c) => <CaseCard item={c} serviceName={nameOf(c.service)} />}
      />
    </ListPage>
  );
}
