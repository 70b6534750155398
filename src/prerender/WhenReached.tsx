import {
  createContext,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

import { afterNextPaint } from '@/lib/afterPaint';

import { firstEarlyEventTime, hasEarlyEvents, LIVE_ATTR, release, typedIn, WAITING_ATTR } from './earlyEvents';
import { useServerRender } from './renderState';

/** A promise a component throws to keep React waiting, and the way to settle it. */
interface Gate {
  open: boolean;
  promise: Promise<void>;
  release: () => void;
}

function createGate(): Gate {
  const gate = { open: false } as Gate;
  gate.promise = new Promise<void>((resolve) => {
    gate.release = () => {
      gate.open = true;
      resolve();
    };
  });
  return gate;
}

/** Suspends until the gate opens: while it waits, React keeps the pre-rendered HTML of the boundary as it is. */
function Wait({ gate, children, onHydrated }: { gate: Gate; children: ReactNode; onHydrated: () => void }) {
  if (!gate.open) throw gate.promise;
  return (
    <>
      {children}
      <Hydrated onHydrated={onHydrated} />
    </>
  );
}

/**
 * Renders nothing; runs `onHydrated` in the commit that hydrates the boundary around it (a layout effect, after those
 * of what it holds): from then on the fields are React's, so keystrokes must reach React, not be held for a replay.
 */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useLayoutEffect(onHydrated, [onHydrated]);
  return null;
}

/** The server's gate: never closed. */
const OPEN_GATE: Gate = { open: true, promise: Promise.resolve(), release: () => {} };
const noop = () => {};

/** Shown only if the server HTML is gone anyway: nothing left to keep, so the controls come alive at once. */
function OpensGate({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  useEffect(() => gate?.release(), [gate]);
  return <>{children}</>;
}

/** The events that tell a visitor is about to use what is inside. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'input'] as const;

const noSubscription = () => () => {};

/** What the visitor did in the part around before it came alive: read it, it is not a state. */
interface Early {
  /** When they first reached for it (ms since the epoch), or null. */
  reachedAt: () => number | null;
  /** The text they typed into its fields, by the field's id. */
  typed: () => Record<string, string>;
}
const EarlyContext = createContext<Early>({ reachedAt: () => null, typed: () => ({}) });

/**
 * When the visitor first reached for the `WhenReached` part around this component (a tap, a key, typing), also before
 * the page's script ran; null when not known (the part was rendered by the app, not woken by the visitor).
 */
export const useReachedAt = () => useContext(EarlyContext).reachedAt;

/**
 * The text typed into the fields of the `WhenReached` part around this component before its script ran, by the field's
 * id (empty when there was none). A form that starts from it has none of that typing to replay as it comes alive.
 */
export const useTypedEarly = () => useContext(EarlyContext).typed;

interface Props {
  children: ReactNode;
  fallback: ReactNode;
  className?: string;
  /** Read once after load: true brings the controls alive at once (a saved draft to put back into the fields). */
  wakeAtOnce?: () => boolean;
}

/**
 * A heavy interactive part of a page (a lead form's antd controls). In a pre-rendered page its HTML shows at once and
 * takes typing, but its script runs only when the visitor reaches for it (pointer, touch, focus, key), scrolls it into
 * view, or had already used it before the page came alive; what was done meanwhile (a tap on 提交, ticks, typed text)
 * is replayed once it runs. Rendered by the app itself (in-app navigation), it renders at once.
 */
export default function WhenReached({ children, fallback, className, wakeAtOnce }: Props) {
  const server = useServerRender();
  // Decided on the first render: only a part of a page being taken over waits (React reads the second snapshot then).
  const hydrating = !useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [gate] = useState<Gate | null>(() => (hydrating && !server ? createGate() : null));
  const [liveAtOnce] = useState(() => !server && !hydrating);
  const area = useRef<HTMLDivElement>(null);
  const reachedAt = useRef<number | null>(null);
  const [early] = useState<Early>(() => ({
    reachedAt: () => reachedAt.current,
    typed: () => (area.current ? typedIn(area.current) : {}),
  }));

  useEffect(() => {
    const element = area.current;
    if (!gate || gate.open || !element) return undefined;
    if (hasEarlyEvents(element)) {
      reachedAt.current = firstEarlyEventTime(element);
      gate.release();
      return undefined;
    }
    if (wakeAtOnce?.()) {
      gate.release();
      return undefined;
    }
    // On the document, in the capture phase: React's own listener on the app's root stops events aimed at content it
    // has not hydrated yet, so a listener on the element itself would never hear them.
    const open = (event: Event) => {
      if (!(event.target instanceof Node) || !element.contains(event.target)) return;
      reachedAt.current ??= Date.now();
      gate.release();
      for (const type of INTENT_EVENTS) document.removeEventListener(type, open, true);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, open, { capture: true, passive: true });
    // Scrolled into view: alive before the visitor can reach it (its script is prefetched). Already in view on arrival:
    // the fields are typeable HTML, so wait for intent rather than run the form's script in the page's first seconds.
    let arrival = true;
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !arrival) gate.release();
      arrival = false;
    });
    seen.observe(element);
    return () => {
      seen.disconnect();
      for (const type of INTENT_EVENTS) document.removeEventListener(type, open, true);
    };
    // Once per gate: a new wakeAtOnce function must not run this again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gate]);

  // While the gate is closed the boundary keeps the element of the first render: a new prop reaching a boundary that
  // is still dehydrated makes React drop its server HTML. Fresh props flow in again once it is hydrated.
  const boundary = (inner: ReactNode) => (
    <EarlyContext.Provider value={early}>
      <Suspense fallback={<OpensGate gate={gate}>{fallback}</OpensGate>}>{inner}</Suspense>
    </EarlyContext.Provider>
  );
  // Once hydrated, the part takes this component's children as they are at each render. No render of its own in the
  // commit that hydrates it: a state set there renders the whole part again at once, in the task a key typed meanwhile
  // waits for. Only children that changed while it waited call for one, after the next paint.
  const hydrated = useRef(false);
  const [heldChildren] = useState(children);
  const latestChildren = useRef(children);
  useLayoutEffect(() => {
    latestChildren.current = children;
  });
  const [, renderAgain] = useState(0);
  const onHydrated = useCallback(() => {
    hydrated.current = true;
    if (area.current) release(area.current, { hydrated: true });
    if (latestChildren.current !== heldChildren) afterNextPaint(() => renderAgain((n) => n + 1));
  }, [heldChildren]);
  const waiting = (theGate: Gate, hydratedNow: () => void) =>
    boundary(
      <Wait gate={theGate} onHydrated={hydratedNow}>
        {children}
      </Wait>,
    );
  const [held] = useState(() => (gate ? waiting(gate, onHydrated) : null));
  let shown = held;
  // The server renders the tree the take-over hydrates (`Wait` and its `Hydrated`): ids from useId inside (antd's
  // theme key among them) are the same on both sides, so antd reuses its pre-rendered styles instead of writing them
  // again inside the visitor's first act.
  if (!gate) shown = server ? waiting(OPEN_GATE, noop) : boundary(children);
  else if (hydrated.current) shown = waiting(gate, onHydrated);
  const attrs = { [WAITING_ATTR]: '', ...(liveAtOnce ? { [LIVE_ATTR]: '' } : {}) };
  return (
    <div ref={area} className={className} {...attrs}>
      {shown}
    </div>
  );
}
