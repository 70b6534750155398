import { Link, useDispatch, useSelector } from '@umijs/max';
import { type ReactNode, useState } from 'react';

import type { SubmissionRecord } from '@/config/storage';
import { RETENTION } from '@/content/facts';
import { SUBMISSION_FOLLOW_UP } from '@/content/formResults';
import { USER_PAGE } from '@/content/pages/user';
import AnalyticsChoice from '@/features/visitor/analytics/AnalyticsChoice';
import { forgetVisitor } from '@/features/visitor/analytics/client';
import { forgetAnalyticsAnswer } from '@/features/visitor/analytics/consent';
import * as visitor from '@/features/visitor/owner';
import RightsRequests from '@/features/visitor/rights/RightsRequests';
import { clearVisitorData, readVisitorData, type VisitorData } from '@/features/visitor/visitorData';
import { formatDateTime } from '@/lib/beijingTime';
import type { GlobalState, UserInfo } from '@/models/global';
import { BrowserOnly } from '@/prerender';

import '@/components/Card/card.css';
import './index.css';

interface SectionProps {
  title: string;
  count: number;
  empty: ReactNode;
  children: ReactNode;
}

function RecordSection({ title, count, empty, children }: SectionProps) {
  return (
    <section className="panel uc-section" aria-label={title}>
      <h2 className="uc-section__title">
        {title}
        <span className="uc-section__count">{count}</span>
      </h2>
      {count ? <ul className="uc-list">{children}</ul> : <p className="uc-empty">{empty}</p>}
    </section>
  );
}

/** Enquiries or registrations sent from this device: what was asked for, and when. */
function SubmissionItems({ items, after }: { items: VisitorData['enquiries']; after: (item: SubmissionRecord) => string }) {
  return items.map((s) => (
    <li key={`${s.formKey}-${s.submittedAt}`} className="uc-item">
      <span className="uc-item__title">{s.title || s.topic}</span>
      <span className="uc-item__meta">
        {formatDateTime(s.submittedAt)}
        {after(s)}
      </span>
    </li>
  ));
}

// The profile came from the platform's answer: only a string is a name.
const nicknameOf = (userInfo: UserInfo) => (typeof userInfo.nickname === 'string' ? userInfo.nickname : '');

function Profile({ initial, name, meta }: { initial: string; name: string; meta: string }) {
  return (
    <header className="uc-profile">
      <div className="uc-profile__avatar" aria-hidden="true">
        {initial}
      </div>
      <div data-testid="uc-identity">
        <p className="uc-profile__name">{name}</p>
        <p className="uc-profile__meta">{meta}</p>
      </div>
    </header>
  );
}

/** Who the visitor is and what this device keeps about them: only this browser knows. */
function PersonalCentre() {
  const dispatch = useDispatch();
  const userInfo = useSelector((state: { global: GlobalState }) => state.global.userInfo);
  const [data, setData] = useState<VisitorData>(readVisitorData);
  const [confirming, setConfirming] = useState(false);
  const [cleared, setCleared] = useState(false);
  const nickname = nicknameOf(userInfo);
  const signedIn = Boolean(data.openid);

  const clearAll = () => {
    visitor.forget(dispatch); // signs out: the openid, its cookie and the WeChat profile
    clearVisitorData();
    forgetVisitor();
    forgetAnalyticsAnswer();
    setData(readVisitorData());
    setConfirming(false);
    setCleared(true);
  };

  return (
    <>
      <Profile
        initial={(nickname || USER_PAGE.profile.initial).slice(0, 1)}
        name={signedIn ? nickname || USER_PAGE.profile.nicknameFallback : USER_PAGE.profile.signedOut}
        meta={signedIn ? USER_PAGE.profile.signedInMeta(RETENTION.openidDays) : USER_PAGE.profile.signedOutMeta}
      />

      {cleared && (
        <p className="uc-notice" role="status">
          {USER_PAGE.cleared}
        </p>
      )}

      <div className="grid grid--2 grid--phone-1 uc-grid">
        <RecordSection
          title={USER_PAGE.enquiries.title}
          count={data.enquiries.length}
          empty={
            <>
              {USER_PAGE.enquiries.empty.text}
              <Link to="/service">{USER_PAGE.enquiries.empty.link}</Link>
            </>
          }
        >
          <SubmissionItems items={data.enquiries} after={(s) => ` · ${SUBMISSION_FOLLOW_UP[s.kind === 'expert' ? 'expert' : 'client']}`} />
        </RecordSection>

        <RecordSection
          title={USER_PAGE.registrations.title}
          count={data.registrations.length}
          empty={
            <>
              {USER_PAGE.registrations.empty.text}
              <Link to="/activeList">{USER_PAGE.registrations.empty.link}</Link>
            </>
          }
        >
          <SubmissionItems items={data.registrations} after={() => USER_PAGE.registrations.submitted} />
        </RecordSection>

        <RecordSection
          title={USER_PAGE.saved.title}
          count={data.saved.length}
          empty={
            <>
              {USER_PAGE.saved.empty.text}
              <Link to="/down">{USER_PAGE.saved.empty.link}</Link>
            </>
          }
        >
          {data.saved.map((c) => (
            <li key={c.id} className="uc-item">
              <Link className="uc-item__title" to={`/downPdf?id=${encodeURIComponent(c.id)}`}>
                {c.title}
              </Link>
              <span className="uc-item__meta">{USER_PAGE.saved.savedAt(formatDateTime(c.savedAt))}</span>
            </li>
          ))}
        </RecordSection>

        <RecordSection title={USER_PAGE.downloads.title} count={data.downloads.length} empty={USER_PAGE.downloads.empty}>
          {data.downloads.map((d) => (
            <li key={`${d.id}-${d.downloadedAt}`} className="uc-item">
              <Link className="uc-item__title" to={`/downPdf?id=${encodeURIComponent(d.id)}`}>
                {d.title}
              </Link>
              <span className="uc-item__meta">{USER_PAGE.downloads.downloadedAt(formatDateTime(d.downloadedAt))}</span>
            </li>
          ))}
        </RecordSection>
      </div>

      <section className="panel uc-privacy" aria-label={USER_PAGE.device.title}>
        <h2 className="uc-section__title">{USER_PAGE.device.title}</h2>
        <p>
          {USER_PAGE.device.text.before}
          <Link to="/privacy">{USER_PAGE.device.text.link}</Link>
          {USER_PAGE.device.text.after}
        </p>
        {confirming ? (
          <div className="uc-confirm" role="group" aria-label={USER_PAGE.device.confirm.label}>
            <span>{USER_PAGE.device.confirm.text}</span>
            <button type="button" className="btn btn--primary" onClick={clearAll}>
              {USER_PAGE.device.confirm.yes}
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
              {USER_PAGE.device.confirm.no}
            </button>
          </div>
        ) : (
          <button type="button" className="btn btn--ghost" onClick={() => setConfirming(true)}>
            {USER_PAGE.device.clear}
          </button>
        )}
        <AnalyticsChoice />
      </section>

      <RightsRequests key={cleared ? 'cleared' : 'kept'} signedIn={signedIn} />
    </>
  );
}

/** Personal centre. Its HTML is the same for everyone (the heading and a reading notice); the browser fills it in. */
export default function UserPage() {
  return (
    <div className="uc container">
      <h1 className="uc-title">{USER_PAGE.title}</h1>
      <BrowserOnly fallback={<Profile initial={USER_PAGE.profile.initial} {...USER_PAGE.profile.reading} />}>
        {() => <PersonalCentre />}
      </BrowserOnly>
    </div>
  );
}
