import type { RequestConfig } from '@umijs/max';
import { type ReactNode, startTransition } from 'react';

import { BASE_PATH } from '@/config/basePath';
import { captureAttribution } from '@/features/leads/attribution';
import ChunkErrorBoundary from '@/features/site/ChunkErrorBoundary';
import { applyRouteMeta, findRouteMeta } from '@/features/site/routeMeta';
import StartupGate from '@/features/site/StartupGate';
import { monitorRequestFailure, monitorRevalidationFailure } from '@/features/visitor/monitor/monitor';
import { visitorRouteChange } from '@/features/visitor/start';
import VisitorRuntime from '@/features/visitor/VisitorRuntime';
import { afterWakeUp } from '@/lib/afterWakeUp';
import { clientRenderOpts } from '@/prerender/framework';
import { configureRevalidation } from '@/prerender/revalidate';
import { inNextTask, prepareTakeOver, type RouteRecord, TakeOver, takesOver } from '@/prerender/takeOver';
import { quietly } from '@/request/send';

import { requestConfig } from './request';
import { type InitialState, loadInitialState } from './startup';

declare global {
  interface Window {
    /** Set by the hosting page before the app loads to move the router (e.g. '/site/'). */
    routerBase?: string;
  }
}

export async function getInitialState(): Promise<InitialState> {
  return loadInitialState();
}

/** The request layer, plus the monitor hearing of failures without an answer or with 5xx. */
export const request: RequestConfig = {
  ...requestConfig,
  responseInterceptors: [...(requestConfig.responseInterceptors ?? []), [(response) => response, monitorRequestFailure]],
};

/** A pre-rendered page's content brought up to date in the background: nothing shown if that fails, the monitor told. */
configureRevalidation({
  quietly,
  reportFailure: monitorRevalidationFailure,
  // Its HTTP client loads then, out of the page's wake-up.
  whenAwake: (task) => afterWakeUp((reason) => reason !== 'leaving' && task()),
});

// Form drafts and pending keys older than 7 days leave the device once the page is awake (a form drops its own stale
// draft itself when it reads it), their code out of the entry.
if (typeof window !== 'undefined') {
  afterWakeUp(() => {
    import(/* webpackChunkName: "later-drafts" */ '@/features/leads/draft').then(({ sweepDrafts }) => sweepDrafts()).catch(() => {});
  });
}

export function modifyContextOpts(memo: Record<string, unknown>) {
  const routerBase = typeof window !== 'undefined' ? window.routerBase : undefined;
  return routerBase ? { ...memo, basename: routerBase } : memo;
}

/* ---- a pre-rendered page (scripts/prerender) is taken over on #root; any other page is rendered by the app ---- */

let routeData: { routes: Record<string, RouteRecord>; routeComponents: Record<string, unknown> } | undefined;

export function patchRoutes(data: { routes: Record<string, RouteRecord>; routeComponents: Record<string, unknown> }) {
  routeData = data;
}

export function render(oldRender: () => void) {
  if (!routeData || !takesOver(document.getElementById('root'))) return oldRender();
  const { routes, routeComponents } = routeData;
  // Tasks rather than one: the entry's own code, each route's code (prepareTakeOver), the take-over. The take-over is a
  // transition, so React hydrates even the page's frame in steps of a few milliseconds (a tap in between hydrates at once).
  const takeOver = () => inNextTask(() => startTransition(oldRender));
  prepareTakeOver(routes, routeComponents, window.location.pathname, window.routerBase || BASE_PATH).then(takeOver, takeOver);
}

export function modifyClientRenderOpts(memo: Record<string, unknown>) {
  return clientRenderOpts(memo, takesOver(memo.rootElement as Element | null));
}

export function innerProvider(container: ReactNode) {
  return (
    <>
      <TakeOver />
      <VisitorRuntime />
      <StartupGate>{container}</StartupGate>
    </>
  );
}

/** Outermost guard, for the pages without the common layout (its own boundary covers the rest). */
export function rootContainer(container: ReactNode) {
  return <ChunkErrorBoundary>{container}</ChunkErrorBoundary>;
}

export function onRouteChange({
  location,
  basename,
  clientRoutes,
  action,
}: {
  location: Location;
  basename: string;
  clientRoutes: Parameters<typeof findRouteMeta>[0];
  /** How the address changed: PUSH, POP or REPLACE (history's Action). */
  action: string;
}) {
  applyRouteMeta(findRouteMeta(clientRoutes, location.pathname, basename));
  captureAttribution(); // first page of the visit only: UTM, referrer, landing page for the lead forms
  visitorRouteChange(clientRoutes, basename, action); // monitor and analytics page views, WeChat share card
}
