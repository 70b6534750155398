import { type ReactNode, Suspense } from 'react';

/**
 * A part of the page that React takes over on its own, after the page's frame: each is a Suspense boundary, which React
 * leaves as HTML in the first pass and hydrates later, in steps of a few milliseconds that let the browser answer
 * taps in between (a tap on a part not yet taken over hydrates that part first). Its code is in the page's chunks, so
 * it never waits for a script and never shows the empty fallback.
 */
export default function Slice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
