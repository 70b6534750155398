import { Link } from '@umijs/max';

import PointList from '@/components/Card/PointList';
import CtaBand from '@/components/CtaBand';
import FigureList from '@/components/FigureList';
import FilterBar, { FilterSelect, FilterSummary } from '@/components/FilterBar';
import { FamilyArt } from '@/components/Illustrations';
import ListBody from '@/components/ListBody';
import PageHero from '@/components/PageHero';
import Section from '@/components/Section';
import { formCta } from '@/config/forms/serviceForms';
import { INDUSTRY_OPTIONS } from '@/config/industries';
import { DELIVERY_FIGURES, ENGAGEMENT_STEPS } from '@/content/company';
import { CTA_BANDS } from '@/content/pageCopy';
import ServiceCard from '@/features/content/services/ServiceCard';
import { useQueryFilter } from '@/hooks/useQueryFilter';
import { listHero } from '@/kinds/pages';
import serviceKind from '@/kinds/service';
import { parseIndustrySlug } from '@/lib/industry';
import { filterToSearch } from '@/lib/queryFilter';
import { useData } from '@/prerender';
import { listQuery } from '@/services/lists';

import '@/components/Card/card.css';
import './index.css';

const EXPERT_CALL = formCta('expertCall');

/** The catalogue's one filter (the whole catalogue is one page). */
const parseServiceFilter = (params: URLSearchParams) => ({ industry: parseIndustrySlug(params.get('industry')), page: 1 });

/** /service: the catalogue of services, filterable by industry (?industry=). */
export default function ServicePage() {
  const { filter, apply } = useQueryFilter(parseServiceFilter, (f) => filterToSearch(f, ['industry']));
  const { industry } = filter;

  const request = useData(listQuery('service', industry ? { industry } : {}));
  const services = request.data?.data;

  return (
    <div className="svc">
      <PageHero
        {...listHero(serviceKind)}
        actions={
          <>
            <Link to={EXPERT_CALL.path} className="btn btn--primary">
              {EXPERT_CALL.label}
            </Link>
            <Link to="/serviceDown" className="btn btn--ghost">
              下载服务手册
            </Link>
          </>
        }
        art={<FamilyArt family="services" />}
      />

      <Section id="svc-list" title="全部服务" lead="选择一项服务查看流程、交付成果与常见问题；不确定选哪一项，直接告诉我们您的问题。">
        <FilterBar>
          <FilterSelect
            param="industry"
            label="按行业筛选"
            value={filter.industry}
            allLabel="全部行业"
            options={INDUSTRY_OPTIONS}
            onChange={(industry) => apply({ industry })}
            testId="service-industry"
          />
        </FilterBar>
        <FilterSummary>{services && !request.error && `共 ${services.length} 项服务`}</FilterSummary>
        <ListBody
          request={request}
          list={services}
          loadingLabel="正在加载服务…"
          empty={{ title: '该行业暂无对应服务', text: '换一个行业看看，或直接联系顾问为您定制方案。' }}
          emptyAction={
            <button type="button" className="btn btn--ghost" onClick={() => apply({ industry: undefined })}>
              查看全部服务
            </button>
          }
          className="grid--3 grid--tablet-2 grid--phone-1 svc__grid"
          testId="service-list"
          itemKey={(s) => s.id}
          renderItem={(s) => <ServiceCard service={s} />}
        />
      </Section>

      <Section id="svc-how" title="我们如何合作" lead="无论哪项服务，您都会有一位专属顾问，从第一个问题跟进到最终交付。" tinted>
        <PointList points={ENGAGEMENT_STEPS} className="grid--4 grid--tablet-2 grid--phone-1 svc__steps" numberClassName="svc__step-no" />
      </Section>

      <Section id="svc-why" title="为什么选择知桥">
        <FigureList
          figures={DELIVERY_FIGURES.figures}
          source={DELIVERY_FIGURES.source}
          className="grid grid--4 grid--tablet-2 svc__figures"
        />
      </Section>

      <CtaBand {...CTA_BANDS.service} />
    </div>
  );
}
