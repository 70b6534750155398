import type * as API from '@/api';
import CardTitle from '@/components/Card/CardTitle';
import { englishServiceAnchor } from '@/config/editions';

import ServiceIcon from './ServiceIcon';

import './ServiceCard.css';

interface Props {
  service: API.ServiceSummary;
  words: { details: string };
}

/**
 * A service on the English home: its English title and summary where the platform sends them, else its Chinese words,
 * tagged as Chinese. It leads to the service's section of the English services page.
 */
export default function EnglishServiceCard({ service, words }: Props) {
  const { en } = service;
  const lang = en ? undefined : 'zh-CN';
  return (
    <article className="card service-card" data-testid="service-card" data-service-id={service.id} data-english={en ? 'true' : 'false'}>
      <ServiceIcon id={service.id} />
      <CardTitle name="service-card" to={englishServiceAnchor(service.id)}>
        <span lang={lang}>{en?.title ?? service.name}</span>
      </CardTitle>
      <p className="service-card__pitch" lang={lang}>
        {en?.summary ?? service.pitch}
      </p>
      <div className="spread service-card__footer">
        <span className="service-card__more">{words.details} →</span>
      </div>
    </article>
  );
}
