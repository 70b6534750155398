/**
 * Analytics kept out of the page's wake-up:
 * - at once, the SDK's stand-in (sdkQueue.ts) keeps the page view and every call;
 * - the SDK's chunk is fetched at once: its code becomes present (off the main thread, mostly), nothing runs;
 * - the SDK runs after the wake-up (src/lib/afterWakeUp.ts). At the visitor's first touch it runs before the click that
 *   follows, so the SDK sees that click itself. When the page is being hidden or left, the kept calls go out with
 *   `navigator.sendBeacon`, which outlives the page.
 * A visitor who acts or leaves before the chunk has arrived (one request after the take-over) is not seen by the SDK,
 * as before this file, when the SDK came later still; the pages they open meanwhile are kept (`keepPageView`).
 */
import type { VisitorSettings } from '@/config/visitor';
import { afterWakeUp } from '@/lib/afterWakeUp';

import { isAnalyticsOff } from './optOut';
import { currentSdk, installSdkQueue, sdkStarted } from './sdkQueue';

type SensorsChunk = typeof import('./sensors');

interface Options {
  settings: VisitorSettings;
  pageProps: () => Record<string, string>;
  /** Loads the SDK's chunk (an `import()` in start.ts, where the chunk is named). */
  load: () => Promise<SensorsChunk>;
  onLoadError: (error: unknown) => void;
}

/** The last page view kept for the SDK (the object in its queue). */
let kept: Record<string, unknown> | null = null;

/**
 * The page as it is now, kept for the SDK while its code has not run: the landing page, and each new address opened
 * before it runs. A replaced address (the sign-in token taken off) is the same page: the kept view takes the new
 * address. Once running, the SDK's own single-page tracking sees navigations.
 */
export function keepPageView(pageProps: () => Record<string, string>, { replace = false } = {}) {
  const sdk = currentSdk();
  const { href: $url, pathname: $url_path } = window.location;
  if (!sdk || sdkStarted() || isAnalyticsOff() || $url === kept?.$url) return;
  if (replace && kept) {
    Object.assign(kept, { $url, $url_path });
    return;
  }
  const $referrer = kept?.$url;
  kept = { ...pageProps(), $url, $url_path, ...($referrer ? { $referrer } : {}), $time: new Date() };
  sdk.quick('autoTrack', kept);
}

export function scheduleAnalytics({ settings, pageProps, load, onLoadError }: Options) {
  const arrivedAt = Math.round(performance.timeOrigin);
  installSdkQueue();
  const sdk = currentSdk();
  if (!sdk) return;
  keepPageView(pageProps);

  let chunk: SensorsChunk | null = null;
  let wanted: { beacon: boolean } | null = null;
  const start = (beacon: boolean) => {
    if (chunk) chunk.startSensors({ settings, pageProps, arrivedAt, beacon });
    else wanted = { beacon };
  };
  afterWakeUp((reason) => start(reason === 'leaving'), { atOnce: true });

  load().then((loaded) => {
    chunk = loaded;
    if (wanted) start(wanted.beacon);
  }, onLoadError);
}
