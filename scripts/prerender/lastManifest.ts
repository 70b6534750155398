/**
 * The manifest of the pre-rendered pages (dist/.prerendered.json, manifest.ts) outlives the build that replaces it:
 * Umi's build empties dist/ first, so the local plugin (plugin.ts) moves the last one beside dist/ before that, and
 * the pre-render script compares the new pages with it (Baidu hears only of new and changed pages).
 * File system only: the Umi plugin loads this file.
 */
import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';

export const MANIFEST_FILE = '.prerendered.json';

/** Where the last manifest waits while dist/ is rebuilt: beside it (dist.prerendered.json). */
export const keptManifestFile = (dist: string) => `${dist.replace(/\/+$/, '')}${MANIFEST_FILE}`;

/** Moves dist/.prerendered.json beside dist/ (before a build empties dist/). */
export function keepLastManifest(dist: string) {
  const file = join(dist, MANIFEST_FILE);
  if (existsSync(file)) renameSync(file, keptManifestFile(dist));
}
