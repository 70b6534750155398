/**
 * The shape of an entry of the route table (src/config/routes.ts): apart, so that the English pages' entries
 * (src/config/englishRoutes.ts), which the table lists, need not import the table.
 */
import type { CONTENT_KINDS, ItemKind } from '../kinds';

/** Page components under src/pages; one per kind of page, variants come from route data (content kinds' list pages: src/kinds/index.ts). */
export type PageName =
  | (typeof CONTENT_KINDS)[ItemKind]['listPage']
  | 'Home'
  | 'EnglishHome'
  | 'EnglishServices'
  | 'EnglishAbout'
  | 'EnglishCompliance'
  | 'EnglishPrivacy'
  | 'EnglishExperts'
  | 'EnglishResearch'
  | 'EnglishEvents'
  | 'EnglishLeadForm'
  | 'EnglishLeadResult'
  | 'EnglishNotFound'
  | 'User'
  | 'ActiveInfo'
  | 'ServiceContent'
  | 'ServiceDown'
  | 'ContactUs'
  | 'ArticleHub'
  | 'Topic'
  | 'DownPdf'
  | 'MaterialReader'
  | 'DownCollect'
  | 'AboutUs'
  | 'ExpertNetwork'
  | 'Industry'
  | 'IndustryLanding'
  | 'LeadForm'
  | 'LeadResult'
  | 'Privacy'
  | 'Test'
  | 'Exception'
  | 'CampaignResult'
  | 'Compliance'
  | 'NotFound';

export type TopicKey = 'aiEra' | 'fourteen';

export interface RouteEntry {
  path: string;
  page: PageName;
  /** Chinese title; omitted where the spec leaves the page untitled (the default title shows). */
  title?: string;
  /** Whether the common layout (header, nav, footer) wraps the page; on an English page, its English frame. */
  layout: boolean;
  /** An English page (below /en, src/config/editions.ts); a Chinese one without. */
  locale?: 'en';
  /** Kept out of search indexing (robots noindex, excluded from the sitemap). */
  noindex?: boolean;
  /** `false`: WeChat's share entries are hidden on the page (results, personal pages, QA). */
  share?: false;
  /** Title of the WeChat share card where the page has no title of its own (untitled forms). */
  shareTitle?: string;
  /** Share card picture below the router base (default: the firm's, BRAND_PICTURES in src/config/sharePictures.ts). */
  shareImage?: string;
  /** A QA tool: built only with the QA_PANEL=1 build flag (and in `max dev`), never in a production build. */
  qaOnly?: boolean;
  /** Variant data read by the page through useRouteProps(). */
  formKey?: string;
  industrySlug?: string;
  topicKey?: TopicKey;
}
