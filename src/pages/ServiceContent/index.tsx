import { Link } from '@umijs/max';

import type * as API from '@/api';
import CtaBand from '@/components/CtaBand';
import FigureList from '@/components/FigureList';
import PageHero from '@/components/PageHero';
import Section from '@/components/Section';
import { ctaForPath } from '@/config/forms/serviceForms';
import { industryLandingHref } from '@/config/industries';
import { ANSWER_DAYS, withinDays } from '@/content/answerDays';
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
        eyebrow="产品与服务"
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
              全部服务
            </Link>
          </>
        }
        art={<ServiceIcon id={service.id} size={220} />}
      >
        <FigureList figures={service.facts} className="svc-detail__facts" />
      </PageHero>

      <Section id="svc-what" title="服务介绍">
        <div className="svc-detail__intro">
          {service.description.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </Section>

      <Section id="svc-steps" title="服务流程" tinted>
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

      <Section id="svc-deliverables" title="交付成果">
        <ul className="grid grid--2 svc-detail__deliverables">
          {service.deliverables.map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      </Section>

      <Section id="svc-cases" title="典型客户与场景" tinted>
        <ul className="grid grid--3 grid--tablet-1 svc-detail__cases">
          {service.useCases.map((u) => (
            <li key={u.scenario}>
              <h3>{u.client}</h3>
              <p>{u.scenario}</p>
            </li>
          ))}
        </ul>
        <h3 className="svc-detail__subhead">覆盖行业</h3>
        <ul className="cluster svc-detail__industries">
          {service.industries.map((slug) => (
            <li key={slug}>
              <Link to={industryLandingHref(slug)}>{industryName(slug)}</Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="svc-faq" title="常见问题">
        <div className="svc-detail__faq">
          {service.faq.map((f) => (
            <details key={f.question}>
              <summary>{f.question}</summary>
              <p>{f.answer}</p>
            </details>
          ))}
        </div>
      </Section>

      <Section id="svc-related" title="相关案例与资料" tinted>
        <RelatedContent filter={{ service: service.id }} subject={service.name} serviceName={service.name} />
      </Section>

      <CtaBand
        title={`咨询「${service.name}」`}
        text={`填写需求表单，顾问会在 ${withinDays(ANSWER_DAYS.enquiry)}与您联系，确认需求与报价。`}
        primary={{ label: ctaForPath(service.formPath), path: service.formPath }}
        secondary={{ label: '联系我们', path: '/contactUs' }}
      />
    </article>
  );
}
