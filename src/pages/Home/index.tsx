import { Link } from '@umijs/max';

import { ContentError, ContentLoading } from '@/components/ContentState';
import CtaBand from '@/components/CtaBand';
import FigureList from '@/components/FigureList';
import HeroArt from '@/components/Illustrations/HeroArt';
import ItemGrid from '@/components/ItemGrid';
import MoreLink from '@/components/MoreLink';
import PageHero from '@/components/PageHero';
import Section from '@/components/Section';
import { HOME_CTA, HOME_HERO } from '@/content/home';
import { NETWORK_FIGURES } from '@/content/networkFigures';
import { HOME_PAGE } from '@/content/pages/home';
import ActivityCard from '@/features/content/activities/ActivityCard';
import HomeResearch from '@/features/content/articles/ResearchHighlights';
import HomeCases from '@/features/content/cases/CaseHighlights';
import ServiceCard from '@/features/content/services/ServiceCard';
import IndustryTiles from '@/features/industry/IndustryTiles';
import { firmStructuredData } from '@/lib/structuredData/firm';
import { useData, useHead } from '@/prerender';
import { listQuery } from '@/services/lists';

import './index.css';

/** Home: what the firm does, its figures, services, upcoming activities, research, industries, cases, and the call to enquire. */
export default function HomePage() {
  useHead({ structuredData: firmStructuredData });
  const services = useData(listQuery('service', {}));
  const activities = useData(listQuery('activity', { when: 'upcoming', pageSize: 3 }));

  return (
    <>
      <PageHero
        eyebrow={HOME_HERO.eyebrow}
        title={HOME_HERO.title}
        lead={HOME_HERO.lead}
        art={<HeroArt />}
        actions={
          <>
            <Link to={HOME_HERO.primary.path} className="btn btn--primary" data-item-key="home-hero-primary">
              {HOME_HERO.primary.label}
            </Link>
            <Link to={HOME_HERO.secondary.path} className="btn btn--ghost" data-item-key="home-hero-secondary">
              {HOME_HERO.secondary.label}
            </Link>
          </>
        }
      >
        <FigureList
          figures={NETWORK_FIGURES.figures}
          source={NETWORK_FIGURES.source}
          className="grid grid--4 grid--phone-2 home-figures"
          label={HOME_PAGE.hero.figuresLabel}
          variant="hero"
        />
      </PageHero>

      <Section id="home-services" title={HOME_PAGE.services.title} lead={HOME_PAGE.services.lead}>
        {services.loading && <ContentLoading />}
        {services.error && <ContentError onRetry={services.refresh} />}
        {services.data?.data && (
          <ItemGrid
            className="grid grid--3 grid--tablet-2 grid--phone-1 home-grid"
            items={services.data.data}
            itemKey={(s) => s.id}
            renderItem={(s) => <ServiceCard service={s} />}
          />
        )}
      </Section>

      <Section id="home-activities" title={HOME_PAGE.activities.title} tinted lead={HOME_PAGE.activities.lead}>
        {activities.loading && <ContentLoading />}
        {activities.error && <ContentError onRetry={activities.refresh} />}
        {activities.data?.data && (
          <ItemGrid
            className="grid home-grid"
            items={activities.data.data.list}
            itemKey={(a) => a.id}
            renderItem={(a) => <ActivityCard activity={a} />}
          />
        )}
        <MoreLink to="/activeList" label={HOME_PAGE.activities.more} />
      </Section>

      <HomeResearch />

      <HomeCases />

      <Section id="home-industries" title={HOME_PAGE.industries.title} lead={HOME_PAGE.industries.lead}>
        <IndustryTiles last={{ ...HOME_PAGE.industries.all, path: '/industry' }} />
      </Section>

      <CtaBand title={HOME_CTA.title} text={HOME_CTA.text} primary={HOME_CTA.primary} secondary={HOME_CTA.secondary} />
    </>
  );
}
