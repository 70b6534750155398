/**
 * Analytics kept out of the page's wake-up:
 * - at once, the SDK's stand-in (sdkQueue.ts) keeps the page view and every call;
 * - the SDK's chunk is fetched at once: its code becomes present (off the main thread, mostly), nothing runs;
 * - the SDK runs after the wake-up (src/lib/afterWakeUp.ts): after the visitor's first act and its paint, never inside
 *   it. The clicks made before it runs are kept for it (`keepClicks`), each with the page it was made on, so it records
 *   the first tap as its own click map would have. When the page is being hidden or left, the kept calls go out with
 *   `navigator.sendBeacon`, which outlives the page.
 * A visitor who acts or leaves before the chunk has arrived (one request after the take-over) is not seen by the SDK,
 * as before this file, when the SDK came later still; the pages they open meanwhile are kept (`keepPageView`).
 * All of it only once the visitor said yes (consent.ts; start.ts calls `scheduleAnalytics` then): the SDK runs, keeps
 * and sends only while the answer is yes. A no stops it (`stopAnalytics`), a yes again in the same visit resumes it.
 */
import { TRACK_ATTR, type VisitorSettings } from '@/config/visitor';
import { afterWakeUp } from '@/lib/afterWakeUp';

import { analyticsAllowed } from './consent';
import { currentSdk, dropQueuedCalls, installSdkQueue, sdkStarted } from './sdkQueue';

type SensorsChunk = typeof import('./sensors');

interface Options {
  settings: VisitorSettings;
  pageProps: () => Record<string, string>;
  /** Loads the SDK's chunk (an `import()` in start.ts, where the chunk is named). */
  load: () => Promise<SensorsChunk>;
  onLoadError: (error: unknown) => void;
  /**
   * When the page's stay begins (ms since the epoch): the visitor's arrival (the default), or the moment they said
   * yes, since nothing is recorded from before it.
   */
  since?: number;
}

/** The last page view kept for the SDK (the object in its queue). */
let kept: Record<string, unknown> | null = null;
/** This page was left for the WeChat sign-in (`abandonAnalytics`). */
let abandoned = false;

/** Analytics scheduled on this page: its page properties, its chunk once here, and a start to try again. */
let scheduled: { pageProps: () => Record<string, string>; chunk: () => SensorsChunk | null; start: () => void } | null = null;

/**
 * The page as it is now, kept for the SDK while its code has not run: the landing page, and each new address opened
 * before it runs. A replaced address (the sign-in token taken off) is the same page: the kept view takes the new
 * address. Once running, the SDK's own single-page tracking sees navigations.
 */
export function keepPageView(pageProps: () => Record<string, string>, { replace = false } = {}) {
  const sdk = currentSdk();
  const { href: $url, pathname: $url_path } = window.location;
  if (!sdk || sdkStarted() || !analyticsAllowed() || $url === kept?.$url) return;
  if (replace && kept) {
    Object.assign(kept, { $url, $url_path });
    return;
  }
  const $referrer = kept?.$url;
  kept = { ...pageProps(), $url, $url_path, ...($referrer ? { $referrer } : {}), $time: new Date() };
  sdk.quick('autoTrack', kept);
}

/** What a click counts for in the SDK's click map: a link, a button, a field, an element marked with its item key. */
const CLICKABLE = `a, button, input, textarea, [${TRACK_ATTR.itemKey}]`;

/**
 * Clicks made before the SDK runs are kept for it, on the page they were made on (the click's own handler may open the
 * next one): its click map records them when it runs, with its own rules (what it collects, each element's
 * properties). From its first run on, it sees clicks itself.
 */
function keepClicks() {
  const onClick = (event: MouseEvent) => {
    const sdk = currentSdk();
    if (!sdk || sdkStarted()) return document.removeEventListener('click', onClick, true);
    const target = event.target instanceof Element ? event.target.closest(CLICKABLE) : null;
    if (!target || abandoned || !analyticsAllowed()) return;
    const { href: $url, pathname: $url_path } = window.location;
    sdk.quick('trackAllHeatMap', target, { $url, $url_path, $title: document.title });
  };
  document.addEventListener('click', onClick, { capture: true, passive: true });
}

/** Whether analytics was scheduled on this page (the visitor said yes, now or on an earlier visit). */
export const analyticsScheduled = () => scheduled !== null;

/** Once per page, after a yes: the stand-in and the page view at once, the chunk fetched, the SDK run after the wake-up. */
export function scheduleAnalytics({ settings, pageProps, load, onLoadError, since }: Options) {
  if (scheduled) return;
  const arrivedAt = Math.round(since ?? performance.timeOrigin);
  installSdkQueue();
  const sdk = currentSdk();
  if (!sdk) return;
  keepPageView(pageProps);
  keepClicks();

  let chunk: SensorsChunk | null = null;
  let wanted: { beacon: boolean } | null = null;
  // Runs the SDK once it is both wanted (the wake-up came) and here, and only while the answer is yes.
  const start = () => {
    if (!chunk || !wanted || sdkStarted() || !analyticsAllowed() || abandoned) return;
    chunk.startSensors({ settings, pageProps, arrivedAt, beacon: wanted.beacon, allowed: analyticsAllowed });
  };
  scheduled = { pageProps, chunk: () => chunk, start };
  // In the moment's own task: as the page is left, the kept calls must go while it can still send.
  afterWakeUp(
    (reason) => {
      wanted = { beacon: reason === 'leaving' };
      start();
    },
    { atOnce: true },
  );

  load().then((loaded) => {
    chunk = loaded;
    start();
  }, onLoadError);
}

/**
 * This page is left before anyone saw it (the WeChat sign-in sends the visitor to its gateway, and the page comes
 * back with the sign-in): its page view and kept calls are dropped, and the SDK never runs on it, even as it goes.
 */
export function abandonAnalytics() {
  abandoned = true;
  dropQueuedCalls();
  kept = null;
}

/** The visitor said no: the SDK stops at once (nothing more is sent) and the calls kept for it are forgotten. */
export function stopAnalytics() {
  dropQueuedCalls();
  kept = null;
  if (sdkStarted()) scheduled?.chunk()?.pauseSensors();
}

/** Yes again, in the same visit: the SDK sends again; if it had not run yet, the page is kept anew and it runs as planned. */
export function resumeAnalytics() {
  if (!scheduled) return;
  if (sdkStarted()) {
    scheduled.chunk()?.resumeSensors();
    return;
  }
  keepPageView(scheduled.pageProps);
  scheduled.start();
}
