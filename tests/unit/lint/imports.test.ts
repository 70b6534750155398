/** @jest-environment node */
/**
 * The import rules of the lint gate (eslint.config.mjs) hold on real files: a cycle fails it, and `@/` resolves from
 * the project’s own tsconfig.json, not from the one Umi generates (absent on a fresh clone until `max setup`); the
 * settings read words only from the catalogue’s word tables, which read only types.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../..');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(__dirname, 'tmp-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};

/** ESLint as `npm run lint` runs it (its flat config is an ES module, which Jest's module system cannot load). */
const cycleErrors = (files: string[]) => {
  const run = spawnSync(join(ROOT, 'node_modules/.bin/eslint'), ['--format', 'json', ...files], { cwd: ROOT, encoding: 'utf8' });
  const results = JSON.parse(run.stdout) as { messages: { ruleId: string | null }[] }[];
  return results.flatMap((r) => r.messages.filter((m) => m.ruleId === 'import-x/no-cycle'));
};

it('fails on two modules that import each other', () => {
  const a = write('a.ts', "import { b } from './b';\nexport const a = (): number => b() + 1;\n");
  const b = write('b.ts', "import { a } from './a';\nexport const b = (): number => a() - 1;\n");
  expect(cycleErrors([a, b]).length).toBe(2);
}, 60_000);

it('passes the same modules once one of them no longer imports the other', () => {
  const a = write('a.ts', "import { b } from './b';\nexport const a = (): number => b() + 1;\n");
  const b = write('b.ts', 'export const b = (): number => 1;\n');
  expect(cycleErrors([a, b])).toEqual([]);
}, 60_000);

it('declares the path aliases in the project’s own tsconfig.json', () => {
  const config = JSON.parse(readFileSync(join(ROOT, 'tsconfig.json'), 'utf8')) as {
    extends?: string;
    compilerOptions: { paths: Record<string, string[]> };
  };
  expect(config.extends ?? '').not.toMatch(/\.umi/);
  expect(config.compilerOptions.paths['@/*']).toEqual(['./src/*']);
});

/** The layer rules' errors for a text as if it were the file at `path`. */
const layerErrors = (path: string, text: string) => {
  const run = spawnSync(join(ROOT, 'node_modules/.bin/eslint'), ['--format', 'json', '--stdin', '--stdin-filename', path], {
    cwd: ROOT,
    input: text,
    encoding: 'utf8',
  });
  const results = JSON.parse(run.stdout) as { messages: { ruleId: string | null }[] }[];
  return results.flatMap((r) => r.messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports'));
};

it('lets a setting read words only from the word tables of the catalogue, and a word table read only types', () => {
  const labels = "import { ROUTE_TITLES } from '../content/labels/routes';\nexport const HOME = ROUTE_TITLES['/'];\n";
  expect(layerErrors('src/config/hello.ts', labels)).toEqual([]);
  const copy = "import { DEFAULT_TITLE } from '../content/firm';\nexport const HOME = DEFAULT_TITLE;\n";
  expect(layerErrors('src/config/hello.ts', copy)).toHaveLength(1);
  const setting = "import { INDUSTRIES } from '../../config/industries';\nexport const FIRST = INDUSTRIES[0];\n";
  expect(layerErrors('src/content/labels/hello.ts', setting)).toHaveLength(1);
  const type = "import type { IndustrySlug } from '../../config/industrySlugs';\nexport const FIRST: IndustrySlug = 'two';\n";
  expect(layerErrors('src/content/labels/hello.ts', type)).toEqual([]);
}, 60_000);
