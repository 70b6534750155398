import { useInterval } from 'ahooks';

import type * as API from '@/api';
import { isMockBuild, visitorSettings } from '@/config/visitor';
import { VISITOR_QA_PANEL } from '@/content/ui/qaPanel';
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
    p.event_duration !== undefined && VISITOR_QA_PANEL.duration(String(p.event_duration)),
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
        <h2 id="qa-monitor">{VISITOR_QA_PANEL.monitorTitle}</h2>
        <div className="qa__buttons">
          <button
            type="button"
            className="btn btn--ghost"
            data-qa="uncaught-error"
            onClick={() =>
              setTimeout(() => {
                throw new Error(VISITOR_QA_PANEL.uncaughtError);
              })
            }
          >
            {VISITOR_QA_PANEL.uncaughtButton}
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            data-qa="unhandled-rejection"
            onClick={() => void Promise.reject(new Error(VISITOR_QA_PANEL.rejectionError))}
          >
            {VISITOR_QA_PANEL.rejectionButton}
          </button>
        </div>
        <p>{VISITOR_QA_PANEL.monitorNote}</p>
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
          <h2 id="qa-beacons">{VISITOR_QA_PANEL.beaconsTitle}</h2>
          <p>
            {VISITOR_QA_PANEL.beaconsBefore}
            <a href="/api/mock/sa" target="_blank" rel="noreferrer">
              GET /api/mock/sa
            </a>
            {VISITOR_QA_PANEL.beaconsAfter}
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
