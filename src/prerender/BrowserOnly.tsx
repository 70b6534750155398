import type { ReactNode } from 'react';

import { useAfterTakeOver } from './afterTakeOver';

interface Props {
  /** What the HTML shows in its place: the same for every visitor. */
  fallback: ReactNode;
  /** What only this visitor's browser knows (who they are, what this device keeps), read once it shows. */
  children: () => ReactNode;
}

/**
 * A part that depends on this visitor's browser: the fallback in the pre-rendered HTML and while the page is taken
 * over, then the children, rendered anew (not matched against the HTML), so the take-over never meets a difference.
 */
export default function BrowserOnly({ fallback, children }: Props) {
  return useAfterTakeOver() ? children() : fallback;
}
