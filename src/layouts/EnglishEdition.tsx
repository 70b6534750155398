import { useLocation } from '@umijs/max';
import { type ComponentType, lazy, type LazyExoticComponent, Suspense, useLayoutEffect } from 'react';

import { BASE_PATH } from '@/config/basePath';
import { ENGLISH_NOT_FOUND_ROUTE, ENGLISH_ROUTES, type EnglishPageName } from '@/config/englishRoutes';
import { pagePath } from '@/config/pagePath';
import { ENGLISH_FRAME, ENGLISH_PAGE_LOADING } from '@/content/en/frame';
import { titleOfPage } from '@/content/firm';
import { registerEditionPages } from '@/features/site/routeMeta';
import PageLoading from '@/loading';
import { resolveLazyComponent } from '@/prerender';

import SiteFrame from './SiteFrame';
import { useBandInView } from './useBandInView';

// Umi's route table names this frame only: the English pages' titles and pictures come with it, not with the entry.
registerEditionPages(ENGLISH_ROUTES, ENGLISH_NOT_FOUND_ROUTE);

/** Each English page, a chunk of its own (named as Umi names a route's, which .umirc.ts keeps apart from the Chinese). */
const PAGES: Record<EnglishPageName, LazyExoticComponent<ComponentType>> = {
  EnglishHome: lazy(() => import(/* webpackChunkName: "p__EnglishHome__index" */ '@/pages/EnglishHome')),
  EnglishServices: lazy(() => import(/* webpackChunkName: "p__EnglishServices__index" */ '@/pages/EnglishServices')),
  EnglishAbout: lazy(() => import(/* webpackChunkName: "p__EnglishAbout__index" */ '@/pages/EnglishAbout')),
  EnglishCompliance: lazy(() => import(/* webpackChunkName: "p__EnglishCompliance__index" */ '@/pages/EnglishCompliance')),
  EnglishPrivacy: lazy(() => import(/* webpackChunkName: "p__EnglishPrivacy__index" */ '@/pages/EnglishPrivacy')),
  EnglishExperts: lazy(() => import(/* webpackChunkName: "p__EnglishExperts__index" */ '@/pages/EnglishExperts')),
  EnglishResearch: lazy(() => import(/* webpackChunkName: "p__EnglishResearch__index" */ '@/pages/EnglishResearch')),
  EnglishEvents: lazy(() => import(/* webpackChunkName: "p__EnglishEvents__index" */ '@/pages/EnglishEvents')),
  EnglishLeadForm: lazy(() => import(/* webpackChunkName: "p__EnglishLeadForm__index" */ '@/pages/EnglishLeadForm')),
  EnglishLeadResult: lazy(() => import(/* webpackChunkName: "p__EnglishLeadResult__index" */ '@/pages/EnglishLeadResult')),
  EnglishNotFound: lazy(() => import(/* webpackChunkName: "p__EnglishNotFound__index" */ '@/pages/EnglishNotFound')),
};

/** The English page an address below the router base names ('/en/about'), or the page not found. */
const englishRouteOf = (path: string) => ENGLISH_ROUTES.find((r) => r.path === pagePath(path)) ?? ENGLISH_NOT_FOUND_ROUTE;

// On arrival, the page's code (its script loaded with the frame's by the page: scripts/prerender) is made ready now, as
// the take-over readies each route's, so that React takes the whole page over at once (src/prerender/takeOver.tsx).
if (typeof window !== 'undefined') {
  const base = (window.routerBase || BASE_PATH).replace(/\/+$/, '');
  const { pathname } = window.location;
  void resolveLazyComponent(PAGES[englishRouteOf(pathname.startsWith(base) ? pathname.slice(base.length) : pathname).page]);
}

/**
 * The English edition: Umi's one route for every address below /en (.umirc.ts). Its frame, and the page the address
 * names (src/config/englishRoutes.ts), or its page not found.
 */
export default function EnglishEdition() {
  // Only the English pages link to a band of another page (the home's, from the navigation).
  useBandInView();
  const route = englishRouteOf(useLocation().pathname);
  const Page = PAGES[route.page];
  // The tab's title, where the router could not yet know it: the edition's chunk was still on its way.
  useLayoutEffect(() => {
    document.title = titleOfPage(route);
  }, [route]);
  return (
    <SiteFrame words={ENGLISH_FRAME}>
      <Suspense fallback={<PageLoading label={ENGLISH_PAGE_LOADING} />}>
        <Page />
      </Suspense>
    </SiteFrame>
  );
}
