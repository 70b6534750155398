import { Link } from '@umijs/max';

import type * as API from '@/api';
import CardTitle from '@/components/Card/CardTitle';
import { ctaForPath } from '@/config/forms/serviceForms';
import { servicePath } from '@/config/itemPaths';
import { SERVICE_CARD } from '@/content/ui/contentCards';

import ServiceIcon from './ServiceIcon';

import './ServiceCard.css';

interface Props {
  service: API.ServiceSummary;
  headingLevel?: 'h2' | 'h3';
}

/** One service in the catalogue: icon, name (the card links to its page), pitch and a link to its own form, named for what it opens. */
export default function ServiceCard({ service, headingLevel: Heading = 'h3' }: Props) {
  return (
    <article className="card service-card" data-testid="service-card" data-service-id={service.id}>
      <ServiceIcon id={service.id} />
      <CardTitle as={Heading} name="service-card" to={servicePath(service.id)}>
        {service.name}
      </CardTitle>
      <p className="service-card__pitch">{service.pitch}</p>
      <div className="spread service-card__footer">
        <span className="service-card__more" aria-hidden="true">
          {SERVICE_CARD.more}
        </span>
        <Link to={service.formPath} className="service-card__cta">
          {ctaForPath(service.formPath)}
        </Link>
      </div>
    </article>
  );
}
