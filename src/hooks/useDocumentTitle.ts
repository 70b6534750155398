import { useEffect } from 'react';

import { pageTitle } from '@/config/site';

/** Names the page in the browser tab once its subject is known: '<subject> - <section> - 知桥咨询'. */
export function useDocumentTitle(subject: string | undefined, section: string) {
  useEffect(() => {
    if (subject) document.title = pageTitle(subject, section);
  }, [subject, section]);
}
