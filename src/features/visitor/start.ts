/**
 * The visitor's start-up, client only (from <VisitorRuntime>, after the take-over): error monitoring,
 * WeChat sign-in, analytics once the visitor said yes (calls kept at once, the SDK run after the wake-up:
 * analytics/schedule.ts; before the yes nothing of it loads: analytics/consent.ts), Core Web Vitals after the wake-up,
 * and inside WeChat the JS-SDK. The SDKs are separate chunks loaded with import(), never part of the first page's bundle.
 */
import { history } from '@umijs/max';

import { DEFAULT_LOCALE } from '@/config/locales';
import { analyticsBuildOn, oauthSettings, visitorSettings } from '@/config/visitor';
import { pageTitle } from '@/content/firm';
import { VISITOR_START } from '@/content/ui/visitor';
import { findRouteMeta, type RouteMeta, tabTitleOf } from '@/features/site/routeMeta';
import { afterWakeUp } from '@/lib/afterWakeUp';
import { onSharedItem, sharedItemFor } from '@/lib/pageShare';
import { isWechatUserAgent } from '@/lib/userAgent';
import { restoreOpenid } from '@/lib/visitor';

import { identifyVisitor } from './analytics/client';
import { type AnalyticsConsent, onAnalyticsConsent, readAnalyticsConsent } from './analytics/consent';
import { loadSensors } from './analytics/loadSensors';
import {
  abandonAnalytics,
  analyticsScheduled,
  keepPageView,
  resumeAnalytics,
  scheduleAnalytics,
  stopAnalytics,
} from './analytics/schedule';
import { forgetSdkTraces } from './analytics/traces';
import { monitorNewPageView, reportToMonitor, startMonitor, startWebVitals } from './monitor/monitor';
import * as visitor from './owner';
import { searchWithoutToken, signIn } from './wechat/signIn';

type ClientRoutes = Parameters<typeof findRouteMeta>[0];
type Dispatch = (action: { type: string; payload?: unknown }) => void;

let routes: { clientRoutes: ClientRoutes; basename: string } | null = null;
let wechat: typeof import('./wechat/jssdk') | null = null;
let started = false;

/** The current path under the router base ('/html/user' -> '/user'), as Umi's history takes it. */
const appPath = () => {
  const base = (routes?.basename ?? '/').replace(/\/+$/, '');
  const { pathname } = window.location;
  return (base && pathname.startsWith(base) ? pathname.slice(base.length) : pathname) || '/';
};

const currentRoute = (): RouteMeta | undefined =>
  routes ? findRouteMeta(routes.clientRoutes, window.location.pathname, routes.basename) : undefined;

/**
 * Page properties of an analytics page view: the title of the page navigated to (the tab may not have it yet), and its
 * language (`page_locale`: `zh`, or `en` on the English pages).
 */
const pageProps = () => {
  const item = sharedItemFor(`${window.location.pathname}${window.location.search}`);
  const route = currentRoute();
  return { $title: item ? pageTitle(item.title) : tabTitleOf(route), page_locale: route?.locale ?? DEFAULT_LOCALE };
};

const currentPage = () => ({
  route: currentRoute(),
  item: sharedItemFor(`${window.location.pathname}${window.location.search}`),
});

const loadFailed = (what: string) => (error: unknown) =>
  reportToMonitor('chunk-error', VISITOR_START.loadFailed(what, error instanceof Error ? error.message : String(error)));

async function signInVisitor(dispatch: Dispatch, inWechat: boolean) {
  const result = await signIn({
    href: window.location.href,
    inWechat,
    settings: oauthSettings(visitorSettings()),
    session: (() => {
      try {
        return window.sessionStorage;
      } catch {
        return null;
      }
    })(),
    leave: (url) => window.location.assign(url),
    stripToken: () => history.replace(`${appPath()}${searchWithoutToken(window.location.search)}`),
  });
  if (result.kind === 'signed-in') {
    visitor.signIn(dispatch, result.visitor);
    identifyVisitor(result.visitor.openid);
  } else if (result.kind === 'known') {
    visitor.restore(dispatch);
    identifyVisitor(result.openid);
  }
  return result;
}

/** Analytics, from `since` (the arrival, or the moment of the yes): the stand-in, the page view, the SDK after the wake-up. */
const scheduleSensors = (since?: number) =>
  scheduleAnalytics({
    settings: visitorSettings(),
    pageProps,
    load: loadSensors,
    onLoadError: loadFailed(VISITOR_START.analyticsSdk),
    since,
  });

/** The visitor's answer to the analytics question, as this page last heard it. */
let consentNow: AnalyticsConsent = 'unasked';

/**
 * The visitor's answer, as it changes on this page (the bar, /user, another tab): a yes starts analytics from that
 * moment (or resumes it), with the identity already known; a no stops it and removes what the SDK keeps on the device.
 */
function followAnalyticsConsent(consent: AnalyticsConsent) {
  const before = consentNow;
  consentNow = consent;
  if ((consent === 'yes') === (before === 'yes')) return;
  if (consent === 'yes') {
    if (analyticsScheduled()) resumeAnalytics();
    else scheduleSensors(Date.now());
    const openid = restoreOpenid();
    if (openid) identifyVisitor(openid);
  } else {
    stopAnalytics();
    forgetSdkTraces();
  }
}

export async function startVisitor(dispatch: Dispatch) {
  if (started) return;
  started = true;
  const ua = navigator.userAgent;
  const landingHref = window.location.href;
  const inWechat = isWechatUserAgent(ua);
  startMonitor();
  // Analytics only after the visitor's yes (the bar asks, src/layouts/). Before sign-in: the identity it sets is kept for the SDK.
  if (analyticsBuildOn(visitorSettings())) {
    consentNow = readAnalyticsConsent();
    if (consentNow === 'yes') scheduleSensors();
    else forgetSdkTraces();
    onAnalyticsConsent(followAnalyticsConsent);
  }
  const signedIn = await signInVisitor(dispatch, inWechat);
  if (signedIn.kind === 'redirected') {
    // The page comes back signed in and counts its view then: none for this one, which no one saw.
    abandonAnalytics();
    return;
  }

  afterWakeUp((reason) => {
    if (reason !== 'leaving') startWebVitals().catch(loadFailed(VISITOR_START.webVitals));
  });
  if (inWechat) {
    import(/* webpackChunkName: "sdk-wechat" */ './wechat/jssdk')
      .then((m) => {
        wechat = m;
        m.startWechatSdk({ ua, landingHref, currentPage, onReady: () => visitor.wechatReady(dispatch) });
        onSharedItem(() => wechat?.refreshShare());
      })
      .catch(loadFailed(VISITOR_START.wechatSdk));
  }
}

/**
 * From onRouteChange (src/app.tsx): the route table of the app, a new page view for the monitor and for analytics
 * (kept while its SDK has not run), the share card.
 */
export function visitorRouteChange(clientRoutes: ClientRoutes, basename: string, action: string) {
  const first = routes === null;
  routes = { clientRoutes, basename };
  if (!first) {
    monitorNewPageView();
    keepPageView(pageProps, { replace: action === 'REPLACE' });
  }
  wechat?.onWechatRoute();
}
