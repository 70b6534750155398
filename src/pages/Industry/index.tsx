import { Link } from '@umijs/max';

import FigureList from '@/components/FigureList';
import FilingLinks from '@/components/FilingLinks';
import IndustryArt from '@/components/IndustryArt';
import Logo from '@/components/Logo';
import Phrases from '@/components/Phrases';
import { FORMS } from '@/config/forms';
import { industryLandingHref } from '@/config/industries';
import { ANSWER_DAYS, withinDays } from '@/content/answerDays';
import { FIRM } from '@/content/firm';
import { INDUSTRY_LANDINGS } from '@/content/industryLandings';
import { INDUSTRY_PAGE } from '@/content/pages/industry';

import './index.css';

/** The enquiry forms of the firm's services, for the closing call to action. */
const ENQUIRY_FORMS = FORMS.filter((f) => f.kind === 'service');

const FIGURES = INDUSTRY_PAGE.figures;
/** The overview's figures, counted from the industry data, with their source. */
const OVERVIEW_FIGURES = [
  { value: FIGURES.teams.value(INDUSTRY_LANDINGS.length), label: FIGURES.teams.label },
  { value: FIGURES.segments.value(INDUSTRY_LANDINGS.reduce((n, i) => n + i.segments.length, 0)), label: FIGURES.segments.label },
  { value: FIGURES.leads.value(INDUSTRY_LANDINGS.reduce((n, i) => n + i.leads.length, 0)), label: FIGURES.leads.label },
  FIGURES.matching,
];
const OVERVIEW_SOURCE = FIGURES.source;

/** /industry (no common layout): an immersive overview of the seven industry solutions. */
export default function IndustryOverviewPage() {
  return (
    <div className="ind">
      <header className="ind-top on-dark">
        <div className="container spread ind-top__bar">
          <Link to="/" className="ind-top__brand" aria-label={INDUSTRY_PAGE.top.brandLabel(FIRM.name)}>
            <Logo light />
          </Link>
          <Link to="/" className="ind-top__home" data-testid="industry-home-link">
            {INDUSTRY_PAGE.top.home}
          </Link>
        </div>
      </header>

      <main>
        <section className="ind-hero on-dark" aria-labelledby="ind-hero-title">
          <div className="container ind-hero__inner">
            <div className="ind-hero__text">
              <p className="ind-hero__eyebrow">{INDUSTRY_PAGE.hero.eyebrow(FIRM.name)}</p>
              <h1 id="ind-hero-title" className="ind-hero__title">
                <Phrases text={INDUSTRY_PAGE.hero.title} />
              </h1>
              <p className="ind-hero__lead">{INDUSTRY_PAGE.hero.lead}</p>
              <FigureList figures={OVERVIEW_FIGURES} source={OVERVIEW_SOURCE} className="grid grid--4 grid--phone-2 ind-hero__figures" />
              <nav className="ind-hero__index" aria-label={INDUSTRY_PAGE.hero.indexLabel}>
                <ol className="cluster">
                  {INDUSTRY_LANDINGS.map((industry, i) => (
                    <li key={industry.slug}>
                      <a href={`#ind-${industry.slug}`}>
                        <span aria-hidden="true">{String(i + 1).padStart(2, '0')}</span>
                        {industry.name}
                      </a>
                    </li>
                  ))}
                </ol>
              </nav>
            </div>
            <ul className="grid grid--2 ind-hero__mosaic" aria-hidden="true">
              {INDUSTRY_LANDINGS.map((industry) => (
                <li key={industry.slug}>
                  <IndustryArt motif={industry.motif} tone="brand" />
                </li>
              ))}
              <li className="ind-hero__mosaic-count">
                <strong>{INDUSTRY_LANDINGS.length}</strong>
                <span>{INDUSTRY_PAGE.hero.mosaicCount}</span>
              </li>
            </ul>
          </div>
        </section>

        <section className="ind-list" aria-label={INDUSTRY_PAGE.list.label}>
          <ol className="container ind-panels">
            {INDUSTRY_LANDINGS.map((industry, i) => (
              <li
                key={industry.slug}
                id={`ind-${industry.slug}`}
                className="ind-panel"
                data-testid="industry-panel"
                data-slug={industry.slug}
              >
                <div className="ind-panel__art">
                  <IndustryArt motif={industry.motif} tone="brand" />
                </div>
                <div className="ind-panel__body">
                  <p className="ind-panel__no" aria-hidden="true">
                    {String(i + 1).padStart(2, '0')}
                  </p>
                  <h2 className="title-accent ind-panel__title">{industry.name}</h2>
                  <p className="ind-panel__summary">{industry.summary}</p>
                  <h3 className="ind-panel__label">{INDUSTRY_PAGE.list.segments}</h3>
                  <ul className="cluster ind-panel__segments">
                    {industry.segments.map((s) => (
                      <li key={s.id}>{s.name}</li>
                    ))}
                  </ul>
                  <p className="ind-panel__clients">
                    <span>{INDUSTRY_PAGE.list.clients}</span>
                    {INDUSTRY_PAGE.list.clientNames(industry.clients.slice(0, 3))}
                  </p>
                  <Link to={industryLandingHref(industry)} className="btn btn--primary ind-panel__link" data-testid="industry-panel-link">
                    {INDUSTRY_PAGE.list.link(industry.name)} <span aria-hidden="true">→</span>
                  </Link>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section className="ind-cta on-dark" aria-labelledby="ind-cta-title">
          <div className="container ind-cta__inner">
            <div>
              <h2 id="ind-cta-title" className="ind-cta__title">
                {INDUSTRY_PAGE.cta.title}
              </h2>
              <p className="ind-cta__text">{INDUSTRY_PAGE.cta.text(withinDays(ANSWER_DAYS.enquiry))}</p>
            </div>
            <ul className="grid grid--2 grid--phone-1 ind-cta__forms">
              {ENQUIRY_FORMS.map((form) => (
                <li key={form.key}>
                  <Link to={form.path} className="spread ind-cta__form">
                    {form.title ?? form.topic}
                    <span aria-hidden="true">→</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </main>

      <footer className="ind-foot on-dark">
        <div className="container ind-foot__inner">
          <span className="ind-foot__legal">
            <span>© {FIRM.fullName}</span>
            <FilingLinks className="ind-foot__filing" />
          </span>
          <span>
            <a href={`tel:${FIRM.phone}`}>{FIRM.phone}</a> · <Link to="/">{INDUSTRY_PAGE.foot.home}</Link> ·{' '}
            <Link to="/contactUs">{INDUSTRY_PAGE.foot.contact}</Link>
          </span>
        </div>
      </footer>
    </div>
  );
}
