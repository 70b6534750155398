/**
 * The Sensors Data web SDK's configuration: server, tenant, single-page tracking, heat map and the page-leave plugin. Pure, for tests;
 * `sensors.ts` (a lazy chunk) hands it to the SDK.
 */
import { analyticsServerUrl, PAGE_LEAVE_HEARTBEAT_S, TRACK_ATTR, type VisitorSettings } from '@/config/visitor';

/** The part of an element the SDK's callbacks look at (an HTMLElement in the browser). */
export interface ElementLike {
  closest: (selector: string) => { getAttribute: (name: string) => string | null } | null;
}

/** Elements inside `[sensors-disable="true"]` (form fields, the QA panel) send no click. */
export const isCollected = (element: ElementLike | null | undefined): boolean =>
  !element?.closest || !element.closest(`[${TRACK_ATTR.disable}="true"]`);

/** The item key and tag of the nearest marked element, as properties of the click. */
export function elementProperties(element: ElementLike | null | undefined): Record<string, string> {
  const marked = element?.closest?.(`[${TRACK_ATTR.itemKey}]`);
  if (!marked) return {};
  const key = marked.getAttribute(TRACK_ATTR.itemKey);
  const tag = marked.getAttribute(TRACK_ATTR.tag);
  return { ...(key ? { element_item_key: key } : {}), ...(tag ? { element_tag: tag } : {}) };
}

export interface AnalyticsConfig {
  server_url: string;
  is_track_single_page: () => Record<string, string>;
  use_client_time: true;
  send_type: 'image';
  show_log: false;
  heatmap: {
    clickmap: 'default';
    scroll_notice_map: 'default';
    collect_element: (element: ElementLike) => boolean;
    custom_property: (element: ElementLike) => Record<string, string>;
    track_attr: string[];
  };
}

/**
 * Single-page tracking on (each in-app navigation is a page view, titled by `pageProps`), client time,
 * image beacons to the analytics server, click map and scroll (stay) map on, the disable attribute
 * honoured, and the item key and tag attributes collected (a marked card counts as clickable).
 */
export function analyticsConfig(settings: VisitorSettings, origin: string, pageProps: () => Record<string, string>): AnalyticsConfig {
  return {
    server_url: analyticsServerUrl(settings, origin),
    is_track_single_page: pageProps,
    use_client_time: true,
    send_type: 'image',
    show_log: false,
    heatmap: {
      clickmap: 'default',
      scroll_notice_map: 'default',
      collect_element: isCollected,
      custom_property: elementProperties,
      track_attr: [TRACK_ATTR.itemKey],
    },
  };
}

/**
 * The page-leave plugin: heartbeat every 5 s (kept in localStorage, reported on the next visit if the page was killed);
 * a page's time is kept and sent only while the visitor's answer is yes (`allowed`, asked at each page and heartbeat start).
 */
export const pageLeaveOptions = (allowed: () => boolean) => ({
  heartbeat_interval_time: PAGE_LEAVE_HEARTBEAT_S,
  isCollectUrl: () => allowed(),
});

/** Common property of every event. */
export const commonProperties = (settings: VisitorSettings) => ({ tenant: settings.analyticsTenant || 'unset' });
