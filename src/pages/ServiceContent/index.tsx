import { Link } from '@umijs/max';

import type * as API from '@/api';
import CtaBand from '@/components/CtaBand';
import FigureList from '@/components/FigureList';
import PageHero from '@/components/PageHero';
import Section from '@/components/Section';
import { ctaForPath } from '@/config/forms/serviceForms';
import { industryLandingHref } from '@/config/industries';
import { ANSWER_DAYS, withinDays } from '@/content/answerDays';
import { SERVICE_CONTENT_PAGE } from '@/content/pages/serviceContent';
import ItemFromQuery from '@/features/content/ItemFromQuery';
import RelatedContent from '@/features/content/RelatedContent';
import ServiceIcon from '@/features/content/services/ServiceIcon';
import serviceKind from '@/kinds/service';
import { industryName } from '@/lib/industry';

import '@/components/Card/card.css';
import './index.css';

/** /serviceContent?id=: one service, with its enquiry form as the call to action. */
export default function ServiceContentPage() {
  return <ItemFromQuery source={serviceKind}>{(service) => <ServiceDetail service={service} />}</ItemFromQuery>;
}

function ServiceDetail({ service }: { service: API.Service }) {
  return (
    <article className="svc-detail" data-testid="service-detail" data-service-id={service.id}>
      <PageHero
        eyebrow={SERVICE_CONTENT_PAGE.hero.eyebrow}
        title={service.name}
        lead={service.pitch}
        actions={
          <>
            <Link
              to={service.formPath}
              className="btn btn--primary"
              data-testid="service-form-cta"
              data-item-key="service-enquire"
              data-item-tag={service.id}
            >
              {ctaForPath(service.formPath)}
            </Link>
            <Link to="/service" className="btn btn--ghost">
              {SERVICE_CONTENT_PAGE.hero.all}
            </Link>
          </>
        }
        art={<ServiceIcon id={service.id} size={220} />}
      >
        <FigureList figures={service.facts} className="svc-detail__facts" />
      </PageHero>

      <Section id="svc-what" title={SERVICE_CONTENT_PAGE.what.title}>
        <div className="svc-detail__intro">
          {service.description.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>

      <Section id="svc-steps" title={SERVICE_CONTENT_PAGE.steps.title} tinted>
        <ol className="grid svc-detail__steps">
          {service.steps.map((s, i) => (
            <li key={s.title} className="panel svc-detail__step">
              <span className="num-badge" aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="svc-deliverables" title={SERVICE_CONTENT_PAGE.deliverables.title}>
        <ul className="grid grid--2 svc-detail__deliverables">
          {service.deliverables.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      </Section>

      <Section id="svc-cases" title={SERVICE_CONTENT_PAGE.cases.title} tinted>
        <ul className="grid grid--3 grid--tablet-1 svc-detail__cases">
          {service.useCases.map((u) => (
            <li key={u.scenario}>
              <h3>{u.client}</h3>
              <p>{u.scenario}</p>
            </li>
          ))}
        </ul>
        <h3 className="svc-detail__subhead">{SERVICE_CONTENT_PAGE.cases.industries}</h3>
        <ul className="cluster svc-detail__industries">
          {service.industries.map((slug) => (
            <li key={slug}>
              <Link to={industryLandingHref(slug)}>{industryName(slug)}</Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="svc-faq" title={SERVICE_CONTENT_PAGE.faq.title}>
        <div className="svc-detail__faq">
          {service.faq.map((f) => (
            <details key={f.question}>
              <summary>{f.question}</summary>
              <p>{f.answer}</p>
            </details>
          ))}
        </div>
      </Section>

      <Section id="svc-related" title={SERVICE_CONTENT_PAGE.related.title} tinted>
        <RelatedContent filter={{ service: service.id }} subject={service.name} serviceName={service.name} />
      </Section>

      <CtaBand
        title={SERVICE_CONTENT_PAGE.cta.title(service.name)}
        text={SERVICE_CONTENT_PAGE.cta.text(withinDays(ANSWER_DAYS.enquiry))}
        primary={{ label: ctaForPath(service.formPath), path: service.formPath }}
        secondary={{ label: SERVICE_CONTENT_PAGE.cta.contact, path: '/contactUs' }}
      />
    </article>
  );
}
