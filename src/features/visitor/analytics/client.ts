/**
 * What the rest of the site asks of analytics, without loading the SDK: before the SDK's code has run, its own
 * asynchronous loader keeps the calls (sdkQueue.ts); nothing is sent or kept while the visitor has turned analytics off.
 */
import { isAnalyticsOff } from './optOut';
import { type AnalyticsSdk, currentSdk, dropQueuedCalls, sdkStarted } from './sdkQueue';

const run = (call: (sdk: AnalyticsSdk) => void) => {
  const sdk = currentSdk();
  if (sdk && !isAnalyticsOff()) call(sdk);
};

export const hasSdk = sdkStarted;

/** The signed-in visitor's openid becomes the analytics identity. */
export const identifyVisitor = (openid: string) => run((s) => s.login(openid));

/** Sign-out: back to an anonymous identity. */
export const forgetVisitor = () => run((s) => s.logout(true));

export const trackEvent = (event: string, props: Record<string, unknown>) => run((s) => s.track(event, props));

/** Turning analytics off stops the SDK at once (it is not loaded again on later visits) and forgets the kept calls. */
export function stopAnalytics() {
  dropQueuedCalls();
  if (sdkStarted()) currentSdk()?.disableSDK?.();
}

/** Turning it back on within the same visit. */
export function resumeAnalytics() {
  if (sdkStarted()) currentSdk()?.enableSDK?.();
}
