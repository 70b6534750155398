import { Link } from '@umijs/max';

import type * as API from '@/api';
import { ItemView } from '@/components/ContentState';
import CtaBand from '@/components/CtaBand';
import FactList from '@/components/FactList';
import FigureList from '@/components/FigureList';
import PageHero from '@/components/PageHero';
import Section from '@/components/Section';
import { servicePath } from '@/config/itemPaths';
import { ANSWER_DAYS, withinDays } from '@/content/answerDays';
import { useItem } from '@/hooks/useItem';
import caseKind from '@/kinds/case';
import { itemPageCopy } from '@/kinds/pages';
import { formatDate } from '@/lib/beijingTime';
import { industryName } from '@/lib/industry';

import '@/components/Card/card.css';
import './CaseReading.css';

interface Props {
  id: string;
  services: API.ServiceSummary[];
  /** The list the visitor came from (its query string), for the way back. */
  backTo: string;
}

/** /case?id=: one case to read: challenge, approach, measurable results and the client's words. */
export default function CaseReading({ id, services, backTo }: Props) {
  const state = useItem(id, caseKind);
  return (
    <ItemView state={state} copy={itemPageCopy(caseKind)}>
      {(item) => <CaseDetail item={item} services={services} backTo={backTo} />}
    </ItemView>
  );
}

function CaseDetail({ item, services, backTo }: { item: API.CaseStudy } & Omit<Props, 'id'>) {
  const service = services.find((s) => s.id === item.service);
  const facts = [
    { label: '客户', value: item.client },
    { label: '行业', value: industryName(item.industry) },
    { label: '服务', value: service ? <Link to={servicePath(service.id)}>{service.name}</Link> : '—' },
    { label: '周期', value: item.duration },
    { label: '发布', value: formatDate(item.publishedAt) },
  ];

  return (
    <article className="case-read" data-testid="case-detail" data-case-id={item.id}>
      <PageHero
        eyebrow={`案例研究 · ${industryName(item.industry)}`}
        title={item.title}
        lead={item.summary}
        aside={
          <div className="fact-card">
            <FactList facts={facts} />
          </div>
        }
      />

      <section className="case-read__results" aria-label="项目成果">
        <FigureList figures={item.results} className="container" />
      </section>

      <Section id="case-challenge" title="客户面临的挑战">
        <p className="case-read__text">{item.challenge}</p>
      </Section>

      <Section id="case-approach" title="我们的方法" tinted>
        <ol className="grid case-read__steps">
          {item.approach.map((step, i) => (
            <li key={step} className="panel case-read__step">
              <span className="num-badge" aria-hidden="true">
                {i + 1}
              </span>
              <p>{step}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="case-quote" title="客户评价">
        <figure className="case-read__quote">
          <blockquote>
            <p>“{item.quote.text}”</p>
          </blockquote>
          <figcaption>
            —— {item.quote.by}，{item.client}
          </figcaption>
        </figure>
        <p className="case-read__note">为保护客户隐私，案例中的客户名称与部分细节已做匿名处理；项目数据经客户确认。</p>
        <p className="case-read__back">
          <Link to={backTo}>← 返回案例列表</Link>
        </p>
      </Section>

      <CtaBand
        title="遇到类似的问题？"
        text={`告诉我们您的项目背景，顾问会在 ${withinDays(ANSWER_DAYS.enquiry)}与您联系，推荐合适的专家与研究方案。`}
        primary={{ label: service ? `咨询「${service.name}」` : '联系我们', path: service ? service.formPath : '/contactUs' }}
        secondary={{ label: '下载相关资料', path: `/down?service=${encodeURIComponent(item.service)}` }}
      />
    </article>
  );
}
