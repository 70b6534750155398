import { FamilyArt } from '@/components/Illustrations';
import PageHero from '@/components/PageHero';
import Section from '@/components/Section';
import {
  COMPLIANCE_AT_A_GLANCE,
  COMPLIANCE_CONTACT,
  COMPLIANCE_HERO,
  type ComplianceTopic,
  FOR_CLIENTS,
  FOR_EXPERTS,
} from '@/content/compliance';
import { COMPLIANCE_PAGE } from '@/content/pages/compliance';

import './index.css';

function Topics({ topics, prefix }: { topics: readonly ComplianceTopic[]; prefix: string }) {
  return (
    <div className="grid grid--2 grid--phone-1 compliance__topics">
      {topics.map((t) => (
        <section key={t.id} id={`${prefix}-${t.id}`} className="panel compliance__topic" aria-labelledby={`${prefix}-${t.id}-title`}>
          <h3 id={`${prefix}-${t.id}-title`}>{t.title}</h3>
          <ul>
            {t.points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** /compliance: the compliance centre, for a client's compliance officer and for an expert about to join. */
export default function CompliancePage() {
  const c = COMPLIANCE_CONTACT;
  return (
    <div className="compliance">
      <PageHero {...COMPLIANCE_HERO} art={<FamilyArt family="about" />} />

      <Section id="compliance-glance" title={COMPLIANCE_PAGE.glance.title}>
        <ul className="panel panel--raised compliance__glance tick-list" data-testid="compliance-glance">
          {COMPLIANCE_AT_A_GLANCE.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="compliance__jump">
          <a href="#compliance-clients-title">{COMPLIANCE_PAGE.glance.jump.clients}</a>
          <a href="#compliance-experts-title">{COMPLIANCE_PAGE.glance.jump.experts}</a>
          <a href="#compliance-contact-title">{COMPLIANCE_PAGE.glance.jump.contact}</a>
        </p>
      </Section>

      <Section id="compliance-clients" title={COMPLIANCE_PAGE.clients.title} lead={COMPLIANCE_PAGE.clients.lead} tinted>
        <Topics topics={FOR_CLIENTS} prefix="client" />
      </Section>

      <Section id="compliance-experts" title={COMPLIANCE_PAGE.experts.title} lead={COMPLIANCE_PAGE.experts.lead}>
        <Topics topics={FOR_EXPERTS} prefix="expert" />
      </Section>

      <Section id="compliance-contact" title={COMPLIANCE_PAGE.contact.title} tinted>
        <div className="panel compliance__contact" data-testid="compliance-contact">
          <p className="compliance__person">
            <strong>{c.name}</strong> · {c.role}
          </p>
          <dl className="compliance__channels">
            <div>
              <dt>{COMPLIANCE_PAGE.contact.enquiries}</dt>
              <dd>
                <a href={`mailto:${c.email}`}>{c.email}</a>
              </dd>
            </div>
            <div>
              <dt>{COMPLIANCE_PAGE.contact.reports}</dt>
              <dd>
                <a href={`mailto:${c.reportEmail}`}>{c.reportEmail}</a>
              </dd>
            </div>
            <div>
              <dt>{COMPLIANCE_PAGE.contact.phone}</dt>
              <dd>
                <a href={`tel:${c.phone}`}>{c.phone}</a>
                {COMPLIANCE_PAGE.contact.hours}
              </dd>
            </div>
          </dl>
          <p className="compliance__promise">{c.promise}</p>
        </div>
      </Section>
    </div>
  );
}
