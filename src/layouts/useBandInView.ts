import { history, useLocation } from '@umijs/max';
import { useEffect } from 'react';

/** How long a band of the next page may take to show (its chunk loading) before the link gives up scrolling to it. */
const WAIT_MS = 3000;

/**
 * After a link inside the app to a band of another page (`/en#services` from `/en/about`), scroll to the band once the
 * page shows it: the router changes the address but, unlike a page load, does not look for the fragment. An address
 * arrived at, or gone back to, is the browser's to scroll.
 */
export function useBandInView() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id || history.action !== 'PUSH') return undefined;
    const until = performance.now() + WAIT_MS;
    let frame = 0;
    const look = () => {
      // The band shown, not one of the page being left: React keeps that page, hidden, while the next one's code loads.
      const band = document.getElementById(id);
      if (band && band.getClientRects().length > 0) band.scrollIntoView();
      else if (performance.now() < until) frame = requestAnimationFrame(look);
    };
    look();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);
}
