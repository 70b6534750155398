import { Link } from '@umijs/max';

import type * as API from '@/api';
import FactList from '@/components/FactList';
import PageHero from '@/components/PageHero';
import Section from '@/components/Section';
import { industryLandingHref } from '@/config/industries';
import { ANSWER_DAYS, withinDays } from '@/content/answerDays';
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
          查看其他活动
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
    { label: '时间', value: `${formatTimeRange(activity.startTime, activity.endTime)}（北京时间）` },
    { label: '地点', value: activity.place },
    { label: '形式', value: ACTIVITY_FORMAT_TEXT[activity.format] },
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

      <Section id="act-agenda" title="活动议程">
        <ol className="act-info__agenda">
          {activity.agenda.map((item) => (
            <li key={`${item.time}-${item.topic}`}>
              <time className="act-info__agenda-time">{item.time}</time>
              <div>
                <p className="act-info__agenda-topic">{item.topic}</p>
                {item.speaker && <p className="act-info__agenda-speaker">分享嘉宾：{item.speaker}</p>}
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="act-speakers" title="分享嘉宾" tinted>
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

      <Section id="act-notes" title="参会须知">
        <ul className="text-links act-info__notes">
          <li>
            {activity.status === 'past'
              ? `回放申请提交后，我们会在 ${withinDays(ANSWER_DAYS.registration)}审核，并通过短信与邮件发送观看链接。`
              : `报名提交后，我们会在 ${withinDays(ANSWER_DAYS.registration)}审核，并通过短信与邮件发送参会信息。`}
          </li>
          <li>活动名额有限，同一机构报名人数较多时，我们可能与您沟通调整。</li>
          <li>嘉宾仅分享基于个人经验与公开信息的观点，不涉及任何重大非公开信息或保密信息。</li>
          <li>
            更多{industryName(activity.industry)}领域的研究与服务，请查看
            <Link to={industryLandingHref(activity.industry)}>行业解决方案</Link>。
          </li>
        </ul>
        <p className="act-info__back">
          <Link to="/activeList">← 返回活动中心</Link>
        </p>
      </Section>
    </article>
  );
}
