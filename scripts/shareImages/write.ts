/**
 * The share pictures into dist/: the two pictures of each subject (compose.ts) and the firm's own (brand.ts), each
 * file replaced whole like every other write of the build and the refresh (scripts/lib/atomicWrite.ts). A subject's
 * pictures are drawn again only when what they show changed: the digest of their SVG is kept in the manifest of the
 * pre-rendered pages (scripts/prerender/manifest.ts), by subject.
 */
import { createHash } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { BRAND_PICTURES, type PictureShape, sharePicturePath } from '../../src/config/sharePictures';
import { writeFileAtomic } from '../lib/atomicWrite';
import { loadSubjects } from './art';
import { brandSquare, brandWide } from './brand';
import { composeSquare, composeWide } from './compose';
import { drawPng } from './draw';
import { missingChars } from './font';
import type { Subject } from './subjects';

/** Pictures drawn together: their files (below the router base) and their SVG. */
interface PictureSet {
  key: string;
  pictures: { path: string; svg: string }[];
  /** Text the font must have. */
  text: string;
}

const SHAPES: PictureShape[] = ['square', 'wide'];

/** The two pictures of a subject, or none when its id cannot name a file. */
async function subjectSet(subject: Subject): Promise<PictureSet | undefined> {
  const logo = (await loadSubjects()).logoArt();
  const [square, wide] = SHAPES.map((shape) => sharePicturePath(subject.kind, subject.id, shape));
  if (!square || !wide) return undefined;
  return {
    key: subject.key,
    pictures: [
      { path: square, svg: composeSquare(subject, logo) },
      { path: wide, svg: composeWide(subject, logo) },
    ],
    text: `${subject.kicker}${subject.title}${subject.meta}`,
  };
}

async function brandSet(): Promise<PictureSet> {
  const logo = (await loadSubjects()).logoArt();
  return {
    key: 'brand',
    pictures: [
      { path: BRAND_PICTURES.square, svg: brandSquare(logo) },
      { path: BRAND_PICTURES.wide, svg: brandWide(logo) },
    ],
    text: '',
  };
}

const digestOf = (set: PictureSet) =>
  createHash('sha256')
    .update(set.pictures.map((p) => `${p.path}\n${p.svg}`).join('\n'))
    .digest('base64url')
    .slice(0, 22);

export interface DrawnPictures {
  /** The digest of every subject's pictures now, by key (for the manifest). */
  digests: Record<string, string>;
  /** Paths written (below the router base). */
  written: string[];
  /** Subjects whose text has characters the font lacks (drawn as boxes). */
  warnings: string[];
}

/** Runs `task` over `items`, `width` at a time. */
async function pool<T>(items: readonly T[], width: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await task(items[next++]);
    }),
  );
}

/**
 * Draws into `dist` the pictures of `subjects` (and the firm's own with `brand`) whose digest differs from `known` or
 * whose files are missing.
 */
export async function drawPictures(
  dist: string,
  subjects: readonly Subject[],
  known: Readonly<Record<string, string>>,
  { brand = false }: { brand?: boolean } = {},
): Promise<DrawnPictures> {
  const sets = [...(brand ? [await brandSet()] : [])];
  for (const subject of subjects) {
    const set = await subjectSet(subject);
    if (set && !sets.some((s) => s.key === set.key)) sets.push(set);
  }
  const digests: Record<string, string> = {};
  const written: string[] = [];
  const warnings: string[] = [];
  const due = sets.filter((set) => {
    digests[set.key] = digestOf(set);
    const missing = missingChars(set.text);
    if (missing.length) warnings.push(`${set.key}: the share pictures' font has no ${missing.join(' ')}`);
    return digests[set.key] !== known[set.key] || set.pictures.some((p) => !existsSync(join(dist, p.path)));
  });
  // resvg draws on libuv's threads: a few at once keep both cores busy.
  await pool(
    due.flatMap((set) => set.pictures),
    4,
    async (picture) => {
      writeFileAtomic(join(dist, picture.path), await drawPng(picture.svg));
      written.push(picture.path);
    },
  );
  if (brand) delete digests.brand;
  return { digests, written: written.sort(), warnings };
}

/** Removes the pictures of subjects no longer shown (a withdrawn item); returns the paths removed. */
export function removePictures(dist: string, keys: readonly string[]): string[] {
  const removed: string[] = [];
  for (const key of keys) {
    const [kind, id] = key.split('/');
    for (const shape of SHAPES) {
      const path = sharePicturePath(kind, id ?? '', shape);
      if (path && existsSync(join(dist, path))) {
        rmSync(join(dist, path), { force: true });
        removed.push(path);
      }
    }
  }
  return removed;
}
