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

      <Section id="compliance-glance" title="合规速览">
        <ul className="panel panel--raised compliance__glance tick-list" data-testid="compliance-glance">
          {COMPLIANCE_AT_A_GLANCE.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="compliance__jump">
          <a href="#compliance-clients-title">面向客户</a>
          <a href="#compliance-experts-title">面向专家</a>
          <a href="#compliance-contact-title">合规联系人</a>
        </p>
      </Section>

      <Section
        id="compliance-clients"
        title="面向客户与客户的合规团队"
        lead="访谈开始之前、进行之中与结束之后，我们如何守住信息边界。"
        tinted
      >
        <Topics topics={FOR_CLIENTS} prefix="client" />
      </Section>

      <Section id="compliance-experts" title="面向专家" lead="加入知桥专家网络之前，以及每一次访谈之前，您需要了解的规则。">
        <Topics topics={FOR_EXPERTS} prefix="expert" />
      </Section>

      <Section id="compliance-contact" title="合规联系人" tinted>
        <div className="panel compliance__contact" data-testid="compliance-contact">
          <p className="compliance__person">
            <strong>{c.name}</strong> · {c.role}
          </p>
          <dl className="compliance__channels">
            <div>
              <dt>合规咨询</dt>
              <dd>
                <a href={`mailto:${c.email}`}>{c.email}</a>
              </dd>
            </div>
            <div>
              <dt>违规举报</dt>
              <dd>
                <a href={`mailto:${c.reportEmail}`}>{c.reportEmail}</a>
              </dd>
            </div>
            <div>
              <dt>电话</dt>
              <dd>
                <a href={`tel:${c.phone}`}>{c.phone}</a>（工作日 9:00–18:00）
              </dd>
            </div>
          </dl>
          <p className="compliance__promise">{c.promise}</p>
        </div>
      </Section>
    </div>
  );
}
