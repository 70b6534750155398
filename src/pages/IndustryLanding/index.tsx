import { Link } from '@umijs/max';

import PointList from '@/components/Card/PointList';
import { ContentEmpty, ContentError, ContentLoading, ContentNotFound } from '@/components/ContentState';
import CtaBand from '@/components/CtaBand';
import FigureList from '@/components/FigureList';
import IndustryArt from '@/components/IndustryArt';
import ItemGrid from '@/components/ItemGrid';
import MoreLink from '@/components/MoreLink';
import PageHero from '@/components/PageHero';
import Section from '@/components/Section';
import { ctaForPath } from '@/config/forms/serviceForms';
import { ANSWER_DAYS, withinDays } from '@/content/answerDays';
import { findIndustryLanding, type IndustryLandingDefinition } from '@/content/industryLandings';
import ActivityCard from '@/features/content/activities/ActivityCard';
import ServiceCard from '@/features/content/services/ServiceCard';
import IndustryRelated from '@/features/industry/IndustryRelated';
import ResearchLeads from '@/features/industry/ResearchLeads';
import SegmentList from '@/features/industry/SegmentList';
import { useRouteEntry } from '@/hooks/useRouteEntry';
import { useData, useQuery } from '@/prerender';
import { listQuery } from '@/services/lists';

import '@/components/Card/card.css';
import './index.css';

const UPCOMING_COUNT = 3;

/** /industryLanding/<slug>: one template, the industry comes from the route's industrySlug. */
export default function IndustryLandingPage() {
  const route = useRouteEntry();
  const industry = findIndustryLanding(route.industrySlug);
  if (!industry) {
    return <ContentNotFound title="未找到该行业" text="这个行业页面不存在或已调整。" backTo="/industry" backLabel="查看全部行业解决方案" />;
  }
  return <IndustryLanding key={industry.slug} industry={industry} />;
}

function IndustryLanding({ industry }: { industry: IndustryLandingDefinition }) {
  // A link may name the landing id (?id=, as the site's own links do); without one, the landing asks for its own.
  const [landingId] = useQuery((params) => params.get('id') || industry.id);

  const services = useData(listQuery('service', { industry: industry.slug }));
  const activities = useData(listQuery('activity', { industry: industry.slug, when: 'upcoming', pageSize: UPCOMING_COUNT }));
  const formLabel = ctaForPath(industry.formPath);
  const upcoming = activities.data?.data?.list ?? [];
  const serviceList = services.data?.data ?? [];

  return (
    <div className="ind-landing" data-slug={industry.slug}>
      <PageHero
        eyebrow="行业解决方案"
        title={industry.name}
        lead={industry.heroLead}
        art={<IndustryArt motif={industry.motif} tone={industry.tone} />}
        actions={
          <>
            <Link to={industry.formPath} className="btn btn--primary" data-testid="industry-form-cta">
              {formLabel}
            </Link>
            <Link to="/industry" className="btn btn--ghost">
              全部行业解决方案
            </Link>
          </>
        }
      >
        <FigureList
          figures={industry.figures}
          className="ind-landing__figures"
          variant="hero"
          source={`来源：知桥${industry.name}研究团队 2025 年项目记录`}
        />
      </PageHero>

      <Section id="ind-offers" title="我们能为您做什么">
        <PointList points={industry.offers} className="grid--3 grid--tablet-2 grid--phone-1 ind-offers" numberClassName="ind-offer__no" />
      </Section>

      <Section id="ind-segments" title="覆盖的细分领域" lead="每个细分领域都有专属研究员与经过审核的专家库，专家数量每日更新。" tinted>
        <SegmentList landingId={landingId} />
      </Section>

      <Section id="ind-questions" title="客户常带来的问题">
        <div className="split ind-questions">
          <ol className="grid ind-questions__list">
            {industry.questions.map((q) => (
              <li key={q}>{q}</li>
            ))}
          </ol>
          <aside className="panel ind-clients" aria-labelledby="ind-clients-title">
            <h3 id="ind-clients-title">典型客户</h3>
            <ul className="cluster">
              {industry.clients.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </aside>
        </div>
      </Section>

      <Section
        id="ind-leads"
        title="行业研究团队"
        lead={`${industry.name}团队的研究负责人：提交需求后，由熟悉该赛道的研究员为您筛选专家。`}
        tinted
      >
        <ResearchLeads industry={industry} />
      </Section>

      <Section id="ind-services" title="适用的服务" lead={`以下服务最常用于${industry.name}相关的项目。`}>
        {services.loading && !services.data ? (
          <ContentLoading label="正在加载服务…" />
        ) : services.error ? (
          <ContentError onRetry={services.refresh} />
        ) : serviceList.length === 0 ? (
          <ContentEmpty
            title="暂无专门对应的服务"
            text="顾问可以为您组合现有服务，或定制研究方案。"
            action={
              <Link to="/service" className="btn btn--ghost">
                查看全部服务
              </Link>
            }
          />
        ) : (
          <ItemGrid
            className="grid grid--3 grid--tablet-2 grid--phone-1 ind-services"
            testId="industry-services"
            items={serviceList}
            itemKey={(s) => s.id}
            renderItem={(s) => <ServiceCard service={s} />}
          />
        )}
      </Section>

      <Section id="ind-activities" title="近期活动" tinted>
        {activities.loading && !activities.data ? (
          <ContentLoading label="正在加载活动…" />
        ) : activities.error ? (
          <ContentError onRetry={activities.refresh} />
        ) : upcoming.length === 0 ? (
          <ContentEmpty title="该行业近期暂无活动" text="新的闭门会与直播排期后会第一时间在活动中心发布。" />
        ) : (
          <ItemGrid
            className="grid ind-activities"
            testId="industry-activities"
            items={upcoming}
            itemKey={(a) => a.id}
            renderItem={(a) => <ActivityCard activity={a} />}
          />
        )}
        <MoreLink to={`/activeList?industry=${industry.slug}`} label={`查看${industry.name}的全部活动`} />
      </Section>

      <IndustryRelated slug={industry.slug} />

      <CtaBand
        title={`聊聊您在${industry.name}领域的问题`}
        text={`留下研究主题与时间要求，顾问会在 ${withinDays(ANSWER_DAYS.enquiry)}给出专家匹配方案与报价。`}
        primary={{ label: formLabel, path: industry.formPath }}
        secondary={{ label: '联系我们', path: '/contactUs' }}
      />
    </div>
  );
}
