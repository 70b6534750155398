// Compares two folders of screenshots (scripts/screenshot.mjs --out A, then --out B) pixel by pixel and lists the
// pictures that differ, with the share of pixels changed and the rows where they are; exit 1 when any differs or is missing.
// Usage: node scripts/screenshotDiff.mjs screenshots/before screenshots/after
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';

const [before, after] = process.argv.slice(2);
let differing = 0;
const names = readdirSync(before).filter((n) => n.endsWith('.png'));
for (const name of names) {
  let b, a;
  try {
    [b, a] = [before, after].map((dir) => PNG.sync.read(readFileSync(join(dir, name))));
  } catch {
    console.log(`${name}: missing in ${after}`);
    differing++;
    continue;
  }
  if (a.width !== b.width || a.height !== b.height) {
    console.log(`${name}: size ${b.width}x${b.height} -> ${a.width}x${a.height}`);
    differing++;
    continue;
  }
  let changed = 0;
  let top = Infinity;
  let bottom = -1;
  for (let i = 0; i < a.data.length; i += 4)
    if (a.data[i] !== b.data[i] || a.data[i + 1] !== b.data[i + 1] || a.data[i + 2] !== b.data[i + 2]) {
      changed++;
      const row = Math.floor(i / 4 / a.width);
      top = Math.min(top, row);
      bottom = Math.max(bottom, row);
    }
  if (changed) {
    console.log(`${name}: ${((100 * changed) / (a.width * a.height)).toFixed(3)} % of pixels differ, rows ${top}–${bottom} of ${a.height}`);
    differing++;
  }
}
console.log(`${names.length - differing} of ${names.length} screenshots identical`);
process.exit(differing ? 1 : 0);
