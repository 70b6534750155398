/**
 * The item a detail page shows (title and one-line summary), published by `useItem` for the share card.
 * A tiny store rather than an import of the WeChat feature, so the hooks layer stays below features.
 */
export interface SharedItem {
  /** The address (path and query) the item belongs to, so a late answer never names another page. */
  location: string;
  title: string;
  summary?: string;
  /** Its square share picture, below the router base (src/config/sharePictures.ts). */
  picture?: string;
}

type Listener = (item: SharedItem) => void;

let current: SharedItem | null = null;
const listeners = new Set<Listener>();

export function publishSharedItem(item: SharedItem): void {
  current = item;
  listeners.forEach((listener) => listener(item));
}

/** The item of the given address, if its page has published one. */
export const sharedItemFor = (location: string): SharedItem | null => (current?.location === location ? current : null);

export function onSharedItem(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
