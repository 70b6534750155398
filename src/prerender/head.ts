import { useEffect } from 'react';

import { useServerRender } from './renderState';

/**
 * Names the page in the browser tab once its subject is known (`title`); at build time the title and the subject's
 * summary (`description`) go into the pre-rendered page's <head> instead.
 */
export function useHead(title: string | undefined, description?: string) {
  const server = useServerRender();
  if (server && title) {
    server.head.title = title;
    if (description) server.head.description = description;
  }
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
