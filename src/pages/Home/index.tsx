import { Link } from '@umijs/max';

import { ContentError, ContentLoading } from '@/components/ContentState';
import CtaBand from '@/components/CtaBand';
import FigureList from '@/components/FigureList';
import HeroArt from '@/components/Illustrations/HeroArt';
import ItemGrid from '@/components/ItemGrid';
import MoreLink from '@/components/MoreLink';
import PageHero from '@/components/PageHero';
import Section from '@/components/Section';
import { INDUSTRIES, industryLandingHref } from '@/config/industries';
import { HOME_CTA, HOME_HERO } from '@/content/home';
import { NETWORK_FIGURES } from '@/content/networkFigures';
import ActivityCard from '@/features/content/activities/ActivityCard';
import HomeResearch from '@/features/content/articles/ResearchHighlights';
import HomeCases from '@/features/content/cases/CaseHighlights';
import ServiceCard from '@/features/content/services/ServiceCard';
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
          label="关键数字"
          variant="hero"
        />
      </PageHero>

      <Section id="home-services" title="我们的服务" lead="从一次专家访谈到一项完整研究，按您的问题组合服务。">
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

      <Section id="home-activities" title="近期活动" tinted lead="闭门研讨、线上分享与直播，与行业专家面对面。">
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
        <MoreLink to="/activeList" label="查看全部活动" />
      </Section>

      <HomeResearch />

      <HomeCases />

      <Section id="home-industries" title="行业解决方案" lead="七大行业研究团队，熟悉每个赛道的关键问题。">
        <ul className="grid grid--4 grid--tablet-2 grid--phone-1 home-industries">
          {INDUSTRIES.map((industry) => (
            <li key={industry.slug}>
              <Link to={industryLandingHref(industry)} className="home-industry">
                <strong>{industry.name}</strong>
                <span>{industry.summary}</span>
              </Link>
            </li>
          ))}
          {/* The eighth tile closes the grid (seven industries would leave a hole) and leads to the overview. */}
          <li>
            <Link to="/industry" className="home-industry home-industry--all">
              <strong>全部行业解决方案 →</strong>
              <span>七个行业的研究团队、细分领域与典型客户，一页看全。</span>
            </Link>
          </li>
        </ul>
      </Section>

      <CtaBand title={HOME_CTA.title} text={HOME_CTA.text} primary={HOME_CTA.primary} secondary={HOME_CTA.secondary} />
    </>
  );
}
