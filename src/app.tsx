import type { RequestConfig } from '@umijs/max';
import type { ReactNode } from 'react';

import { BASE_PATH } from '@/config/site';
import { captureAttribution } from '@/features/leads/attribution';
import { sweepDrafts } from '@/features/leads/draft';
import ChunkErrorBoundary from '@/features/site/ChunkErrorBoundary';
import { preloadMatchedRoutes, type RouteLike, shouldHydrate } from '@/features/site/hydration';
import { applyRouteMeta, findRouteMeta } from '@/features/site/routeMeta';
import StartupGate from '@/features/site/StartupGate';
import { monitorRequestFailure } from '@/features/visitor/monitor/monitor';
import { visitorRouteChange } from '@/features/visitor/start';
import VisitorRuntime from '@/features/visitor/VisitorRuntime';

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

export function modifyContextOpts(memo: Record<string, unknown>) {
  const routerBase = typeof window !== 'undefined' ? window.routerBase : undefined;
  return routerBase ? { ...memo, basename: routerBase } : memo;
}

/* ---- hydration of pre-rendered pages (scripts/prerender.mjs) ---- */

let routeData: { routes: Record<string, RouteLike>; routeComponents: Record<string, unknown> } | undefined;

/** Keeps Umi's routes and lazy route components for the preload below. */
export function patchRoutes({ routes, routeComponents }: { routes: Record<string, RouteLike>; routeComponents: Record<string, unknown> }) {
  routeData = { routes, routeComponents };
}

/** Before hydrating, wait for this URL's layout and page chunks (they download in parallel with the entry). */
export function render(oldRender: () => void) {
  if (!routeData || !shouldHydrate(document.getElementById('root'))) {
    oldRender();
    return;
  }
  const basename = window.routerBase || BASE_PATH;
  preloadMatchedRoutes(routeData.routes, routeData.routeComponents, window.location.pathname, basename).then(oldRender, oldRender);
}

/** Hydrate only #root (not the whole document), and only when it holds this URL's pre-rendered HTML. */
export function modifyClientRenderOpts(memo: Record<string, unknown>) {
  return {
    ...memo,
    hydrate: shouldHydrate(memo.rootElement as Element | null),
    __INTERNAL_DO_NOT_USE_OR_YOU_WILL_BE_FIRED: { pureApp: true, pureHtml: false },
  };
}

export function innerProvider(container: ReactNode) {
  return (
    <>
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
}: {
  location: Location;
  basename: string;
  clientRoutes: Parameters<typeof findRouteMeta>[0];
}) {
  applyRouteMeta(findRouteMeta(clientRoutes, location.pathname, basename));
  captureAttribution(); // first page of the visit only: UTM, referrer, landing page for the lead forms
  visitorRouteChange(clientRoutes, basename); // monitor page view, WeChat share card
  sweepDrafts(); // form drafts and pending keys older than 7 days leave the device
}
