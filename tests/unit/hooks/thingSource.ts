import type * as API from '@/api';
import type { ItemSource } from '@/hooks/useItem';
import serviceKind from '@/kinds/service';

export interface Thing {
  name: string;
  pitch: string;
}

/** An item source as a kind's (src/kinds/<kind>.ts), for an item of the service kind's endpoint. */
export const thingSource = (): ItemSource<Thing> => ({
  kind: 'service',
  item: { title: 'name', summary: 'pitch', structuredData: () => [] },
  copy: serviceKind.copy,
});

/** What the item endpoint answers in the test (set by each test). */
export const THINGS: { load: jest.Mock<Promise<API.ResponseStructure<Thing>>, [string]> } = { load: jest.fn() };
