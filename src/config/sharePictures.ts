/**
 * The share pictures: every item and every industry landing has its own, drawn at build time and by the refresh
 * (scripts/shareImages), at a path that follows from its kind and id, so the page, its head tags and the WeChat share
 * card all name it without asking anyone. Plain data, no React.
 *   square  the thumbnail of a WeChat card (app message and timeline)
 *   wide    Open Graph (og:image), 1200 x 630
 */
export type PictureShape = 'square' | 'wide';

export const PICTURE_SIZES: Record<PictureShape, { width: number; height: number }> = {
  square: { width: 400, height: 400 },
  wide: { width: 1200, height: 630 },
};

/** Ids that may name a file (the same pattern as the pre-rendered pages' file names and the nginx maps). */
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Folder of the pictures below the router base (dist/share/). */
export const PICTURE_DIR = 'share';

/**
 * A picture's path below the router base: 'share/activity/act-1-square.png'. `kind` is an item kind
 * (src/kinds/index.ts), 'industry' (id = the landing's slug) or 'page' (a page with a picture of its own, which
 * its route names). Undefined for an id that cannot name a file.
 */
export const sharePicturePath = (kind: string, id: string, shape: PictureShape): string | undefined =>
  SAFE_ID.test(id) ? `${PICTURE_DIR}/${kind}/${id}-${shape}.png` : undefined;

/** The firm's own pictures, for every page without an item: drawn by the same pipeline. */
export const BRAND_PICTURES: Record<PictureShape, string> = {
  square: `${PICTURE_DIR}/zhiqiao-share.png`,
  wide: 'og-image.png',
};
