import { useRequest } from 'ahooks';
import CaseCard from '@/features/content/cases/CaseCard';
import FilterBar, { FilterSelect, FilterSummary, IndustrySelect } from '@/components/FilterBar';
import { TrustArt } from '@/components/Illustrations';
import ListBody from '@/components/ListBody';
import PageHero from '@/components/PageHero';
import { getCases } from '@/services/cases';
import { getServices } from '@/services/services';
import { useQueryFilter } from '@/hooks/useQueryFilter';
import { CASE_PAGE_SIZE, isFiltered, listFilterToSearch, parseListFilter, toListQuery } from '@/features/library/materialFilter';
import CaseReading from '@/features/content/cases/CaseReading';
import '@/components/ListBody/listPage.css';

/**
 * /case: client cases filtered by industry and service (query string), paged.
 * /case?id=: the reading view of one case, in this same page (a link opens it, Back returns to the list).
 */
export default function CasesPage() {
  const { search, filter, apply, listTop, searchParams } = useQueryFilter(parseListFilter, listFilterToSearch);
  const id = searchParams.get('id')?.trim() ?? '';

  const { data: services } = useRequest(() => getServices(), { onError: () => {} });
  const catalogue = services?.data ?? [];
  const request = useRequest(() => getCases(toListQuery({ ...parseListFilter(search), type: undefined }, CASE_PAGE_SIZE)), {
    ready: id === '',
    refreshDeps: [search, id],
    onError: () => {},
  });

  if (id) {
    const back = listFilterToSearch({ ...filter, type: undefined });
    return <CaseReading id={id} services={catalogue} backTo={back ? `/case?${back}` : '/case'} />;
  }

  const result = request.data?.data;
  const filtered = isFiltered({ ...filter, type: undefined });
  const clear = () => apply({ industry: undefined, service: undefined, type: undefined });
  const nameOf = (serviceId: string) => catalogue.find((s) => s.id === serviceId)?.name;

  return (
    <div className="list-page">
      <PageHero
        eyebrow="案例研究"
        title="客户案例：挑战、方法与成果"
        lead="来自投资机构、咨询公司与产业企业的真实项目。为保护客户隐私，客户名称已匿名处理，项目数据经客户确认。"
        art={<TrustArt />}
      />

      <section className="container list-page__body" aria-labelledby="cases-list-title">
        <h2 id="cases-list-title" className="visually-hidden">
          案例列表
        </h2>
        <FilterBar>
          <IndustrySelect value={filter.industry} onChange={(industry) => apply({ industry })} testId="filter-industry" />
          <FilterSelect
            label="服务"
            value={filter.service}
            allLabel="全部服务"
            options={catalogue.map((s) => ({ value: s.id, label: s.name }))}
            onChange={(service) => apply({ service })}
            testId="filter-service"
          />
        </FilterBar>

        <FilterSummary topRef={listTop} testId="list-total" onClear={filtered ? clear : undefined}>
          {result && !request.error && `共 ${result.total} 个案例`}
        </FilterSummary>

        <ListBody
          request={request}
          list={result}
          loadingLabel="正在加载案例…"
          empty={{ title: '暂无符合条件的案例', text: '换个行业或服务看看，也可以直接联系我们了解相关项目经验。' }}
          onClear={filtered ? clear : undefined}
          className="grid--2 grid--phone-1 list-page__grid"
          testId="case-list"
          itemKey={(c) => c.id}
          renderItem={(c) => <CaseCard item={c} serviceName={nameOf(c.service)} />}
          paging={{ page: filter.page, onChange: (page) => apply({ page }), label: '案例列表分页' }}
        />
      </section>
    </div>
  );
}
