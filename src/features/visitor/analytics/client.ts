/**
 * What the rest of the site asks of analytics, without loading the SDK: calls made before the SDK is ready
 * wait for it; nothing is sent while the visitor has turned analytics off.
 */
import { isAnalyticsOff } from './optOut';

/** The part of the Sensors SDK the site uses. */
export interface AnalyticsSdk {
  track: (event: string, props?: Record<string, unknown>) => void;
  login: (id: string) => void;
  logout: (changeId?: boolean) => void;
  disableSDK?: () => void;
  enableSDK?: () => void;
}

type Call = (sdk: AnalyticsSdk) => void;

let sdk: AnalyticsSdk | null = null;
let waiting: Call[] = [];

const run = (call: Call) => {
  if (isAnalyticsOff()) return;
  if (sdk) call(sdk);
  else if (waiting.length < 20) waiting.push(call);
};

/** Called by the SDK loader once the SDK is initialised. */
export function attachSdk(loaded: AnalyticsSdk) {
  sdk = loaded;
  const calls = waiting;
  waiting = [];
  calls.forEach(run);
}

export const hasSdk = () => sdk !== null;

/** The signed-in visitor's openid becomes the analytics identity. */
export const identifyVisitor = (openid: string) => run((s) => s.login(openid));

/** Sign-out: back to an anonymous identity. */
export const forgetVisitor = () => run((s) => s.logout(true));

export const trackEvent = (event: string, props: Record<string, unknown>) => run((s) => s.track(event, props));

/** Turning analytics off stops the SDK at once (it is not loaded again on later visits). */
export function stopAnalytics() {
  waiting = [];
  sdk?.disableSDK?.();
}

/** Turning it back on within the same visit. */
export function resumeAnalytics() {
  sdk?.enableSDK?.();
}
