import { useEffect } from 'react';

import { release } from './earlyEvents';
import { isPrerenderedPath } from './pageData';

/** Whether the app takes over the pre-rendered HTML in #root (hydrates it) rather than rendering the page itself. */
export const takesOver = (root: Element | null | undefined) =>
  Boolean(root?.firstElementChild) && isPrerenderedPath(window.location.pathname);

/**
 * Mounted once around the app. Its effect runs when the page is taken over (or rendered): #root is then the app's, and
 * what the visitor did before is replayed (parts still waiting for their script replay theirs when they come alive).
 */
export function TakeOver() {
  useEffect(() => {
    const root = document.getElementById('root');
    if (root) release(root);
  }, []);
  return null;
}
