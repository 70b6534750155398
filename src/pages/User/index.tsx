import { Link, useDispatch, useSelector } from '@umijs/max';
import { type ReactNode, useState } from 'react';

import type { SubmissionRecord } from '@/config/storage';
import { RETENTION } from '@/content/facts';
import { SUBMISSION_FOLLOW_UP } from '@/content/formResults';
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
        initial={(nickname || '访').slice(0, 1)}
        name={signedIn ? nickname || '微信用户' : '您尚未登录'}
        meta={
          signedIn
            ? `已通过微信识别身份（openid 保存在本设备上 ${RETENTION.openidDays} 天）。以下记录保存在本设备上。`
            : '在微信中打开本站即可自动识别身份；未登录时，以下记录仅保存在本设备上。'
        }
      />

      {cleared && (
        <p className="uc-notice" role="status">
          已清除本站保存在本设备上的全部信息。
        </p>
      )}

      <div className="grid grid--2 grid--phone-1 uc-grid">
        <RecordSection
          title="我的咨询"
          count={data.enquiries.length}
          empty={
            <>
              还没有提交过咨询。<Link to="/service">了解我们的服务</Link>
            </>
          }
        >
          <SubmissionItems items={data.enquiries} after={(s) => ` · ${SUBMISSION_FOLLOW_UP[s.kind === 'expert' ? 'expert' : 'client']}`} />
        </RecordSection>

        <RecordSection
          title="活动报名"
          count={data.registrations.length}
          empty={
            <>
              还没有报名活动。<Link to="/activeList">查看活动中心</Link>
            </>
          }
        >
          <SubmissionItems items={data.registrations} after={() => ' 提交'} />
        </RecordSection>

        <RecordSection
          title="我的收藏"
          count={data.saved.length}
          empty={
            <>
              还没有收藏资料。<Link to="/down">去资料中心看看</Link>
            </>
          }
        >
          {data.saved.map((c) => (
            <li key={c.id} className="uc-item">
              <Link className="uc-item__title" to={`/downPdf?id=${encodeURIComponent(c.id)}`}>
                {c.title}
              </Link>
              <span className="uc-item__meta">{formatDateTime(c.savedAt)} 收藏</span>
            </li>
          ))}
        </RecordSection>

        <RecordSection title="下载记录" count={data.downloads.length} empty="还没有下载过资料。">
          {data.downloads.map((d) => (
            <li key={`${d.id}-${d.downloadedAt}`} className="uc-item">
              <Link className="uc-item__title" to={`/downPdf?id=${encodeURIComponent(d.id)}`}>
                {d.title}
              </Link>
              <span className="uc-item__meta">{formatDateTime(d.downloadedAt)} 下载</span>
            </li>
          ))}
        </RecordSection>
      </div>

      <section className="panel uc-privacy" aria-label="本设备上的数据">
        <h2 className="uc-section__title">本设备上的数据</h2>
        <p>
          本站在您的浏览器中保存表单草稿、提交记录、个人信息权利请求的编号、收藏、下载记录、来源渠道信息和微信身份标识，仅用于方便您再次访问；清除时也会退出微信身份识别。详见
          <Link to="/privacy">个人信息保护说明</Link>。
        </p>
        {confirming ? (
          <div className="uc-confirm" role="group" aria-label="确认清除">
            <span>确定清除全部记录？此操作无法撤销。</span>
            <button type="button" className="btn btn--primary" onClick={clearAll}>
              确定清除
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setConfirming(false)}>
              取消
            </button>
          </div>
        ) : (
          <button type="button" className="btn btn--ghost" onClick={() => setConfirming(true)}>
            清除本站保存的信息
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
      <h1 className="uc-title">个人中心</h1>
      <BrowserOnly fallback={<Profile initial="访" name="正在读取…" meta="正在读取本设备上保存的记录。" />}>
        {() => <PersonalCentre />}
      </BrowserOnly>
    </div>
  );
}
