/** The WeChat share card of a page, from the route table and, on item pages, the item itself. Pure. */
import { BASE_PATH } from '@/config/basePath';
import { BRAND_PICTURES } from '@/config/sharePictures';
import { OAUTH_TOKEN_PARAM, SHARE_UTM_SOURCE } from '@/config/visitor';
import { FIRM, pageTitle } from '@/content/firm';
import type { RouteMeta } from '@/features/site/routeMeta';
import type { SharedItem } from '@/lib/pageShare';

export interface ShareCard {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

const MAX_DESC = 60;
const oneLine = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length > MAX_DESC ? `${chars.slice(0, MAX_DESC - 1).join('')}…` : flat;
};

/**
 * The link a share card carries: the page's own address without the sharer's first-touch campaign
 * parameters (`utm_*`), the sign-in token or the `#` part, marked `utm_source=wechat_share`.
 */
export function shareLink(href: string): string {
  const url = new URL(href);
  [...url.searchParams.keys()]
    .filter((key) => key.startsWith('utm_') || key === OAUTH_TOKEN_PARAM)
    .forEach((key) => url.searchParams.delete(key));
  url.searchParams.set('utm_source', SHARE_UTM_SOURCE);
  url.hash = '';
  return url.toString();
}

const withFirm = (title: string) => (title.includes(FIRM.name) ? title : pageTitle(title));

/**
 * The card of a page; null where the share entries are hidden (results, /user, /test, /exception). `description`: the
 * route's (src/content/routeDescriptions.ts), for a page without an item.
 */
export function shareCardFor(route: RouteMeta | undefined, item: SharedItem | null, href: string, description = ''): ShareCard | null {
  if (route?.share === false) return null;
  const { origin } = new URL(href);
  const title = item?.title || route?.title || route?.shareTitle;
  // An English page's title names the firm in English already (src/content/labels/englishRoutes.ts).
  const english = !item && route?.locale === 'en' && route.title;
  return {
    title: english || (title ? withFirm(title) : FIRM.microSiteTitle),
    desc: oneLine(item?.summary || description || FIRM.slogan),
    link: shareLink(href),
    // The item's own square picture, else the route's (an industry landing's), else the firm's.
    imgUrl: `${origin}${BASE_PATH}${item?.picture ?? route?.shareImage ?? BRAND_PICTURES.square}`,
  };
}
