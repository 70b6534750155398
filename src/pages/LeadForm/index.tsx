import { Link, useRouteProps, useSearchParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { lazy, Suspense, type ReactNode } from 'react';
import { ContentError, ContentLoading, ContentNotFound } from '@/components/ContentState';
import FactList from '@/components/FactList';
import { EventArt, GlobeArt, NetworkArt, TrustArt } from '@/components/Illustrations';
import PageHero from '@/components/PageHero';
import { formByKey, formHeading, type ActivityBinding, type Fact, type FormKind, type RoutedFormDefinition } from '@/config/forms';
import type { RouteEntry } from '@/config/routes';
import { FIRM } from '@/config/site';
import { isBizError } from '@/request/errors';
import { ACTIVITY_FORMAT_TEXT, getActivity, isRegistrable } from '@/services/activities';
import { activityCta, formatActivityTime, placesText } from '@/features/content/activities/activityView';
import '@/components/Card/card.css';
import './index.css';

// antd's form controls are the heavy part of this page: the hero and facts paint first, the form follows.
const LeadFormEngine = lazy(() => import('@/features/leads/engine/LeadFormEngine'));

const EYEBROW: Record<FormKind, string> = {
  service: '服务咨询',
  survey: '用户调研',
  special: '专题发布',
  insight: '行业洞察',
  activity: '活动报名',
  download: '资料下载',
};

const ART: Record<FormKind, () => ReactNode> = {
  service: NetworkArt,
  survey: TrustArt,
  special: GlobeArt,
  insight: GlobeArt,
  activity: EventArt,
  download: TrustArt,
};

function Aside({ form }: { form: RoutedFormDefinition }) {
  return (
    <aside className="lead-page__aside" aria-label="提交说明">
      {form.highlights && (
        <section className="panel lead-page__card">
          <h2>您将获得</h2>
          <ul className="lead-page__ticks">
            {form.highlights.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        </section>
      )}
      <section className="panel lead-page__card">
        <h2>也可以直接联系我们</h2>
        <p>
          电话 <a href={`tel:${FIRM.phone}`}>{FIRM.phone}</a>
          <br />
          邮箱 <a href={`mailto:${FIRM.email}`}>{FIRM.email}</a>
        </p>
        <p className="lead-page__small">
          工作日 9:00–18:00。我们如何使用和保护您的信息，请见<Link to="/privacy">《个人信息保护说明》</Link>。
        </p>
      </section>
    </aside>
  );
}

/** The form with its side column (the survey uses the full width). */
function FormBody({ form, context, children }: { form: RoutedFormDefinition; context?: API.LeadContext; children?: ReactNode }) {
  const wide = form.kind === 'survey';
  return (
    <section className="lead-page__body container" aria-label="填写表单">
      <div className={`split lead-page__layout${wide ? ' lead-page__layout--wide' : ''}`}>
        <div className="panel panel--raised lead-page__form" id="lead-form">
          {children}
          <Suspense
            fallback={
              <div className="lead-page__form-loading">
                <ContentLoading label="正在加载表单…" />
              </div>
            }
          >
            <LeadFormEngine form={form} context={context} />
          </Suspense>
        </div>
        {!wide && <Aside form={form} />}
      </div>
    </section>
  );
}

function RichIntroBlock({ form }: { form: RoutedFormDefinition }) {
  const intro = form.richIntro;
  if (!intro) return null;
  return (
    <section className="lead-page__rich" aria-labelledby="rich-intro-title" data-testid="rich-intro">
      <div className="container">
        <h2 id="rich-intro-title">{intro.title}</h2>
        <p className="lead-page__rich-lead">{intro.lead}</p>
        <div className="grid grid--3 grid--tablet-1 lead-page__rich-grid">
          {intro.groups.map((g) => (
            <section key={g.title} className="panel lead-page__card">
              <h3>{g.title}</h3>
              <ul className="lead-page__ticks">
                {g.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </section>
  );
}

function PlainFormPage({ form }: { form: RoutedFormDefinition }) {
  const facts = form.activity?.source === 'static' ? form.activity.facts : null;
  const Art = ART[form.kind];
  return (
    <div className="lead-page" data-testid="lead-page">
      <PageHero
        eyebrow={EYEBROW[form.kind]}
        title={formHeading(form)}
        lead={form.intro}
        actions={form.richIntro ? <a className="btn btn--primary" href="#lead-form">{form.submitLabel}</a> : undefined}
        art={<Art />}
        aside={facts ? <div className="fact-card"><FactList facts={facts} testId="event-facts" /></div> : undefined}
      />
      <RichIntroBlock form={form} />
      <FormBody form={form} context={facts ? { title: form.topic } : undefined} />
    </div>
  );
}

type QueryBinding = Exclude<ActivityBinding, { source: 'static' }>;

/** Why a visitor cannot submit for this activity, or null when they can. */
function blockedReason(activity: API.Activity, binding: QueryBinding): string | null {
  if (binding.source === 'query' && binding.mode === 'replay') {
    if (activity.status === 'past') return activity.replayAvailable ? null : '本场活动没有回放，暂不能申请观看。';
    return '活动尚未结束，回放将在活动结束后开放申请。';
  }
  if (isRegistrable(activity)) return null;
  if (activity.status === 'upcoming') return '报名尚未开放，敬请期待。开放后可在活动详情页报名。';
  const cta = activityCta(activity);
  if (cta.kind === 'replay') return '活动已结束，不能再报名。您可以申请观看回放。';
  return cta.kind === 'none' ? `${cta.label}，暂不能报名。` : '当前不能报名。';
}

function ActivityFormPage({ form, binding }: { form: RoutedFormDefinition; binding: QueryBinding }) {
  const [searchParams] = useSearchParams();
  const id = binding.source === 'fixed' ? binding.id : searchParams.get('id')?.trim() ?? '';
  const replay = binding.source === 'query' && binding.mode === 'replay';
  const { data, loading, error, refresh } = useRequest(() => getActivity(id), { ready: id !== '', refreshDeps: [id], onError: () => {} });
  const activity = data?.data;

  if (id === '' || (isBizError(error) && error.info.errorCode === 'NOT_FOUND')) {
    return (
      <ContentNotFound
        title="没有找到这场活动"
        text="活动可能已下线，或链接有误，因此无法报名。您可以回到活动中心，看看近期的其他活动。"
        backTo="/activeList"
        backLabel="返回活动中心"
      />
    );
  }
  if (error) {
    return (
      <div className="container page-section">
        <h1 className="page-title">{form.topic}</h1>
        <ContentError text="活动信息暂时无法加载，请稍后重试。" onRetry={refresh} />
      </div>
    );
  }
  if (loading || !activity) {
    return (
      <div className="container page-section">
        <ContentLoading label="正在加载活动信息…" />
      </div>
    );
  }

  const blocked = blockedReason(activity, binding);
  const facts: Fact[] = [
    { label: '时间', value: `${formatActivityTime(activity.startTime, activity.endTime)}（北京时间）` },
    { label: '地点', value: activity.place },
    { label: '形式', value: ACTIVITY_FORMAT_TEXT[activity.format] },
    ...(replay ? [] : [{ label: '名额', value: placesText(activity) }]),
  ];
  const cta = activityCta(activity);

  return (
    <div className="lead-page" data-testid="lead-page" data-activity-id={activity.id}>
      <PageHero
        eyebrow={replay ? '申请观看回放' : EYEBROW.activity}
        title={activity.title}
        lead={blocked ? activity.summary : form.intro}
        aside={
          <div className="fact-card">
            <FactList facts={facts} testId="event-facts" />
            <Link to={`/activeInfo?id=${encodeURIComponent(activity.id)}`}>查看活动详情与议程 →</Link>
          </div>
        }
      />
      {blocked ? (
        <section className="container lead-page__blocked" role="status" data-testid="activity-blocked">
          <p className="lead-page__blocked-text">{blocked}</p>
          <div className="lead-page__blocked-actions">
            {cta.kind === 'replay' && !replay && (
              <Link className="btn btn--primary" to={cta.path}>
                {cta.label}
              </Link>
            )}
            <Link className="btn btn--ghost" to="/activeList">
              查看其他活动
            </Link>
          </div>
        </section>
      ) : (
        <FormBody form={form} context={{ activityId: activity.id, title: activity.title }} />
      )}
    </div>
  );
}

/** Every lead form route: the definition named by the route (formKey) rendered by the one form engine. */
export default function LeadFormPage() {
  const route = useRouteProps() as Partial<RouteEntry>;
  const form = route.formKey ? formByKey(route.formKey) : undefined;
  if (!form) {
    return <ContentNotFound title="没有找到这个表单" text="表单可能已下线。您可以查看我们的服务，或直接联系我们。" backTo="/service" backLabel="查看产品与服务" />;
  }
  if (form.activity && form.activity.source !== 'static') return <ActivityFormPage form={form} binding={form.activity} />;
  return <PlainFormPage form={form} />;
}
