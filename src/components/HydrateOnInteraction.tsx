import { type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';

import { isHydratingPrerender } from '@/lib/prerender';

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

/** Renders nothing; its effect runs once the boundary around it is hydrated. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/** Shown only if the server HTML is gone anyway: nothing left to keep, so the controls come alive at once. */
function OpensGate({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  useEffect(() => gate?.release(), [gate]);
  return <>{children}</>;
}

/** The events that tell a visitor is about to use what is inside. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'input'] as const;

export interface TypedValues {
  /** What the visitor typed into the pre-rendered fields before the controls came alive, by field id. */
  read: () => Record<string, string>;
}

interface Props {
  /** Rendered with what was typed before hydration, so nothing the visitor typed is lost. */
  children: (typed: TypedValues) => ReactNode;
  fallback: ReactNode;
  className?: string;
  /** Read once after load: true brings the controls alive at once (a saved draft to put back into the fields). */
  wakeAtOnce?: () => boolean;
}

/**
 * Heavy interactive parts of a pre-rendered page (the lead form's antd controls): their HTML shows at once and stays
 * readable and typeable, but their script runs and hydrates only when they are scrolled into view or the visitor
 * reaches for them (pointer, touch, focus, key), so it never blocks the page's first seconds. Text typed into the plain fields meanwhile is kept and
 * handed to the hydrated form. In a page the app renders itself (in-app navigation) the children render at once.
 */
export default function HydrateOnInteraction({ children, fallback, className, wakeAtOnce }: Props) {
  // Decided once, on the first render: waiting only makes sense while hydrating pre-rendered HTML.
  const [gate] = useState<Gate | null>(() => (isHydratingPrerender() ? createGate() : null));
  const area = useRef<HTMLDivElement>(null);
  const typed = useRef<Record<string, string>>({});
  /** True once the controls inside are hydrated. */
  const live = useRef(false);
  const [values] = useState<TypedValues>(() => ({ read: () => ({ ...typed.current }) }));

  useEffect(() => {
    const element = area.current;
    if (!gate || gate.open || !element) return undefined;
    if (wakeAtOnce?.()) {
      gate.release();
      return undefined;
    }
    // Listened for on the document, in the capture phase: React's own listener on the app's root stops events aimed
    // at content it has not hydrated yet, so a listener on the element itself would never hear them.
    const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
    const remember = (event: Event) => {
      const target = event.target as HTMLInputElement | HTMLTextAreaElement | null;
      if (!inside(event) || !target?.id || !('value' in target)) return;
      if (target.tagName === 'TEXTAREA' || ['text', 'tel', 'email'].includes(target.type)) typed.current[target.id] = target.value;
    };
    const open = (event: Event) => {
      if (!inside(event)) return;
      gate.release();
      for (const type of INTENT_EVENTS) document.removeEventListener(type, open, true);
    };
    document.addEventListener('input', remember, true);
    // A submit before the controls are alive would be the browser's own (a reload that loses the input): hold it; the
    // tap has already brought the form to life, so the next one sends it.
    const holdSubmit = (event: Event) => {
      if (inside(event) && !live.current) event.preventDefault();
    };
    document.addEventListener('submit', holdSubmit, true);
    for (const type of INTENT_EVENTS) document.addEventListener(type, open, { capture: true, passive: true });
    // Scrolled into view: the controls come alive before the visitor can reach them (the script is prefetched). Already
    // in view on arrival: the fields are typeable HTML, so wait for intent rather than run the form's script during the
    // page's first seconds (the main thread belongs to the first paint and the first tap).
    let arrival = true;
    const seen = new IntersectionObserver((entries) => {
      const visible = entries.some((e) => e.isIntersecting);
      if (visible && !arrival) gate.release();
      arrival = false;
    });
    seen.observe(element);
    return () => {
      seen.disconnect();
      document.removeEventListener('input', remember, true);
      document.removeEventListener('submit', holdSubmit, true);
      for (const type of INTENT_EVENTS) document.removeEventListener(type, open, true);
    };
    // Once per gate: a new wakeAtOnce function must not re-run this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gate]);

  // While the gate is closed the boundary keeps the element of the first render: any new prop reaching a dehydrated
  // boundary (its fallback or children, when the page re-renders with fresh data) makes React drop its server HTML.
  const boundary = (inner: ReactNode) => <Suspense fallback={<OpensGate gate={gate}>{fallback}</OpensGate>}>{inner}</Suspense>;
  // Fresh props flow in again once it is hydrated.
  const [hydrated, setHydrated] = useState(false);
  const markHydrated = useCallback(() => {
    live.current = true;
    setHydrated(true);
  }, []);
  const [held] = useState(() =>
    gate
      ? boundary(
          <Wait gate={gate} onHydrated={markHydrated}>
            {children(values)}
          </Wait>,
        )
      : null,
  );
  const content = children(values);
  let shown = held;
  if (!gate) shown = boundary(content);
  else if (hydrated)
    shown = boundary(
      <Wait gate={gate} onHydrated={markHydrated}>
        {content}
      </Wait>,
    );
  return (
    <div ref={area} className={className}>
      {shown}
    </div>
  );
}
