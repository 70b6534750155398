import { endpointSettings, PLATFORM_PLACEHOLDER, resolveUrl } from '@/request/endpoint';

/** POST /api/platform/analysis/monitor: error reports, sent as a beacon (it must survive a reload and never show an error). */
export const MONITOR_PATH = '/api/platform/analysis/monitor';

export function reportMonitor(event: API.MonitorEvent): void {
  const settings = endpointSettings();
  const url = `${resolveUrl(`${PLATFORM_PLACEHOLDER}${MONITOR_PATH}`, settings)}?token=${encodeURIComponent(settings.token)}`;
  const body = JSON.stringify(event);
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    /* fall through to fetch */
  }
  fetch(url, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true }).catch(() => {});
}
