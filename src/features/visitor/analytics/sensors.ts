/**
 * Sensors Data's web SDK and its page-leave plugin, a chunk of its own. Loading the chunk only makes the code present:
 * the SDK runs when `startSensors` is called (start.ts decides when), and then takes over the stand-in's settings and
 * kept calls (sdkQueue.ts). Only start.ts imports this file, with `import()`.
 */
import { pageLeaveOptions } from './config';
import type { AnalyticsSdk } from './sdkQueue';

interface PageLeavePlugin {
  /** When the page being timed began (ms since the epoch); the plugin sets it when its code runs. */
  start_time: number;
}

/**
 * Runs the SDK now (synchronously: at the visitor's first tap it is ready before the click arrives). `beacon`: the
 * kept calls go out with `navigator.sendBeacon`, which outlives the page (the visitor is leaving); later events go
 * out as image beacons again.
 */
export function startSensors({ arrivedAt, beacon }: { arrivedAt: number; beacon: boolean }) {
  const standIn = (window as Window & { sensors?: AnalyticsSdk }).sensors;
  if (beacon && standIn) standIn.para.send_type = 'beacon';
  // Required here rather than imported at the top, so that loading this chunk does not run the SDK.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const pageLeave = require('sa-sdk-javascript/dist/web/plugin/pageleave/index.es6.js').default as PageLeavePlugin;
  const sensors = require('sa-sdk-javascript/dist/web/sensorsdata.es6.js').default as AnalyticsSdk & {
    use: (plugin: unknown, options: object) => void;
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
  // The first page's stay counts from the visitor's arrival, not from when this code ran.
  pageLeave.start_time = arrivedAt;
  sensors.use(pageLeave, pageLeaveOptions());
  sensors.para.send_type = 'image';
}
