/**
 * The moment the page's extras (analytics, Core Web Vitals, bringing content up to date) may run without slowing its
 * own wake-up: the first of the visitor's first touch, press or key, the page quiet for `QUIET_MS` after it loaded (at
 * most `AT_MOST_MS`), or the page being hidden or left.
 */

/**
 * How long the page must have had no long task, after it loaded, before the extras run unasked: the quiet that makes a
 * page "interactive" (Lighthouse's Time to Interactive), so that the analytics SDK's own long task comes after it.
 */
export const QUIET_MS = 5000;
/** The latest they run after the page loaded, quiet or not (a page that keeps busy still sends its analytics). */
const AT_MOST_MS = 10_000;

const FIRST_ACTS = ['pointerdown', 'touchstart', 'keydown'] as const;
const LEAVING = ['pagehide', 'visibilitychange'] as const;

/** Why the moment came: the visitor acted, the page went quiet, or the page is being hidden or left. */
export type WakeReason = 'acted' | 'quiet' | 'leaving';

/**
 * Calls `fn` once the page has loaded and then had no long task for `QUIET_MS` (no long-task timing: `QUIET_MS`), or
 * `AT_MOST_MS` after it loaded; maybe twice, the caller keeps the first.
 */
function whenQuiet(fn: () => void): () => void {
  let timer = 0;
  let observer: PerformanceObserver | null = null;
  const arm = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(fn, QUIET_MS);
  };
  let latest = 0;
  const begin = () => {
    latest = window.setTimeout(fn, AT_MOST_MS);
    arm();
    try {
      observer = new PerformanceObserver(arm);
      observer.observe({ type: 'longtask' });
    } catch {
      observer = null; // WebKit has no long-task timing: the page's load and the pause are the measure
    }
  };
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
  return () => {
    window.clearTimeout(timer);
    window.clearTimeout(latest);
    observer?.disconnect();
    window.removeEventListener('load', begin);
  };
}

interface Waiting {
  fn: (reason: WakeReason) => void;
  atOnce: boolean;
}

let waiting: Waiting[] | null = null;
let came: WakeReason | null = null;

function listen() {
  waiting = [];
  const once = (reason: WakeReason) => {
    if (came) return;
    came = reason;
    stopQuiet();
    for (const type of FIRST_ACTS) document.removeEventListener(type, onAct, true);
    for (const type of LEAVING) window.removeEventListener(type, onLeaving, true);
    const calls = waiting ?? [];
    waiting = [];
    // Each in a task of its own, so that together they never make one long task; those that must run at once first.
    for (const call of calls) if (call.atOnce) call.fn(reason);
    for (const call of calls) if (!call.atOnce) setTimeout(() => call.fn(reason), 0);
  };
  const onAct = () => once('acted');
  const onLeaving = (event: Event) => {
    if (event.type === 'pagehide' || document.visibilityState === 'hidden') once('leaving');
  };
  const stopQuiet = whenQuiet(() => once('quiet'));
  for (const type of FIRST_ACTS) document.addEventListener(type, onAct, { capture: true, passive: true });
  for (const type of LEAVING) window.addEventListener(type, onLeaving, true);
}

/**
 * Calls `fn` once, at that moment, in a task of its own (at once when it has come). `atOnce`: in the moment's own
 * event instead, so that on a first act it runs inside the touch or press, before the click that follows it.
 */
export function afterWakeUp(fn: (reason: WakeReason) => void, { atOnce = false } = {}) {
  if (came) return fn(came);
  if (!waiting) listen();
  waiting?.push({ fn, atOnce });
}
