/** @jest-environment node */
/**
 * The import rules of the lint gate (eslint.config.mjs) hold on real files: a cycle fails it, and `@/` resolves from
 * the project's own tsconfig.json, not from the one Umi generates (absent on a fresh clone until `max setup`).
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
