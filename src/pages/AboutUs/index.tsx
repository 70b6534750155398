import CtaBand from '@/components/CtaBand';
import FigureList from '@/components/FigureList';
import { FamilyArt } from '@/components/Illustrations';
import MoreLink from '@/components/MoreLink';
import PageHero from '@/components/PageHero';
import Section from '@/components/Section';
import {
  ABOUT_HERO,
  COMPANY_HISTORY,
  COMPANY_INTRO,
  COMPLIANCE_POINTS,
  COMPLIANCE_STATEMENT,
  FIRM_FIGURES,
  OFFICES,
  VETTING_STEPS,
} from '@/content/company';
import { CTA_BANDS } from '@/content/pageCopy';
import { ABOUT_US_PAGE } from '@/content/pages/aboutUs';
import { firmStructuredData } from '@/lib/structuredData/firm';
import { useHead } from '@/prerender';

import '@/components/Card/card.css';
import './index.css';

/** /aboutUs: who we are, history, offices, how experts are vetted and the compliance statement. */
export default function AboutUsPage() {
  useHead({ structuredData: firmStructuredData });
  return (
    <div className="about">
      <PageHero {...ABOUT_HERO} art={<FamilyArt family="about" />} />

      <Section id="about-who" title={ABOUT_US_PAGE.who.title}>
        <div className="split about__who">
          <div className="about__intro">
            {COMPANY_INTRO.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <div>
            <FigureList figures={FIRM_FIGURES.figures} source={FIRM_FIGURES.source} className="grid grid--2 about__figures" />
          </div>
        </div>
      </Section>

      <Section id="about-history" title={ABOUT_US_PAGE.history.title} tinted>
        <ol className="grid about__timeline">
          {COMPANY_HISTORY.map((m) => (
            <li key={m.year}>
              <span className="about__year">{m.year}</span>
              <h3>{m.title}</h3>
              <p>{m.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="about-offices" title={ABOUT_US_PAGE.offices.title} lead={ABOUT_US_PAGE.offices.lead(OFFICES.length)}>
        <ul className="grid offices about__offices">
          {OFFICES.map((o) => (
            <li key={o.id}>
              <h3>
                {o.name}
                {o.isHeadquarters && <span className="hq-badge">{ABOUT_US_PAGE.offices.headquarters}</span>}
              </h3>
              <p>{o.address}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="about-vetting" title={ABOUT_US_PAGE.vetting.title} lead={ABOUT_US_PAGE.vetting.lead} tinted>
        <ol className="grid about__steps">
          {VETTING_STEPS.map((s, i) => (
            <li key={s.title} className="panel">
              <span className="num-badge about__step-no" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </li>
          ))}
        </ol>
        <MoreLink to="/compliance" label={ABOUT_US_PAGE.vetting.complianceLink} />
        <MoreLink to="/expertNetwork" label={ABOUT_US_PAGE.vetting.expertLink} />
      </Section>

      <Section id="about-compliance" title={ABOUT_US_PAGE.compliance.title}>
        <div className="about__compliance" data-testid="compliance-statement">
          <p className="about__statement">{COMPLIANCE_STATEMENT}</p>
          <ul className="grid grid--2 grid--phone-1 about__rules">
            {COMPLIANCE_POINTS.map((c) => (
              <li key={c.title}>
                <h3>{c.title}</h3>
                <p>{c.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <CtaBand {...CTA_BANDS.aboutUs} />
    </div>
  );
}
