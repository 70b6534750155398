/**
 * The moment the page's extras (analytics, Core Web Vitals, bringing content up to date) may run without slowing its
 * own wake-up: the first of the visitor's first touch, press or key, the page quiet for `QUIET_MS` after it loaded (at
 * most `AT_MOST_MS`), or the page being hidden or left. After a first act they wait until the act is over (its click or
 * key released) and painted, so that none of them runs inside the visitor's interaction.
 */

/**
 * How long the page must have had no long task, after it loaded, before the extras run unasked: the quiet that makes a
 * page "interactive" (Lighthouse's Time to Interactive), so that the analytics SDK's own long task comes after it.
 */
export const QUIET_MS = 5000;
/** The latest they run after the page loaded, quiet or not (a page that keeps busy still sends its analytics). */
const AT_MOST_MS = 10_000;

const FIRST_ACTS = ['pointerdown', 'touchstart', 'keydown'] as const;
/** How an act ends: its click, its key released, or a touch that became a scroll. */
const ACT_ENDS = ['click', 'keyup', 'pointercancel', 'touchcancel'] as const;
/** The longest an act is waited for (a press held, a scroll): then the extras run all the same. */
const ACT_AT_MOST_MS = 1000;
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

/**
 * Calls `fn` once the visitor's act is over and the page has painted what it answered: after the act's end (or
 * `ACT_AT_MOST_MS`), the next frame, then a task of its own.
 */
function afterTheAct(fn: () => void) {
  const ended = () => {
    for (const type of ACT_ENDS) document.removeEventListener(type, ended, true);
    window.clearTimeout(atMost);
    // The end's own handlers (the click's) run first. A hidden page paints no frame: the timer stands in for it.
    let done = false;
    const run = () => {
      if (done) return;
      done = true;
      fn();
    };
    requestAnimationFrame(() => setTimeout(run, 0));
    window.setTimeout(run, ACT_AT_MOST_MS);
  };
  const atMost = window.setTimeout(ended, ACT_AT_MOST_MS);
  for (const type of ACT_ENDS) document.addEventListener(type, ended, { capture: true, passive: true });
}

function listen() {
  waiting = [];
  let begun = false;
  const dispatch = (reason: WakeReason) => {
    if (came) return;
    came = reason;
    for (const type of LEAVING) window.removeEventListener(type, onLeaving, true);
    const calls = waiting ?? [];
    waiting = [];
    // Each in a task of its own, so that together they never make one long task; those that must run at once first.
    for (const call of calls) if (call.atOnce) call.fn(reason);
    for (const call of calls) if (!call.atOnce) setTimeout(() => call.fn(reason), 0);
  };
  const begin = (reason: WakeReason) => {
    if (begun) return;
    begun = true;
    stopQuiet();
    for (const type of FIRST_ACTS) document.removeEventListener(type, onAct, true);
    if (reason === 'acted') afterTheAct(() => dispatch('acted'));
    else dispatch(reason);
  };
  const onAct = () => begin('acted');
  // Left while the calls wait for the end of the first act: they run at once, as the page goes.
  const onLeaving = (event: Event) => {
    if (event.type === 'pagehide' || document.visibilityState === 'hidden') return begun ? dispatch('leaving') : begin('leaving');
  };
  const stopQuiet = whenQuiet(() => begin('quiet'));
  for (const type of FIRST_ACTS) document.addEventListener(type, onAct, { capture: true, passive: true });
  for (const type of LEAVING) window.addEventListener(type, onLeaving, true);
}

/**
 * Calls `fn` once, at that moment, in a task of its own (at once when it has come). `atOnce`: before the others and in
 * the moment's own task: when the page is being left, inside that event, while the page can still send.
 */
export function afterWakeUp(fn: (reason: WakeReason) => void, { atOnce = false } = {}) {
  if (came) return fn(came);
  if (!waiting) listen();
  waiting?.push({ fn, atOnce });
}
