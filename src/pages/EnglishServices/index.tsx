import PointList from '@/components/Card/PointList';
import { ContentError, ContentLoading } from '@/components/ContentState';
import CtaBand from '@/components/CtaBand';
import { FamilyArt } from '@/components/Illustrations';
import PageHero from '@/components/PageHero';
import Section from '@/components/Section';
import { ENGLISH_SERVICES as WORDS } from '@/content/en/services';
import { FIRM } from '@/content/firm';
import { ENGLISH_INDUSTRIES } from '@/content/labels/englishIndustries';
import EnglishServiceSection from '@/features/content/services/EnglishServiceSection';
import { useData } from '@/prerender';
import { listQuery } from '@/services/lists';

/** Where a reader asks about a service: the English enquiry form. */
const ASK_PATH = WORDS.contact.form.path;

/**
 * /en/services: each service in English where the platform has it, at its own anchor, with the industries it serves and
 * how an engagement runs; its full page, with cases and questions answered, is in Chinese, and its link says so.
 */
export default function EnglishServicesPage() {
  const services = useData(listQuery('service', {}));
  return (
    <>
      <PageHero eyebrow={WORDS.hero.eyebrow} title={WORDS.hero.title} lead={WORDS.hero.lead} art={<FamilyArt family="services" />} />

      <Section id="service-list" title={WORDS.list.title} lead={WORDS.list.lead}>
        {services.loading && <ContentLoading label={WORDS.loading} />}
        {services.error && <ContentError words={WORDS.error} onRetry={services.refresh} />}
        {services.data?.data && (
          <div className="en-service-list" data-testid="english-services">
            {services.data.data.map((service) => (
              <EnglishServiceSection
                key={service.id}
                service={service}
                words={WORDS.service}
                industries={ENGLISH_INDUSTRIES}
                askPath={ASK_PATH}
              />
            ))}
          </div>
        )}
      </Section>

      <Section id="engagement" title={WORDS.process.title} lead={WORDS.process.lead} tinted>
        <PointList points={WORDS.process.steps} className="grid--4 grid--tablet-2 grid--phone-1" />
      </Section>

      <CtaBand
        id="services-contact"
        title={WORDS.contact.title}
        text={WORDS.contact.text}
        primary={WORDS.contact.form}
        secondary={{ label: WORDS.contact.email, path: `mailto:${FIRM.email}` }}
        call={WORDS.contact.call}
      />
    </>
  );
}
