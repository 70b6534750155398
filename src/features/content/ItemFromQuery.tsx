import type { ReactNode } from 'react';

import { ItemView } from '@/components/ContentState';
import { type ItemSource, useItemFromQuery } from '@/hooks/useItem';
import { itemPageCopy } from '@/kinds/pages';

// A feature, not a component: it loads the item (components call no service). Apart from the states
// (components/ContentState): a list page showing a loading state does not bring the item loader along.
/** The detail page of the item named by `?id=`: its states, then the item. */
export default function ItemFromQuery<T>({ source, children }: { source: ItemSource<T>; children: (item: T) => ReactNode }) {
  const state = useItemFromQuery(source);
  return (
    <ItemView state={state} copy={itemPageCopy(source)}>
      {children}
    </ItemView>
  );
}
