/**
 * What the rest of the site asks of analytics, without loading the SDK: before the SDK's code has run, its own
 * asynchronous loader keeps the calls (sdkQueue.ts); nothing is kept or sent unless the visitor said yes (consent.ts),
 * and nothing exists to call before it (the stand-in comes with the yes).
 */
import { analyticsAllowed } from './consent';
import { type AnalyticsSdk, currentSdk } from './sdkQueue';

const run = (call: (sdk: AnalyticsSdk) => void) => {
  const sdk = currentSdk();
  if (sdk && analyticsAllowed()) call(sdk);
};

/** The signed-in visitor's openid becomes the analytics identity. */
export const identifyVisitor = (openid: string) => run((s) => s.login(openid));

/** Sign-out: back to an anonymous identity. */
export const forgetVisitor = () => run((s) => s.logout(true));

export const trackEvent = (event: string, props: Record<string, unknown>) => run((s) => s.track(event, props));
