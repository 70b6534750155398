import { useEffect } from 'react';

import { type StructuredData, useServerRender } from './renderState';

export interface Head {
  /** The page's own title once its subject is known (an item's name): the browser tab, and the pre-rendered <title>. */
  title?: string;
  /** One or two sentences about its subject: the pre-rendered page's description for search engines and previews. */
  description?: string;
  /** Its schema.org data, written into the pre-rendered page's <head> (the build hands over the site's origin). */
  structuredData?: StructuredData;
  /** Kept out of search on this occasion (an ended campaign): robots noindex, and out of the sitemap. */
  noindex?: boolean;
}

/**
 * What a page says of itself in its <head>, declared beside the page. In the browser it names the tab; at build time it
 * goes into the pre-rendered page's <head>.
 */
export function useHead({ title, description, structuredData, noindex }: Head) {
  const server = useServerRender();
  if (server) {
    if (title) server.head.title = title;
    if (title && description) server.head.description = description;
    if (structuredData) server.head.structuredData = structuredData;
    if (noindex) server.head.noindex = true;
  }
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  // A page that learns in the browser that it stays out of search (a campaign that ended since its HTML was written).
  // The next route sets the robots meta of its own (src/features/site/routeMeta.ts).
  useEffect(() => {
    if (noindex) document.querySelector('meta[name="robots"]')?.setAttribute('content', 'noindex, nofollow');
  }, [noindex]);
}
