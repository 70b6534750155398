/** @jest-environment node */
/**
 * docs/content.md walks a newcomer through a new kind of content ("webinars"), block by block. This follows it on a
 * copy of the project: writes each block where it says, then type-checks the copy and runs the kinds' tests there. The
 * walkthrough works as written, and takes as many files as it says.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const ROOT = join(__dirname, '../../..');
const DOC = readFileSync(join(ROOT, 'docs/content.md'), 'utf8');
const SECTION = DOC.split('## A new kind, step by step: webinars')[1].split('\n## ')[0];

interface Block {
  file: string;
  /** The line the block goes after; none: the block is a new file. */
  after?: string;
  code: string;
}

const BLOCKS: Block[] = [...SECTION.matchAll(/^```tsx? file=(\S+)(?: after="([^"]+)")?\n([\s\S]*?)^```$/gm)].map(
  ([, file, after, code]) => ({
    file,
    after,
    code,
  }),
);

const NUMBERS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** The project as it stands (tracked and new files, not the ignored ones), with its installed packages. */
function copyProject(): string {
  const list = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' });
  const copy = mkdtempSync(join(tmpdir(), 'new-kind-'));
  for (const file of list.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(join(ROOT, file))) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(ROOT, file), join(copy, file));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
  return copy;
}

function apply(copy: string, { file, after, code }: Block) {
  const path = join(copy, file);
  if (after === undefined) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, code);
    return;
  }
  const lines = readFileSync(path, 'utf8').split('\n');
  const at = lines.findIndex((line) => line.includes(after));
  if (at < 0) throw new Error(`${file} has no line with ${after}: the walkthrough is out of date`);
  lines.splice(at + 1, 0, code.replace(/\n$/, ''));
  writeFileSync(path, lines.join('\n'));
}

/** Runs a tool of the project in the copy; what it printed, or an error with it when it fails. */
const run = (copy: string, command: string, args: string[]) => {
  const result = spawnSync(join(copy, 'node_modules/.bin', command), args, {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, CI: '1' },
  });
  const output = `${result.stdout}\n${result.stderr}`;
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${output.slice(-4000)}`);
  return output;
};

/** Source files with a table that must have an entry for every kind (`Record<ItemKind, …>`, `[K in ItemKind]: …`). */
function perKindTables(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) return name.startsWith('.') ? [] : perKindTables(path);
    if (!/\.tsx?$/.test(name)) return [];
    return /Record<ItemKind\b|\[K in ItemKind\]:/.test(readFileSync(join(ROOT, path), 'utf8')) ? [path] : [];
  });
}

describe('docs/content.md: a new kind, step by step', () => {
  it('writes into every file with a table the compiler wants an entry per kind in', () => {
    const tables = ['src', 'mock', 'scripts'].flatMap(perKindTables);
    expect(tables.length).toBeGreaterThan(1);
    expect(tables.filter((path) => !BLOCKS.some((b) => b.file === path))).toEqual([]);
  });

  let copy = '';
  afterAll(() => copy && rmSync(copy, { recursive: true, force: true }));

  it('says how many files it takes, as many as its blocks write', () => {
    const files = new Set(BLOCKS.map((b) => b.file));
    expect(BLOCKS.length).toBeGreaterThan(4);
    expect(SECTION).toContain(`**${NUMBERS[files.size]} files: `);
  });

  it("works as written: the copy type-checks, and the kinds' tests pass for the new kind", () => {
    copy = copyProject();
    for (const block of BLOCKS) apply(copy, block);
    // Umi writes what the type-check reads of it (src/.umi), as `npm install` does.
    run(copy, 'max', ['setup']);
    expect(run(copy, 'tsc', ['--noEmit', '-p', '.']).trim()).toBe('');
    const tests = run(copy, 'jest', [
      'tests/unit/config/kinds.test.ts',
      'tests/unit/config/routes.test.ts',
      'tests/unit/api/fixtures.test.ts',
      'tests/unit/content/pageMeta.test.ts',
      '--verbose',
    ]);
    expect(tests).toContain('the kind webinar');
    expect(tests).not.toMatch(/✕/);
  }, 600_000);
});
