import type * as API from '@/api';
import CardTitle from '@/components/Card/CardTitle';
import { activityPath } from '@/config/itemPaths';
import { ACTIVITY_CARD } from '@/content/ui/contentCards';
import { beijingParts, DATE_FALLBACK, formatClockRange, formatDate } from '@/lib/beijingTime';
import { industryName } from '@/lib/industry';

import { ACTIVITY_FORMAT_TEXT, activityStatusText, activityStatusTone } from './activityView';
import ActivityVisual from './ActivityVisual';

import './ActivityCard.css';

interface Props {
  activity: API.Activity;
  headingLevel?: 'h2' | 'h3';
}

/** One activity in a list: its key visual (date in the industry's colour), format, industry, title (the whole card is the link), time, place and status. */
export default function ActivityCard({ activity, headingLevel: Heading = 'h3' }: Props) {
  const start = beijingParts(activity.startTime);
  return (
    <article className="card activity-card" data-testid="activity-card" data-activity-id={activity.id}>
      <ActivityVisual activity={activity} size="card" />
      <div className="activity-card__body">
        <p className="card__meta">
          <span className={`card__badge activity-card__format--${activity.format}`}>{ACTIVITY_FORMAT_TEXT[activity.format]}</span>
          <span>{industryName(activity.industry)}</span>
        </p>
        <CardTitle as={Heading} name="activity-card" to={activityPath(activity.id)}>
          {activity.title}
        </CardTitle>
        <p className="card__summary card__summary--clamp card__summary--short">{activity.summary}</p>
        <ul className="activity-card__facts">
          <li>
            <span className="activity-card__label">{ACTIVITY_CARD.time}</span>
            <time className="activity-card__fact" dateTime={activity.startTime}>
              {start ? `${formatDate(activity.startTime)} ${formatClockRange(activity.startTime, activity.endTime)}` : DATE_FALLBACK}
            </time>
          </li>
          <li>
            <span className="activity-card__label">{ACTIVITY_CARD.place}</span>
            <span className="activity-card__fact">{activity.place}</span>
          </li>
        </ul>
        <span className={`status-pill status-pill--${activityStatusTone(activity)} activity-card__status`}>
          {activityStatusText(activity)}
        </span>
      </div>
    </article>
  );
}
