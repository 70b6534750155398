import { Link } from '@umijs/max';
import { ACTIVITY_FORMAT_TEXT } from '@/services/activities';
import { activityStatusText, activityStatusTone, beijingParts, formatActivityClock, industryName } from './activityView';
import '@/components/Card/card.css';
import './ActivityCard.css';

interface Props {
  activity: API.Activity;
  headingLevel?: 'h2' | 'h3';
}

export const activityPath = (id: string) => `/activeInfo?id=${encodeURIComponent(id)}`;

/** One activity in a list: date, format, industry, title (the whole card is the link), time, place and status. */
export default function ActivityCard({ activity, headingLevel: Heading = 'h3' }: Props) {
  const start = beijingParts(activity.startTime);
  return (
    <article className="card activity-card" data-testid="activity-card" data-activity-id={activity.id}>
      <div className={`activity-card__date activity-card__date--${activity.format}`} aria-hidden="true">
        <span className="activity-card__month">{start.month}月</span>
        <span className="activity-card__day">{start.day}</span>
        <span className="activity-card__weekday">周{start.weekday}</span>
      </div>
      <div className="activity-card__body">
        <p className="card__meta">
          <span className={`card__badge activity-card__format--${activity.format}`}>{ACTIVITY_FORMAT_TEXT[activity.format]}</span>
          <span>{industryName(activity.industry)}</span>
        </p>
        <Heading className="card__title activity-card__title">
          <Link to={activityPath(activity.id)} className="card__link activity-card__link">
            {activity.title}
          </Link>
        </Heading>
        <p className="card__summary card__summary--clamp card__summary--short">{activity.summary}</p>
        <ul className="activity-card__facts">
          <li>
            <span className="activity-card__label">时间</span>
            <time dateTime={activity.startTime}>
              {start.year}年{start.month}月{start.day}日 {formatActivityClock(activity.startTime, activity.endTime)}
            </time>
          </li>
          <li>
            <span className="activity-card__label">地点</span>
            {activity.place}
          </li>
        </ul>
        <span className={`status-pill status-pill--${activityStatusTone(activity)} activity-card__status`}>{activityStatusText(activity)}</span>
      </div>
    </article>
  );
}
