import { useEffect } from 'react';

import { pageTitle } from '@/config/site';
import { prerenderContext } from '@/lib/prerender';

/**
 * Names the page in the browser tab once its subject is known: '<subject> - <section> - 知桥咨询'.
 * While pre-rendering, the title (and the subject's summary) go into the page's <head> instead.
 */
export function useDocumentTitle(subject: string | undefined, section: string, summary?: string) {
  const ctx = prerenderContext();
  if (ctx && subject) {
    ctx.title = pageTitle(subject, section);
    if (summary) ctx.description = summary;
  }
  useEffect(() => {
    if (subject) document.title = pageTitle(subject, section);
  }, [subject, section]);
}
