import type * as API from '@/api';
import { SERVICE_ITEM } from '@/features/content/items';
import type { ItemSource } from '@/hooks/useItem';

export interface Thing {
  name: string;
  pitch: string;
}

/** An item source as a kind's (src/features/content/items.ts), for an item of the service kind's endpoint. */
export const thingSource = (): ItemSource<Thing> => ({
  kind: 'service',
  title: (t) => t.name,
  summary: (t) => t.pitch,
  structuredData: () => [],
  copy: SERVICE_ITEM.copy,
});

/** What the item endpoint answers in the test (set by each test). */
export const THINGS: { load: jest.Mock<Promise<API.ResponseStructure<Thing>>, [string]> } = { load: jest.fn() };
