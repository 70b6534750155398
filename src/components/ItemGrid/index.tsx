import type { ReactNode } from 'react';

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

/** A list of cards: one `li` per item. */
export default function ItemGrid<T>({ items, itemKey, renderItem, className, testId, busy }: Props<T>) {
  return (
    <ul className={className} aria-busy={busy} data-testid={testId}>
      {items.map((item) => (
        <li key={itemKey(item)}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}
