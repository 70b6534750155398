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
import { ACTIVITY_FORM_PAGE } from '@/content/ui/leadPages';
import { ACTIVITY_FORMAT_TEXT, activityCta, isRegistrable, placesFact } from '@/features/content/activities/activityView';
import { useItem, useQueryId } from '@/hooks/useItem';
import activityKind from '@/kinds/activity';
import { itemPageCopy } from '@/kinds/pages';
import { formatTimeRange } from '@/lib/beijingTime';

import { FormBody } from './FormBody';

export type QueryBinding = Exclude<ActivityBinding, { source: 'static' }>;

/** Why a visitor cannot submit for this activity, or null when they can. */
function blockedReason(activity: API.Activity, binding: QueryBinding): string | null {
  if (binding.source === 'query' && binding.mode === 'replay') {
    if (activity.status === 'past') return activity.replayAvailable ? null : ACTIVITY_FORM_PAGE.blocked.noReplay;
    return ACTIVITY_FORM_PAGE.blocked.replayLater;
  }
  if (isRegistrable(activity)) return null;
  if (activity.status === 'upcoming') return ACTIVITY_FORM_PAGE.blocked.notOpen;
  const cta = activityCta(activity);
  if (cta.kind === 'replay') return ACTIVITY_FORM_PAGE.blocked.ended;
  return cta.kind === 'none' ? ACTIVITY_FORM_PAGE.blocked.closed(cta.label) : ACTIVITY_FORM_PAGE.blocked.other;
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
        errorText: ACTIVITY_FORM_PAGE.errorText,
        loadingLabel: ACTIVITY_FORM_PAGE.loadingLabel,
        notFound: { ...ACTIVITY_FORM_PAGE.notFound, backTo: '/activeList' },
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
    {
      label: ACTIVITY_FORM_PAGE.facts.time,
      value: ACTIVITY_FORM_PAGE.facts.timeValue(formatTimeRange(activity.startTime, activity.endTime)),
    },
    { label: ACTIVITY_FORM_PAGE.facts.place, value: activity.place },
    { label: ACTIVITY_FORM_PAGE.facts.format, value: ACTIVITY_FORMAT_TEXT[activity.format] },
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
              {ACTIVITY_FORM_PAGE.details}
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
              {ACTIVITY_FORM_PAGE.others}
            </Link>
          </div>
        </section>
      ) : (
        <FormBody form={form} context={context} highlights={formIntro(form.key).highlights} />
      )}
    </div>
  );
}
