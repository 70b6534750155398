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

import './index.css';

/** The enquiry forms of the firm's services, for the closing call to action. */
const ENQUIRY_FORMS = FORMS.filter((f) => f.kind === 'service');

/** The overview's figures, counted from the industry data, with their source. */
const OVERVIEW_FIGURES = [
  { value: `${INDUSTRY_LANDINGS.length}个`, label: '行业研究团队' },
  { value: `${INDUSTRY_LANDINGS.reduce((n, i) => n + i.segments.length, 0)}个`, label: '细分领域' },
  { value: `${INDUSTRY_LANDINGS.reduce((n, i) => n + i.leads.length, 0)}位`, label: '行业研究负责人' },
  { value: '72小时', label: '最长匹配时间' },
];
const OVERVIEW_SOURCE = '来源：知桥行业研究团队，截至 2026 年 10 月';

/** /industry (no common layout): an immersive overview of the seven industry solutions. */
export default function IndustryOverviewPage() {
  return (
    <div className="ind">
      <header className="ind-top on-dark">
        <div className="container spread ind-top__bar">
          <Link to="/" className="ind-top__brand" aria-label={`${FIRM.name}首页`}>
            <Logo light />
          </Link>
          <Link to="/" className="ind-top__home" data-testid="industry-home-link">
            ← 返回首页
          </Link>
        </div>
      </header>

      <main>
        <section className="ind-hero on-dark" aria-labelledby="ind-hero-title">
          <div className="container ind-hero__inner">
            <div className="ind-hero__text">
              <p className="ind-hero__eyebrow">{FIRM.name} · 行业解决方案</p>
              <h1 id="ind-hero-title" className="ind-hero__title">
                <Phrases text="七大行业，一张懂行的专家网络" />
              </h1>
              <p className="ind-hero__lead">
                按行业组建的研究团队，熟悉每个赛道真正的问题。无论您在做投资判断、交易尽调、咨询项目还是经营决策，我们都能在一天之内找到合适的人。
              </p>
              <FigureList figures={OVERVIEW_FIGURES} source={OVERVIEW_SOURCE} className="grid grid--4 grid--phone-2 ind-hero__figures" />
              <nav className="ind-hero__index" aria-label="行业目录">
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
                <span>大行业</span>
              </li>
            </ul>
          </div>
        </section>

        <section className="ind-list" aria-label="行业解决方案列表">
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
                  <h3 className="ind-panel__label">细分领域</h3>
                  <ul className="cluster ind-panel__segments">
                    {industry.segments.map((s) => (
                      <li key={s.id}>{s.name}</li>
                    ))}
                  </ul>
                  <p className="ind-panel__clients">
                    <span>典型客户</span>
                    {industry.clients.slice(0, 3).join('、')}等
                  </p>
                  <Link to={industryLandingHref(industry)} className="btn btn--primary ind-panel__link" data-testid="industry-panel-link">
                    查看{industry.name}解决方案 <span aria-hidden="true">→</span>
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
                告诉我们您的问题，我们找到懂行的人
              </h2>
              <p className="ind-cta__text">{`不确定属于哪个行业，或者问题横跨多个领域？选择一种服务留下需求，顾问会在 ${withinDays(ANSWER_DAYS.enquiry)}联系您。`}</p>
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
            <a href={`tel:${FIRM.phone}`}>{FIRM.phone}</a> · <Link to="/">返回首页</Link> · <Link to="/contactUs">联系我们</Link>
          </span>
        </div>
      </footer>
    </div>
  );
}
