import PointList from '@/components/Card/PointList';
import CtaBand from '@/components/CtaBand';
import FigureList from '@/components/FigureList';
import { FamilyArt } from '@/components/Illustrations';
import MoreLink from '@/components/MoreLink';
import PageHero from '@/components/PageHero';
import PageLink from '@/components/PageLink';
import Section from '@/components/Section';
import type { ExpertNetworkWords } from '@/content/pages/expertNetwork';

import '@/components/Card/card.css';
import './expertNetwork.css';

/**
 * The expert network page in one edition's words (/expertNetwork, /en/experts), for industry professionals: how
 * consultations go, what the firm asks of experts, how they are paid.
 */
export default function ExpertNetworkView({ words }: { words: ExpertNetworkWords }) {
  const { hero, steps, rules, pay, faq } = words;
  return (
    <div className="expert-network">
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        art={<FamilyArt family="services" />}
        actions={
          <>
            <PageLink to={hero.primary.path} className="btn btn--primary" data-item-key="expert-apply" data-testid="expert-apply">
              {hero.primary.label}
            </PageLink>
            <a href="#expert-rules" className="btn btn--ghost" data-item-key="expert-rules">
              {hero.rulesLink}
            </a>
          </>
        }
      >
        <FigureList figures={words.facts} variant="hero" className="expert-network__facts" />
      </PageHero>

      <Section id="expert-steps" title={steps.title} lead={steps.lead}>
        <PointList points={steps.points} className="grid--4 grid--tablet-2 grid--phone-1 expert-network__steps" />
      </Section>

      <Section id="expert-rules" title={rules.title} lead={rules.lead} tinted>
        <ul className="grid grid--2 grid--phone-1 expert-network__rules" data-testid="expert-rules">
          {rules.points.map((rule) => (
            <li key={rule.title} className="panel">
              <h3>{rule.title}</h3>
              <p>{rule.text}</p>
            </li>
          ))}
        </ul>
        <MoreLink to={rules.more.path} label={rules.more.label} />
      </Section>

      <Section id="expert-pay" title={pay.title}>
        <ul className="grid grid--3 grid--tablet-1 expert-network__pay" data-testid="expert-pay">
          {pay.points.map((item) => (
            <li key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="expert-faq" title={faq.title} tinted>
        <dl className="expert-network__faq">
          {faq.points.map((q) => (
            <div key={q.title}>
              <dt>{q.title}</dt>
              <dd>{q.text}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <CtaBand {...words.cta} />
    </div>
  );
}
