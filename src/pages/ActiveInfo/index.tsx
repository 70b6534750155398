import { Link } from '@umijs/max';

import type * as API from '@/api';
import FactList from '@/components/FactList';
import PageHero from '@/components/PageHero';
import Section from '@/components/Section';
import { industryLandingHref } from '@/config/industries';
import { ANSWER_DAYS, withinDays } from '@/content/answerDays';
import { ACTIVE_INFO_PAGE } from '@/content/pages/activeInfo';
import {
  ACTIVITY_FORMAT_TEXT,
  activityCta,
  activityStatusText,
  activityStatusTone,
  placesFact,
} from '@/features/content/activities/activityView';
import ActivityVisual from '@/features/content/activities/ActivityVisual';
import ItemFromQuery from '@/features/content/ItemFromQuery';
import MiniProgramEntry from '@/features/visitor/wechat/MiniProgramEntry';
import activityKind from '@/kinds/activity';
import { formatTimeRange } from '@/lib/beijingTime';
import { industryName } from '@/lib/industry';

import '@/components/Card/card.css';
import './index.css';

function ActivityAction({ activity }: { activity: API.Activity }) {
  const cta = activityCta(activity);
  if (cta.kind === 'none') {
    return (
      <>
        <p className="act-info__closed" data-testid="activity-cta-status">
          {cta.label}
        </p>
        <Link to="/activeList" className="btn btn--ghost">
          {ACTIVE_INFO_PAGE.others}
        </Link>
      </>
    );
  }
  return (
    <MiniProgramEntry activityId={activity.id} show={cta.kind === 'register'} webPath={cta.path}>
      <Link
        to={cta.path}
        className="btn btn--primary act-info__cta"
        data-testid="activity-cta"
        data-item-key="activity-cta"
        data-item-tag={activity.id}
      >
        {cta.label}
      </Link>
    </MiniProgramEntry>
  );
}

/** /activeInfo?id=: agenda, speakers, time, place, places left, status and the matching call to action. */
export default function ActiveInfoPage() {
  return <ItemFromQuery source={activityKind}>{(activity) => <ActivityDetail activity={activity} />}</ItemFromQuery>;
}

function ActivityDetail({ activity }: { activity: API.Activity }) {
  const facts = [
    { label: ACTIVE_INFO_PAGE.facts.time, value: ACTIVE_INFO_PAGE.facts.timeValue(formatTimeRange(activity.startTime, activity.endTime)) },
    { label: ACTIVE_INFO_PAGE.facts.place, value: activity.place },
    { label: ACTIVE_INFO_PAGE.facts.format, value: ACTIVITY_FORMAT_TEXT[activity.format] },
    ...placesFact(activity),
  ];

  return (
    <article className="act-info" data-testid="activity-detail" data-activity-id={activity.id}>
      <PageHero
        eyebrow={`${ACTIVITY_FORMAT_TEXT[activity.format]} · ${industryName(activity.industry)}`}
        title={activity.title}
        lead={activity.summary}
        media={<ActivityVisual activity={activity} />}
        aside={
          <div className="fact-card act-info__card">
            <p className={`status-pill status-pill--${activityStatusTone(activity)} act-info__status`} data-testid="activity-status">
              {activityStatusText(activity)}
            </p>
            <FactList facts={facts} />
            <div className="act-info__actions">
              <ActivityAction activity={activity} />
            </div>
          </div>
        }
      />

      <Section id="act-agenda" title={ACTIVE_INFO_PAGE.agenda.title}>
        <ol className="act-info__agenda">
          {activity.agenda.map((item) => (
            <li key={`${item.time}-${item.topic}`}>
              <time className="act-info__agenda-time">{item.time}</time>
              <div>
                <p className="act-info__agenda-topic">{item.topic}</p>
                {item.speaker && <p className="act-info__agenda-speaker">{ACTIVE_INFO_PAGE.agenda.speaker(item.speaker)}</p>}
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="act-speakers" title={ACTIVE_INFO_PAGE.speakers.title} tinted>
        <ul className="grid grid--2 grid--phone-1 act-info__speakers">
          {activity.speakers.map((s) => (
            <li key={s.name} className="panel act-info__speaker">
              <span className="num-badge act-info__avatar" aria-hidden="true">
                {s.name.slice(0, 1)}
              </span>
              <div>
                <h3>{s.name}</h3>
                <p className="act-info__speaker-title">{s.title}</p>
                <p>{s.bio}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="act-notes" title={ACTIVE_INFO_PAGE.notes.title}>
        <ul className="text-links act-info__notes">
          <li>
            {activity.status === 'past'
              ? ACTIVE_INFO_PAGE.notes.replay(withinDays(ANSWER_DAYS.registration))
              : ACTIVE_INFO_PAGE.notes.registration(withinDays(ANSWER_DAYS.registration))}
          </li>
          <li>{ACTIVE_INFO_PAGE.notes.places}</li>
          <li>{ACTIVE_INFO_PAGE.notes.speakers}</li>
          <li>
            {ACTIVE_INFO_PAGE.notes.more.before(industryName(activity.industry))}
            <Link to={industryLandingHref(activity.industry)}>{ACTIVE_INFO_PAGE.notes.more.link}</Link>
            {ACTIVE_INFO_PAGE.notes.more.after}
          </li>
        </ul>
        <p className="act-info__back">
          <Link to="/activeList">{ACTIVE_INFO_PAGE.notes.back}</Link>
        </p>
      </Section>
    </article>
  );
}
