/**
 * The Sensors SDK's own asynchronous loader, as its documented snippet sets it up: a global naming the SDK
 * (`sensorsDataAnalytic201505`) and, under that name, a stand-in that keeps every call in `_q` with the SDK's settings
 * in `para` (filled in by the SDK's chunk, src/features/visitor/analytics/sensors.ts). When the SDK's code runs, it
 * takes the settings, puts itself in the stand-in's place, starts, and makes the kept calls in order. So the site can
 * call the SDK from the first moment, and the SDK runs only after the page's wake-up (schedule.ts).
 */
/** The part of the Sensors SDK the site calls, on the stand-in and the SDK alike. */
export interface AnalyticsSdk {
  track: (event: string, props?: Record<string, unknown>) => void;
  /** `autoTrack` with a page view's properties; `trackAllHeatMap` with an element and a click's properties. */
  quick: (name: string, ...args: unknown[]) => void;
  registerPage: (props: Record<string, unknown>) => void;
  login: (id: string) => void;
  logout: (changeId?: boolean) => void;
  disableSDK?: () => void;
  enableSDK?: () => void;
  para: { send_type: string };
}

/** The stand-in: the calls kept, and the settings the SDK will take. */
export type StandIn = AnalyticsSdk & { _q: [string, unknown[]][]; para: Record<string, unknown> };

const GLOBAL = 'sensorsDataAnalytic201505';
const NAME = 'sensors';
/** The calls the stand-in keeps (the site's own, a subset of those the snippet lists). */
const KEPT = ['track', 'quick', 'registerPage', 'login', 'logout'] as const;

type SdkWindow = Window & { [GLOBAL]?: string | AnalyticsSdk; [NAME]?: AnalyticsSdk };
const win = () => window as SdkWindow;

/** Sets up the stand-in, once; nothing when the SDK is already there. */
export function installSdkQueue() {
  if (win()[GLOBAL] !== undefined) return;
  const standIn = { _q: [], para: {} } as unknown as StandIn;
  for (const name of KEPT) {
    (standIn as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      standIn._q.push([name, args]);
    };
  }
  win()[GLOBAL] = NAME;
  win()[NAME] = standIn;
}

/** The SDK, or its stand-in while the SDK's code has not run; null when analytics is not set up on this page. */
export const currentSdk = (): AnalyticsSdk | null => win()[NAME] ?? null;

/** Whether the SDK's code has run (it then puts itself under the global name). */
export const sdkStarted = () => typeof win()[GLOBAL] === 'object';

/** The calls the stand-in still keeps: forgotten (the visitor turned analytics off before the SDK started). */
export function dropQueuedCalls() {
  const sdk = currentSdk() as Partial<StandIn> | null;
  if (sdk?._q && !sdkStarted()) sdk._q.length = 0;
}
