import { type ReactNode, useRef } from 'react';

import { useSteadyItems } from './useSteadyItems';

interface Props<T> {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Class of the `ul`: its columns and gaps. */
  className: string;
  testId?: string;
  /** A refresh is under way: the items stay, marked busy. */
  busy?: boolean;
}

/**
 * A list of cards: one `li` per item, marked with the item's key. Brought up to date in the background, it changes
 * nothing on screen but the cards' content (useSteadyItems).
 */
export default function ItemGrid<T>({ items, itemKey, renderItem, className, testId, busy }: Props<T>) {
  const list = useRef<HTMLUListElement>(null);
  const shown = useSteadyItems(items, list);
  return (
    <ul ref={list} className={className} aria-busy={busy} data-testid={testId}>
      {shown.map((item, slot) => (
        // Keyed by slot: a card stays where it is and takes the content of the item now in its place.
        <li key={slot} data-item={itemKey(item)}>
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
