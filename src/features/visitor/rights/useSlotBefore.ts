import { type RefObject, useEffect, useState } from 'react';

/**
 * A place for a portal inside markup another component renders: an element of this hook's own, kept just before the
 * first match of `selector` under `container` (placed again when that markup is rendered anew; React leaves an
 * element it did not create where it is). The rights section puts its confirmation step before the form engine's
 * 提交请求 with it, so the step reads, and is tabbed through, between the request and the button that sends it.
 * Null until the anchor is there.
 */
export function useSlotBefore(container: RefObject<HTMLElement | null>, selector: string, className: string): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    const element = document.createElement('div');
    element.className = className;
    const place = () => {
      const anchor = root.querySelector(selector);
      if (!anchor) return setSlot(null);
      const before = element.parentNode === anchor.parentNode && element.compareDocumentPosition(anchor) & Node.DOCUMENT_POSITION_FOLLOWING;
      if (!before) anchor.before(element);
      return setSlot(element);
    };
    place();
    const observer = new MutationObserver(place);
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      element.remove();
    };
  }, [container, selector, className]);
  return slot;
}
