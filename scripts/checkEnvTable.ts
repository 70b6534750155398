/**
 * The README's configuration table names exactly the variables the build reads: those of the bundle and those of the
 * build scripts (src/config/env.ts). Part of `npm run lint`.
 */
import { readFileSync } from 'node:fs';

import { BUILD_SCRIPT_VARIABLES, BUNDLE_VARIABLES } from '../src/config/env';

const readme = readFileSync('README.md', 'utf8');
const section = /## Configuration[^\n]*\n([\s\S]*?)\n## /.exec(readme)?.[1] ?? '';
const listed = new Set(
  section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]+)(?:=[^`]*)?`/g)].map((m) => m[1])),
);
const read = new Set<string>([...BUNDLE_VARIABLES, ...BUILD_SCRIPT_VARIABLES]);
const missing = [...read].filter((name) => !listed.has(name));
const extra = [...listed].filter((name) => !read.has(name));
if (missing.length || extra.length) {
  if (missing.length) console.error(`check-env: README "Configuration" lacks ${missing.join(', ')} (read in src/config/env.ts)`);
  if (extra.length) console.error(`check-env: README "Configuration" names ${extra.join(', ')}, which src/config/env.ts does not list`);
  process.exit(1);
}
console.log(`check-env: README "Configuration" lists the ${read.size} variables of src/config/env.ts`);
