import { Link } from '@umijs/max';

import PointList from '@/components/Card/PointList';
import { ContentEmpty, ContentError, ContentLoading, ContentNotFound } from '@/components/ContentState';
import CtaBand from '@/components/CtaBand';
import FigureList from '@/components/FigureList';
import IndustryArt from '@/components/IndustryArt';
import ItemGrid from '@/components/ItemGrid';
import MoreLink from '@/components/MoreLink';
import PageHero from '@/components/PageHero';
import Section from '@/components/Section';
import { ctaForPath } from '@/config/forms/serviceForms';
import { ANSWER_DAYS, withinDays } from '@/content/answerDays';
import { findIndustryLanding, type IndustryLandingDefinition } from '@/content/industryLandings';
import { INDUSTRY_LANDING_PAGE } from '@/content/pages/industryLanding';
import ActivityCard from '@/features/content/activities/ActivityCard';
import ServiceCard from '@/features/content/services/ServiceCard';
import IndustryRelated from '@/features/industry/IndustryRelated';
import ResearchLeads from '@/features/industry/ResearchLeads';
import SegmentList from '@/features/industry/SegmentList';
import { useRouteEntry } from '@/hooks/useRouteEntry';
import { useData, useQuery } from '@/prerender';
import { listQuery } from '@/services/lists';

import '@/components/Card/card.css';
import './index.css';

const UPCOMING_COUNT = 3;

/** /industryLanding/<slug>: one template, the industry comes from the route's industrySlug. */
export default function IndustryLandingPage() {
  const route = useRouteEntry();
  const industry = findIndustryLanding(route.industrySlug);
  if (!industry) {
    return (
      <ContentNotFound
        title={INDUSTRY_LANDING_PAGE.notFound.title}
        text={INDUSTRY_LANDING_PAGE.notFound.text}
        backTo="/industry"
        backLabel={INDUSTRY_LANDING_PAGE.notFound.back}
      />
    );
  }
  return <IndustryLanding key={industry.slug} industry={industry} />;
}

function IndustryLanding({ industry }: { industry: IndustryLandingDefinition }) {
  // A link may name the landing id (?id=, as the site's own links do); without one, the landing asks for its own.
  const [landingId] = useQuery((params) => params.get('id') || industry.id);

  const services = useData(listQuery('service', { industry: industry.slug }));
  const activities = useData(listQuery('activity', { industry: industry.slug, when: 'upcoming', pageSize: UPCOMING_COUNT }));
  const formLabel = ctaForPath(industry.formPath);
  const upcoming = activities.data?.data?.list ?? [];
  const serviceList = services.data?.data ?? [];

  return (
    <div className="ind-landing" data-slug={industry.slug}>
      <PageHero
        eyebrow={INDUSTRY_LANDING_PAGE.hero.eyebrow}
        title={industry.name}
        lead={industry.heroLead}
        art={<IndustryArt motif={industry.motif} tone={industry.tone} />}
        actions={
          <>
            <Link to={industry.formPath} className="btn btn--primary" data-testid="industry-form-cta">
              {formLabel}
            </Link>
            <Link to="/industry" className="btn btn--ghost">
              {INDUSTRY_LANDING_PAGE.hero.all}
            </Link>
          </>
        }
      >
        <FigureList
          figures={industry.figures}
          className="ind-landing__figures"
          variant="hero"
          source={INDUSTRY_LANDING_PAGE.hero.source(industry.name)}
        />
      </PageHero>

      <Section id="ind-offers" title={INDUSTRY_LANDING_PAGE.offers.title}>
        <PointList points={industry.offers} className="grid--3 grid--tablet-2 grid--phone-1 ind-offers" numberClassName="ind-offer__no" />
      </Section>

      <Section id="ind-segments" title={INDUSTRY_LANDING_PAGE.segments.title} lead={INDUSTRY_LANDING_PAGE.segments.lead} tinted>
        <SegmentList landingId={landingId} />
      </Section>

      <Section id="ind-questions" title={INDUSTRY_LANDING_PAGE.questions.title}>
        <div className="split ind-questions">
          <ol className="grid ind-questions__list">
            {industry.questions.map((q) => (
              <li key={q}>{q}</li>
            ))}
          </ol>
          <aside className="panel ind-clients" aria-labelledby="ind-clients-title">
            <h3 id="ind-clients-title">{INDUSTRY_LANDING_PAGE.questions.clients}</h3>
            <ul className="cluster">
              {industry.clients.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </aside>
        </div>
      </Section>

      <Section id="ind-leads" title={INDUSTRY_LANDING_PAGE.leads.title} lead={INDUSTRY_LANDING_PAGE.leads.lead(industry.name)} tinted>
        <ResearchLeads industry={industry} />
      </Section>

      <Section id="ind-services" title={INDUSTRY_LANDING_PAGE.services.title} lead={INDUSTRY_LANDING_PAGE.services.lead(industry.name)}>
        {services.loading && !services.data ? (
          <ContentLoading label={INDUSTRY_LANDING_PAGE.services.loading} />
        ) : services.error ? (
          <ContentError onRetry={services.refresh} />
        ) : serviceList.length === 0 ? (
          <ContentEmpty
            title={INDUSTRY_LANDING_PAGE.services.empty.title}
            text={INDUSTRY_LANDING_PAGE.services.empty.text}
            action={
              <Link to="/service" className="btn btn--ghost">
                {INDUSTRY_LANDING_PAGE.services.empty.action}
              </Link>
            }
          />
        ) : (
          <ItemGrid
            className="grid grid--3 grid--tablet-2 grid--phone-1 ind-services"
            testId="industry-services"
            items={serviceList}
            itemKey={(s) => s.id}
            renderItem={(s) => <ServiceCard service={s} />}
          />
        )}
      </Section>

      <Section id="ind-activities" title={INDUSTRY_LANDING_PAGE.activities.title} tinted>
        {activities.loading && !activities.data ? (
          <ContentLoading label={INDUSTRY_LANDING_PAGE.activities.loading} />
        ) : activities.error ? (
          <ContentError onRetry={activities.refresh} />
        ) : upcoming.length === 0 ? (
          <ContentEmpty {...INDUSTRY_LANDING_PAGE.activities.empty} />
        ) : (
          <ItemGrid
            className="grid ind-activities"
            testId="industry-activities"
            items={upcoming}
            itemKey={(a) => a.id}
            renderItem={(a) => <ActivityCard activity={a} />}
          />
        )}
        <MoreLink to={`/activeList?industry=${industry.slug}`} label={INDUSTRY_LANDING_PAGE.activities.more(industry.name)} />
      </Section>

      <IndustryRelated slug={industry.slug} />

      <CtaBand
        title={INDUSTRY_LANDING_PAGE.cta.title(industry.name)}
        text={INDUSTRY_LANDING_PAGE.cta.text(withinDays(ANSWER_DAYS.enquiry))}
        primary={{ label: formLabel, path: industry.formPath }}
        secondary={{ label: INDUSTRY_LANDING_PAGE.cta.contact, path: '/contactUs' }}
      />
    </div>
  );
}
