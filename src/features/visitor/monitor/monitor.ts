/**
 * Error monitoring: everything that goes wrong in the visitor's browser reaches POST /api/platform/analysis/monitor
 * without bothering them (uncaught errors, unhandled rejections, chunk failures, request failures without an answer
 * or with 5xx, JS-SDK signature errors, Core Web Vitals). Batched, limited per page view, sent as a beacon when hidden.
 */
import type * as API from '@/api';
import { MONITOR_BATCH_MS, MONITOR_LIMIT_PER_PAGE } from '@/config/visitor';
import { VISITOR_MONITOR } from '@/content/ui/visitor';
import { classifyFailure } from '@/request/failure';
import { sendMonitorBatch } from '@/services/monitor';

import { createMonitorQueue } from './queue';

const MAX_MESSAGE = 500;

const queue = createMonitorQueue({
  send: (events) => sendMonitorBatch({ events }),
  limit: MONITOR_LIMIT_PER_PAGE,
  delayMs: MONITOR_BATCH_MS,
  schedule: (fn, ms) => {
    const id = setTimeout(fn, ms);
    return () => clearTimeout(id);
  },
});

/** The page's path only: query values could hold personal data. */
const currentPage = () => (typeof window === 'undefined' ? '' : window.location.pathname);

export function reportToMonitor(
  type: API.MonitorEventType,
  message: string,
  extra: Pick<API.MonitorEvent, 'name' | 'value' | 'rating'> = {},
) {
  queue.report({
    type,
    message: Array.from(message || type)
      .slice(0, MAX_MESSAGE)
      .join(''),
    page: currentPage(),
    time: Date.now(),
    ...extra,
  });
}

/** Called on every route change: reports so far belong to the page left. */
export const monitorNewPageView = () => queue.newPageView();

const textOf = (reason: unknown): string => {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`;
  if (typeof reason === 'string') return reason;
  try {
    return JSON.stringify(reason) ?? String(reason);
  } catch {
    return String(reason);
  }
};

/** The path of a request URL, without its query (the token and personal data stay out). */
const pathOf = (url: string | undefined) => (url ?? '').split('?')[0];

/**
 * Response-interceptor error branch of the request layer: failures without an answer (network, timeout)
 * or with a 5xx status are reported; the error is passed on unchanged.
 */
/**
 * Whether the visitor is leaving the page (a link to another page, a reload, closing it). WebKit (iPhone's Safari and
 * WeChat) then fails the page's pending requests as network errors, which Chromium drops silently: no fault to report.
 */
let leaving = false;

/** A request that got no answer because the page was being left, which is no failure of the site. */
const leftBehind = (error: unknown) => leaving && classifyFailure(error).kind === 'network';

export function monitorRequestFailure(error: unknown): Promise<never> {
  const failure = classifyFailure(error);
  const url = pathOf((error as { config?: { url?: string } } | null)?.config?.url);
  if (leftBehind(error)) return Promise.reject(error);
  if (failure.kind === 'network' || failure.kind === 'timeout') {
    reportToMonitor('request-error', VISITOR_MONITOR.noAnswer(url, failure.kind), { name: url });
  } else if (failure.kind === 'http' && failure.status >= 500) {
    reportToMonitor('request-error', `${url} HTTP ${failure.status}`, { name: url, value: failure.status });
  }
  return Promise.reject(error);
}

let started = false;

/** A pre-rendered answer could not be brought up to date (the page keeps what it shows). */
export function monitorRevalidationFailure(key: string, error: Error) {
  if (leftBehind(error)) return;
  reportToMonitor('revalidation-error', VISITOR_MONITOR.revalidation(key, error.message), { name: key.split('?')[0] });
}

/** Installs the browser listeners once (client only, from the visitor start-up). */
export function startMonitor() {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('error', (event) => {
    // Resource failures (an image, a script) reach here without an error object; chunk failures are reported by the boundary.
    if (!(event instanceof ErrorEvent)) return;
    reportToMonitor('runtime-error', event.error ? textOf(event.error) : event.message, {
      name: event.filename ? pathOf(event.filename) : undefined,
    });
  });
  window.addEventListener('unhandledrejection', (event) => reportToMonitor('unhandled-rejection', textOf(event.reason)));
  // On window, so it runs after the web-vitals listeners on document have queued their final values.
  window.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush();
  });
  window.addEventListener('beforeunload', () => (leaving = true));
  window.addEventListener('pagehide', () => {
    leaving = true;
    queue.flush();
  });
  // Back from the browser's page cache: the page is shown again, its requests are real again.
  window.addEventListener('pageshow', () => (leaving = false));
}

/** Core Web Vitals of the page (LCP, CLS, INP), loaded after the first paint. */
export async function startWebVitals() {
  const { onCLS, onINP, onLCP } = await import(/* webpackChunkName: "web-vitals" */ 'web-vitals');
  const report = ({ name, value, rating }: { name: string; value: number; rating: string }) =>
    reportToMonitor('web-vital', VISITOR_MONITOR.webVital(name, Math.round(value * 1000) / 1000, rating), { name, value, rating });
  onLCP(report);
  onCLS(report);
  onINP(report);
}
