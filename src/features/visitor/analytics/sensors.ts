/**
 * Sensors Data's web SDK and its page-leave plugin, a chunk of its own. Loading the chunk only makes the code present:
 * the SDK runs when `startSensors` is called (start.ts decides when), and then takes over the stand-in's settings and
 * kept calls (sdkQueue.ts). Only start.ts imports this file, with `import()`.
 */
import type { VisitorSettings } from '@/config/visitor';

import { analyticsConfig, commonProperties, pageLeaveOptions } from './config';
import type { AnalyticsSdk, StandIn } from './sdkQueue';

interface PageLeavePlugin {
  /** When the page being timed began (ms since the epoch); the plugin sets it when its code runs. */
  start_time: number;
  /** Its heartbeat (the page's time kept in localStorage every 5 s), stopped and started again. */
  stopHeartBeatInterval: () => void;
  startHeartBeatInterval: () => void;
}

/** The SDK and its plugin, once they run. */
let running: { sensors: AnalyticsSdk; pageLeave: PageLeavePlugin } | null = null;

interface Start {
  settings: VisitorSettings;
  pageProps: () => Record<string, string>;
  /** When the visitor arrived (ms since the epoch). */
  arrivedAt: number;
  /** The kept calls go out with `navigator.sendBeacon`, which outlives the page (the visitor is leaving). */
  beacon: boolean;
  /** Whether the visitor's answer is still yes (the page-leave plugin asks it before keeping or sending a page's time). */
  allowed: () => boolean;
}

/**
 * Runs the SDK now, synchronously: as the page is left, its kept calls go out before it goes. It takes the stand-in's
 * settings, given here, and its kept calls (clicks made before it ran among them), after the page's common properties.
 * After a start by beacon, later events go out as image beacons again.
 */
export function startSensors({ settings, pageProps, arrivedAt, beacon, allowed }: Start) {
  const standIn = (window as Window & { sensors?: StandIn }).sensors;
  if (standIn) {
    standIn.para = { ...analyticsConfig(settings, window.location.origin, pageProps), ...(beacon ? { send_type: 'beacon' } : {}) };
    standIn._q.unshift(['registerPage', [commonProperties(settings)]]);
  }
  // Required here rather than imported at the top, so that loading this chunk does not run the SDK.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const pageLeave = require('sa-sdk-javascript/dist/web/plugin/pageleave/index.es6.js').default as PageLeavePlugin;
  const sensors = require('sa-sdk-javascript/dist/web/sensorsdata.es6.js').default as AnalyticsSdk & {
    use: (plugin: unknown, options: object) => void;
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
  // The first page's stay counts from the visitor's arrival, not from when this code ran.
  pageLeave.start_time = arrivedAt;
  sensors.use(pageLeave, pageLeaveOptions(allowed));
  sensors.para.send_type = 'image';
  running = { sensors, pageLeave };
}

/** The visitor said no: the SDK sends nothing more, and the page's time is no longer kept. */
export function pauseSensors() {
  running?.sensors.disableSDK?.();
  running?.pageLeave.stopHeartBeatInterval();
}

/** Yes again, in the same visit: the SDK sends again, the page's time counting from now. */
export function resumeSensors() {
  if (!running) return;
  running.sensors.enableSDK?.();
  running.pageLeave.start_time = Date.now();
  running.pageLeave.startHeartBeatInterval();
}
