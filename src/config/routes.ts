/**
 * The route table: the single source of every path of the site, its page component, title (its words:
 * src/content/labels/routes.ts) and whether the common layout wraps it (each content kind's list page made from
 * src/kinds/index.ts).
 * Meta descriptions are copy: describeRoute in src/content/pageMeta.ts.
 * .umirc.ts, the document title, robots meta, the sitemap and the browser tests all read it.
 */
import { industryPageTitle, NOT_FOUND_TITLE, ROUTE_TITLES, type TitledPath } from '../content/labels/routes';
import { CONTENT_KINDS, ITEM_KINDS } from '../kinds';
import { ENGLISH_EDITION_MODULE, ENGLISH_ROUTES } from './englishRoutes';
import { FORMS, type RoutedFormDefinition } from './forms';
import { INDUSTRIES, industryLandingPath } from './industries';
import { pagePath } from './pagePath';
import type { PageName, RouteEntry } from './routeEntry';
import { sharePicturePath } from './sharePictures';

export type { PageName, RouteEntry, TopicKey } from './routeEntry';

const page = (
  path: string,
  pageName: PageName,
  title: string | undefined,
  extra: Partial<Omit<RouteEntry, 'path' | 'page' | 'title'>> = {},
): RouteEntry => ({
  path,
  page: pageName,
  title,
  layout: true,
  ...extra,
});

/** A page of the table titled by its path (src/content/labels/routes.ts). */
const titled = (path: TitledPath, pageName: PageName, extra: Partial<Omit<RouteEntry, 'path' | 'page' | 'title'>> = {}) =>
  page(path, pageName, ROUTE_TITLES[path], extra);

const CONTENT_ROUTES = [
  titled('/', 'Home'),
  titled('/user', 'User', { noindex: true, share: false }),
  titled('/activeInfo', 'ActiveInfo'),
  titled('/serviceContent', 'ServiceContent'),
  titled('/serviceDown', 'ServiceDown'),
  titled('/contactUs', 'ContactUs'),
  titled('/newActive', 'ArticleHub'),
  titled('/aiEra', 'Topic', { topicKey: 'aiEra' }),
  titled('/fourteen', 'Topic', { topicKey: 'fourteen' }),
  titled('/downPdf', 'DownPdf'),
  titled('/downPdfBak', 'MaterialReader'),
  titled('/downCollect', 'DownCollect', { noindex: true, share: false }),
  titled('/aboutUs', 'AboutUs'),
  titled('/expertNetwork', 'ExpertNetwork'),
  titled('/industry', 'Industry', { layout: false }),
  titled('/privacy', 'Privacy'),
  titled('/compliance', 'Compliance', { shareImage: sharePicturePath('page', 'compliance', 'square') }),
  titled('/campaignResult', 'CampaignResult', { noindex: true, share: false }),
  titled('/exception', 'Exception', { noindex: true, share: false }),
  page('/test', 'Test', undefined, { layout: false, noindex: true, qaOnly: true, share: false }),
];

/** Each kind's list page, titled with its name (src/kinds/index.ts): a new kind's comes with its entry there. */
const LIST_ROUTES: RouteEntry[] = ITEM_KINDS.map((kind) => {
  const { parent, listPage, name } = CONTENT_KINDS[kind];
  return page(parent, listPage, name);
});

const INDUSTRY_ROUTES: RouteEntry[] = INDUSTRIES.map((industry) =>
  page(industryLandingPath(industry.slug), 'IndustryLanding', industryPageTitle(industry.name), {
    industrySlug: industry.slug,
    shareImage: sharePicturePath('industry', industry.slug, 'square'),
  }),
);

const formRoute = (form: RoutedFormDefinition): RouteEntry =>
  page(form.path, 'LeadForm', form.title, {
    formKey: form.key,
    ...(form.title ? {} : { shareTitle: form.topic }),
  });

/** Result pages; several forms may share one (it names the topic from ?form=). */
const resultRoutes = (forms: readonly RoutedFormDefinition[]): RouteEntry[] => {
  const byPath = new Map<string, RouteEntry>();
  for (const form of forms) {
    if (byPath.has(form.resultPath)) continue;
    const shared = forms.filter((f) => f.resultPath === form.resultPath).length > 1;
    byPath.set(
      form.resultPath,
      page(form.resultPath, 'LeadResult', form.resultTitle, {
        noindex: true,
        share: false,
        formKey: shared ? undefined : form.key,
      }),
    );
  }
  return [...byPath.values()];
};

export const ROUTES: readonly RouteEntry[] = [
  ...CONTENT_ROUTES,
  ...ENGLISH_ROUTES,
  ...LIST_ROUTES,
  ...INDUSTRY_ROUTES,
  ...FORMS.map(formRoute),
  ...resultRoutes(FORMS),
];

/** Whether a build includes the QA tools (/test): only with the build flag QA_PANEL=1 (npm run test:e2e) or in `max dev`. */
export const qaPanelInBuild = (env: Record<string, string | undefined>) => env.QA_PANEL === '1' || env.NODE_ENV === 'development';

/** The routes a build serves: QA tools only when the build asks for them (QA_PANEL=1, see .umirc.ts). */
export const buildRoutes = ({ qaPanel }: { qaPanel: boolean }): RouteEntry[] => ROUTES.filter((r) => qaPanel || !r.qaOnly);

/**
 * The module framing a route's page, below src/: the common layout (the Chinese pages), the English edition's frame
 * (the one route of every English page, which loads the page itself: src/config/englishRoutes.ts), or none
 * (`layout: false`).
 */
export const frameModule = (route: Pick<RouteEntry, 'layout' | 'locale'>) => {
  if (!route.layout) return undefined;
  return route.locale === 'en' ? ENGLISH_EDITION_MODULE : 'layouts/index';
};

/** The module of a page component, as a route's `component` names it (relative to src/pages). */
export const pageComponent = (page: PageName) => `./${page}/index`;

/** Shown for any path outside the table. */
export const NOT_FOUND_ROUTE: RouteEntry = page('*', 'NotFound', NOT_FOUND_TITLE, { noindex: true, share: false });

export const findRoute = (path: string): RouteEntry | undefined => {
  const clean = pagePath(path);
  return ROUTES.find((r) => r.path === clean);
};
