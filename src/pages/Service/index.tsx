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
import { SERVICE_PAGE } from '@/content/pages/service';
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
              {SERVICE_PAGE.hero.brochures}
            </Link>
          </>
        }
        art={<FamilyArt family="services" />}
      />

      <Section id="svc-list" title={SERVICE_PAGE.list.title} lead={SERVICE_PAGE.list.lead}>
        <FilterBar>
          <FilterSelect
            param="industry"
            label={SERVICE_PAGE.list.filter.label}
            value={filter.industry}
            allLabel={SERVICE_PAGE.list.filter.all}
            options={INDUSTRY_OPTIONS}
            onChange={(industry) => apply({ industry })}
            testId="service-industry"
          />
        </FilterBar>
        <FilterSummary>{services && !request.error && SERVICE_PAGE.list.total(services.length)}</FilterSummary>
        <ListBody
          request={request}
          list={services}
          loadingLabel={SERVICE_PAGE.list.loading}
          empty={{ title: SERVICE_PAGE.list.empty.title, text: SERVICE_PAGE.list.empty.text }}
          emptyAction={
            <button type="button" className="btn btn--ghost" onClick={() => apply({ industry: undefined })}>
              {SERVICE_PAGE.list.empty.action}
            </button>
          }
          className="grid--3 grid--tablet-2 grid--phone-1 svc__grid"
          testId="service-list"
          itemKey={(s) => s.id}
          renderItem={(s) => <ServiceCard service={s} />}
        />
      </Section>

      <Section id="svc-how" title={SERVICE_PAGE.how.title} lead={SERVICE_PAGE.how.lead} tinted>
        <PointList points={ENGAGEMENT_STEPS} className="grid--4 grid--tablet-2 grid--phone-1 svc__steps" numberClassName="svc__step-no" />
      </Section>

      <Section id="svc-why" title={SERVICE_PAGE.why.title}>
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
