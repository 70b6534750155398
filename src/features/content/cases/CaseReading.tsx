import { Link } from '@umijs/max';

import type * as API from '@/api';
import { ItemView } from '@/components/ContentState';
import CtaBand from '@/components/CtaBand';
import FactList from '@/components/FactList';
import FigureList from '@/components/FigureList';
import PageHero from '@/components/PageHero';
import Section from '@/components/Section';
import { servicePath } from '@/config/itemPaths';
import { ANSWER_DAYS, withinDays } from '@/content/answerDays';
import { CASE_READING } from '@/content/ui/contentReaders';
import { useItem } from '@/hooks/useItem';
import caseKind from '@/kinds/case';
import { itemPageCopy } from '@/kinds/pages';
import { formatDate } from '@/lib/beijingTime';
import { industryName } from '@/lib/industry';

import '@/components/Card/card.css';
import './CaseReading.css';

interface Props {
  id: string;
  services: API.ServiceSummary[];
  /** The list the visitor came from (its query string), for the way back. */
  backTo: string;
}

/** /case?id=: one case to read: challenge, approach, measurable results and the client's words. */
export default function CaseReading({ id, services, backTo }: Props) {
  const state = useItem(id, caseKind);
  return (
    <ItemView state={state} copy={itemPageCopy(caseKind)}>
      {(item) => <CaseDetail item={item} services={services} backTo={backTo} />}
    </ItemView>
  );
}

function CaseDetail({ item, services, backTo }: { item: API.CaseStudy } & Omit<Props, 'id'>) {
  const service = services.find((s) => s.id === item.service);
  const facts = [
    { label: CASE_READING.facts.client, value: item.client },
    { label: CASE_READING.facts.industry, value: industryName(item.industry) },
    { label: CASE_READING.facts.service, value: service ? <Link to={servicePath(service.id)}>{service.name}</Link> : '—' },
    { label: CASE_READING.facts.duration, value: item.duration },
    { label: CASE_READING.facts.published, value: formatDate(item.publishedAt) },
  ];

  return (
    <article className="case-read" data-testid="case-detail" data-case-id={item.id}>
      <PageHero
        eyebrow={CASE_READING.eyebrow(industryName(item.industry))}
        title={item.title}
        lead={item.summary}
        aside={
          <div className="fact-card">
            <FactList facts={facts} />
          </div>
        }
      />

      <section className="case-read__results" aria-label={CASE_READING.resultsLabel}>
        <FigureList figures={item.results} className="container" />
      </section>

      <Section id="case-challenge" title={CASE_READING.challenge}>
        <p className="case-read__text">{item.challenge}</p>
      </Section>

      <Section id="case-approach" title={CASE_READING.approach} tinted>
        <ol className="grid case-read__steps">
          {item.approach.map((step, i) => (
            <li key={step} className="panel case-read__step">
              <span className="num-badge" aria-hidden="true">
                {i + 1}
              </span>
              <p>{step}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="case-quote" title={CASE_READING.quote.title}>
        <figure className="case-read__quote">
          <blockquote>
            <p>{CASE_READING.quote.text(item.quote.text)}</p>
          </blockquote>
          <figcaption>{CASE_READING.quote.by(item.quote.by, item.client)}</figcaption>
        </figure>
        <p className="case-read__note">{CASE_READING.note}</p>
        <p className="case-read__back">
          <Link to={backTo}>{CASE_READING.back}</Link>
        </p>
      </Section>

      <CtaBand
        title={CASE_READING.cta.title}
        text={CASE_READING.cta.text(withinDays(ANSWER_DAYS.enquiry))}
        primary={{
          label: service ? CASE_READING.cta.enquire(service.name) : CASE_READING.cta.contact,
          path: service ? service.formPath : '/contactUs',
        }}
        secondary={{ label: CASE_READING.cta.materials, path: `/down?service=${encodeURIComponent(item.service)}` }}
      />
    </article>
  );
}
