import type * as API from '@/api';
import { endpointSettings, PLATFORM_PLACEHOLDER, resolveUrl } from '@/request/endpoint';
import { request } from '@/request/send';

/** POST /api/platform/analysis/monitor: error reports, sent together as a beacon (it must survive leaving the page and never show an error). */
export const MONITOR_PATH = '/api/platform/analysis/monitor';

const monitorUrl = () => {
  const settings = endpointSettings();
  return `${resolveUrl(`${PLATFORM_PLACEHOLDER}${MONITOR_PATH}`, settings)}?token=${encodeURIComponent(settings.token)}`;
};

export function sendMonitorBatch(batch: API.MonitorBatch): void {
  const url = monitorUrl();
  const body = JSON.stringify(batch);
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    /* fall through to fetch */
  }
  fetch(url, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true }).catch(() => {});
}

/** GET /api/platform/analysis/monitor (mock builds): the reports received, newest last. */
export async function listMonitorReports() {
  return request<API.ResponseStructure<API.MonitorEvent[]>>(`${PLATFORM_PLACEHOLDER}${MONITOR_PATH}`, {
    method: 'GET',
    skipErrorHandler: true,
  });
}
