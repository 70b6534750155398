import type { ReactNode } from 'react';

import { type ItemSource, useItemFromQuery } from '@/hooks/useItem';

import { ItemView } from '.';

// Apart from the states (./index.tsx): a list page showing a loading state does not bring the item loader along.
/** The detail page of the item named by `?id=`: its states, then the item. */
export default function ItemFromQuery<T>({ source, children }: { source: ItemSource<T>; children: (item: T) => ReactNode }) {
  const state = useItemFromQuery(source);
  return (
    <ItemView state={state} copy={source.copy}>
      {children}
    </ItemView>
  );
}
