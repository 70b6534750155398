/**
 * `npm start` (`max dev`) with mako: Umi's server listens at once and shows its loading page until mako's build ends,
 * then hands every GET to mako's own server on the next port. That server listens a moment after the build ends: a
 * request in between was answered HTTP 500 (`connect ECONNREFUSED` in the log). This middleware, first in Umi's chain
 * (plugin.ts), holds such a request until that server listens.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

import { untilListening } from '../lib/listening';

/** How long a request is held at most; then it goes on, as it did before. */
const HOLD_MS = 30_000;

interface Options {
  /** Whether Umi hands requests to the bundler's server now (its build done). */
  handsOver: () => boolean;
  /** The port of the bundler's server. */
  port: () => number;
  holdMs?: number;
}

export function holdUntilBundleServer({ handsOver, port, holdMs = HOLD_MS }: Options) {
  let up = false;
  let waiting: Promise<boolean> | null = null;
  return (_req: IncomingMessage, _res: ServerResponse, next: () => void) => {
    if (up || !handsOver()) {
      next();
      return;
    }
    waiting ??= untilListening(port(), holdMs).finally(() => (waiting = null));
    void waiting.then((listens) => {
      up ||= listens;
      next();
    });
  };
}
