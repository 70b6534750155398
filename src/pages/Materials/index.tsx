import { Link } from '@umijs/max';
import { useRequest } from 'ahooks';
import { ContentEmpty, ContentError, ContentLoading } from '@/components/ContentState';
import MaterialCard from '@/components/MaterialCard';
import PageHero from '@/components/PageHero';
import Pager from '@/components/Pager';
import { getMaterials, MATERIAL_TYPE_TEXT, MATERIAL_TYPES } from '@/services/materials';
import { getServices } from '@/services/services';
import { useCollect } from '@/utils/collect';
import { FilterChips, IndustrySelect, ListSummary } from './FilterBar';
import { isFiltered, MATERIAL_PAGE_SIZE, pageCount, parseListFilter, toListQuery } from './filters';
import { MaterialsArt } from './MaterialsArt';
import { useListFilter } from './useListFilter';
import './list.css';

const TYPE_OPTIONS = MATERIAL_TYPES.map((t) => ({ value: t, label: MATERIAL_TYPE_TEXT[t] }));

/** /down: research reports, white papers, brochures and case collections, filtered by type, industry and service. */
export default function MaterialsPage() {
  const { search, filter, apply, listTop } = useListFilter();
  const { list: saved } = useCollect();

  const { data, loading, error, refresh } = useRequest(() => getMaterials(toListQuery(parseListFilter(search), MATERIAL_PAGE_SIZE)), {
    refreshDeps: [search],
    onError: () => {},
  });
  const { data: services } = useRequest(() => getServices(), { ready: Boolean(filter.service), onError: () => {} });
  const serviceName = services?.data?.find((s) => s.id === filter.service)?.name;
  const result = data?.data;
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
        <div className="list-filter">
          <FilterChips label="类型" value={filter.type} options={TYPE_OPTIONS} onChange={(type) => apply({ type })} testId="filter-type" />
          <IndustrySelect filter={filter} apply={apply} />
          {filter.service && (
            <div className="list-filter__field">
              <span className="list-filter__label">服务</span>
              <span className="list-filter__tag" data-testid="filter-service">
                {serviceName ?? '指定服务'}
                <button type="button" aria-label="取消服务筛选" onClick={() => apply({ service: undefined })}>
                  ×
                </button>
              </span>
            </div>
          )}
        </div>

        <div ref={listTop}>
          <ListSummary onClear={isFiltered(filter) ? clear : undefined}>{result && !error ? `共 ${result.total} 份资料` : ''}</ListSummary>
        </div>

        {loading && !result ? (
          <ContentLoading label="正在加载资料…" />
        ) : error ? (
          <ContentError onRetry={refresh} />
        ) : !result || result.list.length === 0 ? (
          <ContentEmpty
            title="暂无符合条件的资料"
            text="换个类型或行业看看；新的研究报告发布后也会第一时间出现在这里。"
            action={
              isFiltered(filter) ? (
                <button type="button" className="btn btn--ghost" onClick={clear}>
                  清除筛选
                </button>
              ) : undefined
            }
          />
        ) : (
          <>
            <ul className="list-page__grid" aria-busy={loading} data-testid="material-list">
              {result.list.map((m) => (
                <li key={m.id}>
                  <MaterialCard material={m} />
                </li>
              ))}
            </ul>
            <Pager page={filter.page} pageCount={pageCount(result.total, result.pageSize)} onChange={(page) => apply({ page })} label="资料列表分页" />
          </>
        )}
      </section>
    </div>
  );
}
