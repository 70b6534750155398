import { FamilyArt } from '@/components/Illustrations';
import PageHero from '@/components/PageHero';
import Section from '@/components/Section';
import { COMPLIANCE_CONTACT, type ComplianceTopic } from '@/content/compliance';
import type { ComplianceWords } from '@/content/pages/compliance';

import './compliance.css';

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

/**
 * The compliance centre, for a client's compliance officer and for an expert about to join, in one edition's words
 * (/compliance, /en/compliance); the contact's addresses are the same in both.
 */
export default function ComplianceView({ words }: { words: ComplianceWords }) {
  const { glance, clients, experts, contact } = words;
  const c = COMPLIANCE_CONTACT;
  return (
    <div className="compliance">
      <PageHero {...words.hero} art={<FamilyArt family="about" />} />

      <Section id="compliance-glance" title={glance.title}>
        <ul className="panel panel--raised compliance__glance tick-list" data-testid="compliance-glance">
          {glance.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="compliance__jump">
          <a href="#compliance-clients-title">{glance.jump.clients}</a>
          <a href="#compliance-experts-title">{glance.jump.experts}</a>
          <a href="#compliance-contact-title">{glance.jump.contact}</a>
        </p>
      </Section>

      <Section id="compliance-clients" title={clients.title} lead={clients.lead} tinted>
        <Topics topics={clients.topics} prefix="client" />
      </Section>

      <Section id="compliance-experts" title={experts.title} lead={experts.lead}>
        <Topics topics={experts.topics} prefix="expert" />
      </Section>

      <Section id="compliance-contact" title={contact.title} tinted>
        <div className="panel compliance__contact" data-testid="compliance-contact">
          <p className="compliance__person">
            <strong>{contact.name}</strong> · {contact.role}
          </p>
          <dl className="compliance__channels">
            <div>
              <dt>{contact.enquiries}</dt>
              <dd>
                <a href={`mailto:${c.email}`}>{c.email}</a>
              </dd>
            </div>
            <div>
              <dt>{contact.reports}</dt>
              <dd>
                <a href={`mailto:${c.reportEmail}`}>{c.reportEmail}</a>
              </dd>
            </div>
            <div>
              <dt>{contact.phone}</dt>
              <dd>
                <a href={`tel:${c.phone}`}>{c.phone}</a>
                {contact.hours}
              </dd>
            </div>
          </dl>
          <p className="compliance__promise">{contact.promise}</p>
        </div>
      </Section>
    </div>
  );
}
