import type * as API from '@/api';
import PageLink from '@/components/PageLink';
import { servicePath } from '@/config/itemPaths';
import type { ENGLISH_SERVICES } from '@/content/en/services';
import type { IndustryWords } from '@/content/labels/industries';

import ServiceIcon from './ServiceIcon';

import './EnglishServiceSection.css';

interface Props {
  service: API.ServiceSummary;
  words: (typeof ENGLISH_SERVICES)['service'];
  industries: Record<API.IndustrySlug, IndustryWords>;
  /** Where "Ask about this service" leads. */
  askPath: string;
}

/**
 * A service on the English services page, at its own anchor (/en/services#expert-call): the English title and summary
 * the platform sends, else its Chinese words tagged as such and a line saying so; never a translation of ours.
 */
export default function EnglishServiceSection({ service, words, industries, askPath }: Props) {
  const { en } = service;
  const lang = en ? undefined : 'zh-CN';
  return (
    <article id={service.id} className="en-service" data-testid="english-service" data-english={en ? 'true' : 'false'}>
      <ServiceIcon id={service.id} />
      <div className="en-service__body">
        <h3 className="en-service__title" lang={lang}>
          {en?.title ?? service.name}
        </h3>
        <p className="en-service__summary" lang={lang}>
          {en?.summary ?? service.pitch}
        </p>
        {!en && <p className="en-service__note">{words.noEnglish}</p>}
        <p className="en-service__serves">
          <span className="en-service__serves-label">{words.serves}</span>{' '}
          {service.industries.map((slug) => industries[slug].name).join(' · ')}
        </p>
        <div className="en-service__actions">
          <PageLink to={askPath} className="btn btn--primary" data-item-key={`en-service-ask-${service.id}`}>
            {words.ask}
          </PageLink>
          <PageLink to={servicePath(service.id)} className="btn btn--ghost" data-item-key={`en-service-details-${service.id}`}>
            {words.details}
          </PageLink>
        </div>
      </div>
    </article>
  );
}
