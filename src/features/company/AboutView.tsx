import CtaBand from '@/components/CtaBand';
import FigureList from '@/components/FigureList';
import { FamilyArt } from '@/components/Illustrations';
import MoreLink from '@/components/MoreLink';
import PageHero from '@/components/PageHero';
import Section from '@/components/Section';
import type { AboutWords } from '@/content/pages/aboutUs';

import '@/components/Card/card.css';
import './about.css';

/**
 * The about page in one edition's words (/aboutUs, /en/about): who we are, history, offices, how experts are vetted and
 * the compliance statement.
 */
export default function AboutView({ words }: { words: AboutWords }) {
  const { who, history, offices, vetting, compliance } = words;
  return (
    <div className="about">
      <PageHero {...words.hero} art={<FamilyArt family="about" />} />

      <Section id="about-who" title={who.title}>
        <div className="split about__who">
          <div className="about__intro">
            {who.intro.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <div>
            <FigureList figures={who.figures.figures} source={who.figures.source} className="grid grid--2 about__figures" />
          </div>
        </div>
      </Section>

      <Section id="about-history" title={history.title} tinted>
        <ol className="grid about__timeline">
          {history.milestones.map((m) => (
            <li key={m.year}>
              <span className="about__year">{m.year}</span>
              <h3>{m.title}</h3>
              <p>{m.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="about-offices" title={offices.title} lead={offices.lead}>
        <ul className="grid offices about__offices" data-testid="offices">
          {offices.list.map((o) => (
            <li key={o.id}>
              <h3>
                {o.name}
                {o.isHeadquarters && <span className="hq-badge">{offices.headquarters}</span>}
              </h3>
              <p>{o.address}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="about-vetting" title={vetting.title} lead={vetting.lead} tinted>
        <ol className="grid about__steps">
          {vetting.steps.map((s, i) => (
            <li key={s.title} className="panel">
              <span className="num-badge about__step-no" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </li>
          ))}
        </ol>
        <MoreLink to={vetting.links.compliance.path} label={vetting.links.compliance.label} />
        <MoreLink to={vetting.links.experts.path} label={vetting.links.experts.label} />
      </Section>

      <Section id="about-compliance" title={compliance.title}>
        <div className="about__compliance" data-testid="compliance-statement">
          <p className="about__statement">{compliance.statement}</p>
          <ul className="grid grid--2 grid--phone-1 about__rules">
            {compliance.points.map((c) => (
              <li key={c.title}>
                <h3>{c.title}</h3>
                <p>{c.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <CtaBand {...words.cta} />
    </div>
  );
}
