import { ContentError, ContentLoading } from '@/components/ContentState';
import CtaBand from '@/components/CtaBand';
import FigureList from '@/components/FigureList';
import HeroArt from '@/components/Illustrations/HeroArt';
import ItemGrid from '@/components/ItemGrid';
import MoreLink from '@/components/MoreLink';
import PageHero from '@/components/PageHero';
import PageLink from '@/components/PageLink';
import Section from '@/components/Section';
import { ENGLISH_SERVICES_PATH } from '@/config/editions';
import { ENGLISH_HOME as HOME } from '@/content/en/home';
import { FIRM } from '@/content/firm';
import EnglishServiceCard from '@/features/content/services/EnglishServiceCard';
import IndustryTiles from '@/features/industry/IndustryTiles';
import { useData } from '@/prerender';
import { listQuery } from '@/services/lists';

import './index.css';

/**
 * The English home page: what the firm does, its figures, its services (in English where the platform has them), the
 * industries it covers and how to reach it. Every page it links to is in Chinese, and each link says so.
 */
export default function EnglishHomePage() {
  const services = useData(listQuery('service', {}));
  return (
    <>
      <PageHero
        eyebrow={HOME.hero.eyebrow}
        title={HOME.hero.title}
        lead={HOME.hero.lead}
        art={<HeroArt />}
        actions={
          <>
            <PageLink to={HOME.hero.primary.path} className="btn btn--primary" data-item-key="en-home-hero-primary">
              {HOME.hero.primary.label}
            </PageLink>
            <PageLink to={HOME.hero.secondary.path} className="btn btn--ghost" data-item-key="en-home-hero-secondary">
              {HOME.hero.secondary.label}
            </PageLink>
          </>
        }
      >
        <FigureList
          figures={HOME.figures.figures}
          source={HOME.figures.source}
          className="grid grid--4 grid--phone-2 en-home-figures"
          label={HOME.figuresLabel}
          variant="hero"
        />
      </PageHero>

      <Section id="services" title={HOME.services.title} lead={HOME.services.lead}>
        {services.loading && <ContentLoading label={HOME.loading} />}
        {services.error && <ContentError words={HOME.error} onRetry={services.refresh} />}
        {services.data?.data && (
          <ItemGrid
            className="grid grid--3 grid--tablet-2 grid--phone-1 en-home-grid"
            items={services.data.data}
            itemKey={(s) => s.id}
            renderItem={(s) => <EnglishServiceCard service={s} words={HOME} />}
          />
        )}
        <MoreLink to={ENGLISH_SERVICES_PATH} label={HOME.allServices} />
      </Section>

      <Section id="industries" title={HOME.industries.title} lead={HOME.industries.lead} tinted>
        <IndustryTiles words={HOME.industries.words} note={<em>{HOME.industries.note}</em>} last={HOME.industries.other} />
      </Section>

      <CtaBand
        id="contact"
        title={HOME.contact.title}
        text={HOME.contact.text}
        primary={HOME.contact.form}
        secondary={{ label: HOME.contact.email, path: `mailto:${FIRM.email}` }}
        call={HOME.contact.call}
      />
    </>
  );
}
