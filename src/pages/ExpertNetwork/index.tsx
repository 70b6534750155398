import { Link } from '@umijs/max';

import PointList from '@/components/Card/PointList';
import CtaBand from '@/components/CtaBand';
import FigureList from '@/components/FigureList';
import { FamilyArt } from '@/components/Illustrations';
import MoreLink from '@/components/MoreLink';
import PageHero from '@/components/PageHero';
import Section from '@/components/Section';
import { EXPERT_CTA, EXPERT_FACTS, EXPERT_FAQ, EXPERT_HERO, EXPERT_PAY, EXPERT_RULES, EXPERT_STEPS } from '@/content/expertNetwork';
import { EXPERT_NETWORK_PAGE } from '@/content/pages/expertNetwork';

import '@/components/Card/card.css';
import './index.css';

/** /expertNetwork: for industry professionals — how consultations go, what the firm asks of experts, how they are paid. */
export default function ExpertNetworkPage() {
  return (
    <div className="expert-network">
      <PageHero
        {...EXPERT_HERO}
        art={<FamilyArt family="services" />}
        actions={
          <>
            <Link to={EXPERT_CTA.primary.path} className="btn btn--primary" data-item-key="expert-apply" data-testid="expert-apply">
              {EXPERT_CTA.primary.label}
            </Link>
            <a href="#expert-rules" className="btn btn--ghost" data-item-key="expert-rules">
              {EXPERT_NETWORK_PAGE.hero.rulesLink}
            </a>
          </>
        }
      >
        <FigureList figures={EXPERT_FACTS} variant="hero" className="expert-network__facts" />
      </PageHero>

      <Section id="expert-steps" title={EXPERT_NETWORK_PAGE.steps.title} lead={EXPERT_NETWORK_PAGE.steps.lead}>
        <PointList points={EXPERT_STEPS} className="grid--4 grid--tablet-2 grid--phone-1 expert-network__steps" />
      </Section>

      <Section id="expert-rules" title={EXPERT_NETWORK_PAGE.rules.title} lead={EXPERT_NETWORK_PAGE.rules.lead} tinted>
        <ul className="grid grid--2 grid--phone-1 expert-network__rules" data-testid="expert-rules">
          {EXPERT_RULES.map((rule) => (
            <li key={rule.title} className="panel">
              <h3>{rule.title}</h3>
              <p>{rule.text}</p>
            </li>
          ))}
        </ul>
        <MoreLink to="/compliance#compliance-experts-title" label={EXPERT_NETWORK_PAGE.rules.more} />
      </Section>

      <Section id="expert-pay" title={EXPERT_NETWORK_PAGE.pay.title}>
        <ul className="grid grid--3 grid--tablet-1 expert-network__pay" data-testid="expert-pay">
          {EXPERT_PAY.map((item) => (
            <li key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="expert-faq" title={EXPERT_NETWORK_PAGE.faq.title} tinted>
        <dl className="expert-network__faq">
          {EXPERT_FAQ.map((q) => (
            <div key={q.title}>
              <dt>{q.title}</dt>
              <dd>{q.text}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <CtaBand {...EXPERT_CTA} />
    </div>
  );
}
