/**
 * The one font of the share pictures, carried by the project (fonts/ShareSansSC-Bold.otf: a subset of Noto Sans CJK SC
 * Bold under the SIL Open Font License, fonts/OFL.txt; fonts/subset.py makes it). The renderer loads this file and no
 * system font, so a build machine without fonts draws the same pictures.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const FONT_FILE = join(__dirname, 'fonts', 'ShareSansSC-Bold.otf');

interface Metrics {
  family: string;
  unitsPerEm: number;
  /** Every character the font has. */
  chars: string;
  /** Advance widths that are not one em (Latin letters, digits, some punctuation), in font units. */
  advances: Record<string, number>;
}

const metrics = JSON.parse(readFileSync(join(__dirname, 'fonts', 'ShareSansSC-Bold.metrics.json'), 'utf8')) as Metrics;
const covered = new Set(metrics.chars);

export const FONT_FAMILY = metrics.family;

/** Width of a character in ems (a character the font lacks counts one em: it is drawn as a box). */
export const advance = (char: string) => (metrics.advances[char] ?? metrics.unitsPerEm) / metrics.unitsPerEm;

/** The characters of `text` the font cannot draw. */
export const missingChars = (text: string) => [...new Set([...text].filter((c) => !covered.has(c) && !/\s/.test(c)))];
