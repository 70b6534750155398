import { Link } from '@umijs/max';
import { useRequest } from 'ahooks';
import FilterBar, { FilterChips, FilterSummary, FilterTag, IndustrySelect } from '@/components/FilterBar';
import ListBody from '@/components/ListBody';
import MaterialCard from '@/features/library/MaterialCard';
import PageHero from '@/components/PageHero';
import { getMaterials, MATERIAL_TYPE_TEXT, MATERIAL_TYPES } from '@/services/materials';
import { getServices } from '@/services/services';
import { useCollect } from '@/features/library/collect';
import { useQueryFilter } from '@/hooks/useQueryFilter';
import { isFiltered, listFilterToSearch, MATERIAL_PAGE_SIZE, parseListFilter, toListQuery } from '@/features/library/materialFilter';
import { MaterialsArt } from '@/components/Illustrations/MaterialsArt';
import '@/components/ListBody/listPage.css';

const TYPE_OPTIONS = MATERIAL_TYPES.map((t) => ({ value: t, label: MATERIAL_TYPE_TEXT[t] }));

/** /down: research reports, white papers, brochures and case collections, filtered by type, industry and service. */
export default function MaterialsPage() {
  const { search, filter, apply, listTop } = useQueryFilter(parseListFilter, listFilterToSearch);
  const { list: saved } = useCollect();

  const request = useRequest(() => getMaterials(toListQuery(parseListFilter(search), MATERIAL_PAGE_SIZE)), {
    refreshDeps: [search],
    onError: () => {},
  });
  const { data: services } = useRequest(() => getServices(), { ready: Boolean(filter.service), onError: () => {} });
  const serviceName = services?.data?.find((s) => s.id === filter.service)?.name;
  const result = request.data?.data;
  const clear = () => apply({ type: undefined, industry: undefined, service: undefined });

  return (
    <div className="list-page">
      <PageHero
        eyebrow="资料下载"
        title="研究报告与资料下载"
        lead="知桥研究团队基于一线专家访谈与调研撰写的行业报告、白皮书、案例集与服务手册。标注“免费下载”的资料可直接获取，部分深度报告需要简单登记。"
        actions={
          <div className="list-page__links">
            <Link to="/downCollect" className="btn btn--ghost" data-testid="collect-link">
              我的收藏{saved.length ? `（${saved.length}）` : ''}
            </Link>
            <Link to="/serviceDown" className="btn btn--ghost">
              服务手册
            </Link>
          </div>
        }
        art={<MaterialsArt />}
      />

      <section className="container list-page__body" aria-labelledby="materials-list-title">
        <h2 id="materials-list-title" className="visually-hidden">
          资料列表
        </h2>
        <FilterBar>
          <FilterChips label="类型" value={filter.type} options={TYPE_OPTIONS} onChange={(type) => apply({ type })} testId="filter-type" />
          <IndustrySelect value={filter.industry} onChange={(industry) => apply({ industry })} testId="filter-industry" />
          {filter.service && (
            <FilterTag label="服务" text={serviceName ?? '指定服务'} clearLabel="取消服务筛选" onClear={() => apply({ service: undefined })} testId="filter-service" />
          )}
        </FilterBar>

        <FilterSummary topRef={listTop} testId="list-total" onClear={isFiltered(filter) ? clear : undefined}>
          {result && !request.error && `共 ${result.total} 份资料`}
        </FilterSummary>

        <ListBody
          request={request}
          list={result}
          loadingLabel="正在加载资料…"
          empty={{ title: '暂无符合条件的资料', text: '换个类型或行业看看；新的研究报告发布后也会第一时间出现在这里。' }}
          onClear={isFiltered(filter) ? clear : undefined}
          className="grid--3 grid--desktop-2 grid--phone-1 list-page__grid"
          testId="material-list"
          itemKey={(m) => m.id}
          renderItem={(m) => <MaterialCard material={m} />}
          paging={{ page: filter.page, onChange: (page) => apply({ page }), label: '资料列表分页' }}
        />
      </section>
    </div>
  );
}
