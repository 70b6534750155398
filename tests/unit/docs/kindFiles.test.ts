import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * docs/architecture.md says which files a new kind of content takes, and how many. This holds it to the code: every
 * file with a table the compiler wants an entry per kind in is in the list, every file named exists, and both counts
 * the page states are the list's.
 */
const ROOT = join(__dirname, '../../..');
const DOC = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');

const NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** The files of the table under "Adding a kind of content" (a placeholder such as `<area>` stands for the kind's). */
const listed = (() => {
  const section = DOC.split('## Adding a kind of content')[1].split('\n## ')[0];
  return [...section.matchAll(/^\| `([^`]+)` +\|/gm)].map((m) => m[1]);
})();

/** Source files holding a table keyed by every kind (`Record<ItemKind, …>`, `[K in ItemKind]`, `EveryKind<…>`). */
function perKindTables(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) return name.startsWith('.') ? [] : perKindTables(path);
    if (!/\.tsx?$/.test(name)) return [];
    const text = readFileSync(join(ROOT, path), 'utf8');
    return /Record<ItemKind\b|\[K in ItemKind\]|EveryKind</.test(text) ? [path] : [];
  });
}

describe('docs/architecture.md: the files a new kind of content takes', () => {
  it('lists every file with a table keyed by every kind', () => {
    const tables = ['src', 'mock', 'scripts'].flatMap(perKindTables);
    expect(tables.length).toBeGreaterThan(3);
    expect(tables.filter((path) => !listed.includes(path))).toEqual([]);
  });

  it('names files that exist', () => {
    expect(listed.filter((path) => !path.includes('<') && !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it('says how many they are, in both places, as many as it lists', () => {
    const inAll = DOC.match(/other place, (\w+) files in all/)?.[1];
    const summary = DOC.match(/a kind of content (\w+) \(below\)/)?.[1];
    expect([NUMBERS.indexOf(inAll ?? ''), NUMBERS.indexOf(summary ?? '')]).toEqual([listed.length, listed.length]);
  });
});
