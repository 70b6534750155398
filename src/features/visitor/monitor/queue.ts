import type * as API from '@/api';

/**
 * The monitor's queue: reports wait a moment to be sent together, and a page view sends at most `limit`,
 * so a broken page cannot flood the server. Pure (timers injected), for tests.
 */
export interface MonitorQueueOptions {
  send: (events: API.MonitorEvent[]) => void;
  limit: number;
  delayMs: number;
  /** Runs `fn` after `ms`; returns a cancel function. */
  schedule: (fn: () => void, ms: number) => () => void;
}

export interface MonitorQueue {
  /** Queues a report; false when this page view has used its allowance. */
  report: (event: API.MonitorEvent) => boolean;
  /** Sends what is waiting now (the page is being hidden or left). */
  flush: () => void;
  /** A new page view: what is waiting is sent, and the allowance starts again. */
  newPageView: () => void;
}

export function createMonitorQueue({ send, limit, delayMs, schedule }: MonitorQueueOptions): MonitorQueue {
  let pending: API.MonitorEvent[] = [];
  let taken = 0;
  let cancel: (() => void) | null = null;

  const flush = () => {
    cancel?.();
    cancel = null;
    if (!pending.length) return;
    const events = pending;
    pending = [];
    send(events);
  };

  return {
    report(event) {
      if (taken >= limit) return false;
      taken += 1;
      pending.push(event);
      if (!cancel) cancel = schedule(flush, delayMs);
      return true;
    },
    flush,
    newPageView() {
      flush();
      taken = 0;
    },
  };
}
