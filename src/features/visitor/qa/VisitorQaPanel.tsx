import { useInterval } from 'ahooks';

import type * as API from '@/api';
import { isMockBuild, visitorSettings } from '@/config/visitor';
import { formatDateTime } from '@/lib/beijingTime';
import { useData } from '@/prerender';
import { useAfterTakeOver } from '@/prerender';
import { listMockBeacons } from '@/services/beacons';
import { listMonitorReports } from '@/services/monitor';

const POLL_MS = 2000;

const beaconDetail = (b: API.MockBeacon) => {
  const p = b.properties;
  const parts = [
    p.$url_path ?? p.$url,
    p.element_item_key && `item_key=${String(p.element_item_key)}`,
    p.event_duration !== undefined && `时长 ${String(p.event_duration)} s`,
  ];
  return parts.filter(Boolean).map(String).join(' · ');
};

/** QA: the latest analytics events (mock receiver) and monitor reports, live; buttons that break the page on purpose. */
export default function VisitorQaPanel() {
  const mock = isMockBuild(visitorSettings());
  // Live data of this browser's visit: asked for once the page runs, never while it is pre-rendered.
  const live = useAfterTakeOver();
  const beacons = useData(live && mock && { key: 'qa:beacons', load: () => listMockBeacons(12) });
  const reports = useData(live && { key: 'qa:monitor', load: listMonitorReports });
  useInterval(
    () => {
      if (mock) beacons.refresh();
      reports.refresh();
    },
    live ? POLL_MS : undefined,
  );

  return (
    <>
      <section className="qa__group" aria-labelledby="qa-monitor">
        <h2 id="qa-monitor">错误监测</h2>
        <div className="qa__buttons">
          <button
            type="button"
            className="btn btn--ghost"
            data-qa="uncaught-error"
            onClick={() =>
              setTimeout(() => {
                throw new Error('QA 模拟的未捕获错误');
              })
            }
          >
            触发未捕获错误
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            data-qa="unhandled-rejection"
            onClick={() => void Promise.reject(new Error('QA 模拟的未处理 Promise 拒绝'))}
          >
            触发未处理的 Promise 拒绝
          </button>
        </div>
        <p>上报约 2 秒后批量发送（页面隐藏时立即发送），每次页面浏览最多 20 条。</p>
        <ol className="qa__feed" data-testid="qa-monitor-feed">
          {(reports.data?.data ?? []).slice(-8).map((r) => (
            <li key={`${r.time}-${r.type}-${r.message}`}>
              <code>{r.type}</code> {r.message} <small>{r.page}</small>
            </li>
          ))}
        </ol>
      </section>

      {mock && (
        <section className="qa__group" aria-labelledby="qa-beacons">
          <h2 id="qa-beacons">访问统计（模拟接收端，实时）</h2>
          <p>
            最近收到的统计事件，最新的在最后；完整列表：
            <a href="/api/mock/sa" target="_blank" rel="noreferrer">
              GET /api/mock/sa
            </a>
            。本面板不采集点击。
          </p>
          <ol className="qa__feed" data-testid="qa-beacon-feed">
            {(beacons.data?.data ?? []).map((b) => (
              <li key={`${b.receivedAt}-${b.event}-${String(b.properties.$url ?? '')}-${b.time ?? 0}`}>
                <code>{b.event}</code> {beaconDetail(b)} <small>{formatDateTime(new Date(b.receivedAt).toISOString())}</small>
              </li>
            ))}
          </ol>
        </section>
      )}
    </>
  );
}
