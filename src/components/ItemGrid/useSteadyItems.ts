import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** A change within this long of a tap or a key is the visitor's own doing (the browser does not count it as a shift). */
const OWN_CHANGE_MS = 500;
let lastInputAt = Number.NEGATIVE_INFINITY;
let listening = false;

function listenForInput() {
  if (listening) return;
  listening = true;
  const note = () => {
    lastInputAt = performance.now();
  };
  window.addEventListener('pointerdown', note, { capture: true, passive: true });
  window.addEventListener('keydown', note, { capture: true, passive: true });
}

const askedByVisitor = () => performance.now() - lastInputAt < OWN_CHANGE_MS;

/** Whether the bottom edge of `element` is on screen (content added below it would push what the visitor sees). */
const endOnScreen = (element: HTMLElement) => {
  const { bottom } = element.getBoundingClientRect();
  return bottom >= 0 && bottom <= window.innerHeight;
};

/**
 * The items a list shows when its answer is brought up to date in the background, so nothing on screen moves:
 * - each card stays in its slot and takes the new item's content (the caller keys cards by slot);
 * - a shorter list keeps the height it had (its last slots empty), so what follows does not move up;
 * - a longer list shows its extra items when its end is off screen (at once when it already is).
 * A change the visitor just asked for (a tap, a key) shows as it is. A different list (another filter or page) is a new
 * grid: the caller remounts it.
 */
export function useSteadyItems<T>(items: readonly T[], list: RefObject<HTMLElement | null>): readonly T[] {
  const [limit, setLimit] = useState(items.length);
  const height = useRef(0);
  const shown = items.length > limit ? items.slice(0, limit) : items;

  useLayoutEffect(() => {
    listenForInput();
    const element = list.current;
    if (!element) return;
    if (askedByVisitor()) {
      element.style.minHeight = '';
      if (items.length !== limit) setLimit(items.length);
    } else if (items.length < limit) {
      // Before paint: the shorter list keeps its place on the page.
      element.style.minHeight = `${height.current}px`;
      setLimit(items.length);
    } else if (items.length > limit && !endOnScreen(element)) setLimit(items.length);
    height.current = element.getBoundingClientRect().height;
  }, [items, limit, list]);

  useEffect(() => {
    const element = list.current;
    if (!element || items.length <= limit) return undefined;
    const grow = () => {
      if (!endOnScreen(element)) setLimit(items.length);
    };
    window.addEventListener('scroll', grow, { passive: true });
    return () => window.removeEventListener('scroll', grow);
  }, [items, limit, list]);

  return shown;
}
