import { Link } from '@umijs/max';
import { useMemo } from 'react';

import type * as API from '@/api';
import { ItemView } from '@/components/ContentState';
import FactList from '@/components/FactList';
import PageHero from '@/components/PageHero';
import type { ActivityBinding, Fact, RoutedFormDefinition } from '@/config/forms';
import { activityPath } from '@/config/itemPaths';
import { FORM_EYEBROWS, REPLAY_EYEBROW } from '@/content/formCopy';
import { formIntro } from '@/content/formIntros';
import { ACTIVITY_FORMAT_TEXT, activityCta, isRegistrable, placesFact } from '@/features/content/activities/activityView';
import { useItem, useQueryId } from '@/hooks/useItem';
import activityKind from '@/kinds/activity';
import { itemPageCopy } from '@/kinds/pages';
import { formatTimeRange } from '@/lib/beijingTime';

import { FormBody } from './FormBody';

const ACTIVITY_FORM_NOT_FOUND = {
  title: '没有找到这场活动',
  text: '活动可能已下线，或链接有误，因此无法报名。您可以回到活动中心，看看近期的其他活动。',
  backTo: '/activeList',
  backLabel: '返回活动中心',
};

export type QueryBinding = Exclude<ActivityBinding, { source: 'static' }>;

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

/** A form bound to an activity (fixed or from ?id=): the activity's facts, then the form while registration is open. */
export function ActivityFormPage({ form, binding }: { form: RoutedFormDefinition; binding: QueryBinding }) {
  const queryId = useQueryId();
  const state = useItem(binding.source === 'fixed' ? binding.id : queryId, activityKind, { nameTab: false });
  return (
    <ItemView
      state={state}
      copy={{
        ...itemPageCopy(activityKind),
        heading: form.topic,
        errorText: '活动信息暂时无法加载，请稍后重试。',
        loadingLabel: '正在加载活动信息…',
        notFound: ACTIVITY_FORM_NOT_FOUND,
      }}
    >
      {(activity) => <ActivityForm form={form} binding={binding} activity={activity} />}
    </ItemView>
  );
}

function ActivityForm({ form, binding, activity }: { form: RoutedFormDefinition; binding: QueryBinding; activity: API.Activity }) {
  const context = useMemo(() => ({ activityId: activity.id, title: activity.title }), [activity.id, activity.title]);
  const replay = binding.source === 'query' && binding.mode === 'replay';
  const blocked = blockedReason(activity, binding);
  const facts: Fact[] = [
    { label: '时间', value: `${formatTimeRange(activity.startTime, activity.endTime)}（北京时间）` },
    { label: '地点', value: activity.place },
    { label: '形式', value: ACTIVITY_FORMAT_TEXT[activity.format] },
    ...(replay ? [] : placesFact(activity)),
  ];
  const cta = activityCta(activity);

  return (
    <div className="lead-page" data-testid="lead-page" data-activity-id={activity.id}>
      <PageHero
        eyebrow={replay ? REPLAY_EYEBROW : FORM_EYEBROWS.activity}
        title={activity.title}
        lead={blocked ? activity.summary : formIntro(form.key).intro}
        aside={
          <div className="fact-card">
            <FactList facts={facts} testId="event-facts" />
            <Link to={activityPath(activity.id)} className="fact-card__link">
              查看活动详情与议程 →
            </Link>
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
        <FormBody form={form} context={context} highlights={formIntro(form.key).highlights} />
      )}
    </div>
  );
}
