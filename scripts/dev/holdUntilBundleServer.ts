/**
 * `npm start` (`max dev`) with mako: Umi's server listens at once and answers page requests with its loading page until
 * mako's build ends; every other GET, and every one after the build, it hands to mako's own server on the next port.
 * That server listens only a moment after the build ends: a request handed to it before was answered HTTP 500
 * (`connect ECONNREFUSED` in the log), such as the reload of the loading page at the build's end, or the favicon the
 * browser asks for beside the loading page. This middleware, in Umi's chain before that hand-over (plugin.ts), holds
 * such a request until that server listens.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

import { untilListening } from '../lib/listening';

/** How long a request is held at most; then it goes on, as it did before. */
const HOLD_MS = 30_000;

interface Options {
  /** Whether the build is done: until then Umi answers page requests itself (its loading page). */
  built: () => boolean;
  /** The port of mako's server. */
  port: () => number;
  holdMs?: number;
}

/** What Umi answers itself, never handing it to mako: its own addresses, and pages while it builds (as its dev tool). */
function answeredByUmi(req: IncomingMessage, built: boolean) {
  if (req.url?.startsWith('/__umi/')) return true;
  const accept = req.headers.accept;
  return !built && (accept?.includes('text/html') === true || accept === '*/*');
}

export function holdUntilBundleServer({ built, port, holdMs = HOLD_MS }: Options) {
  let up = false;
  let waiting: Promise<boolean> | null = null;
  return (req: IncomingMessage, _res: ServerResponse, next: () => void) => {
    const handedToMako = (req.method === 'GET' || req.method === 'HEAD') && !answeredByUmi(req, built());
    if (up || !handedToMako) {
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
