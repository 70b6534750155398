/**
 * Loads Sensors Data's web SDK and its page-leave plugin (a lazy chunk, after the first paint) and starts
 * single-page tracking. Only `src/features/visitor/start.ts` imports this file, with `import()`.
 */
import pageLeave from 'sa-sdk-javascript/dist/web/plugin/pageleave/index.es6.js';
import sensors from 'sa-sdk-javascript/dist/web/sensorsdata.es6.js';

import { visitorSettings } from '@/config/visitor';

import { type AnalyticsSdk, attachSdk } from './client';
import { analyticsConfig, commonProperties, pageLeaveOptions } from './config';

export function startSensors(pageProps: () => Record<string, string>) {
  const settings = visitorSettings();
  sensors.use(pageLeave, pageLeaveOptions());
  sensors.init(analyticsConfig(settings, window.location.origin, pageProps));
  sensors.registerPage(commonProperties(settings));
  sensors.quick('autoTrack', pageProps());
  attachSdk(sensors as unknown as AnalyticsSdk);
}
