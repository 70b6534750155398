/** @jest-environment node */
/**
 * The lint gate keeps copy in the catalogue (scripts/lint/copyRule.mjs, eslint.config.mjs): Chinese in a component or a
 * setting fails it, the catalogue's words read through an import pass, and each file exempt, for its reason, still
 * holds copy.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../..');
const ESLINT = join(ROOT, 'node_modules/.bin/eslint');

interface Result {
  filePath: string;
  messages: { ruleId: string | null }[];
}

const copyErrors = (results: Result[]) => results.flatMap((r) => r.messages.filter((m) => m.ruleId === 'no-restricted-syntax'));

/** ESLint as `npm run lint` runs it, on a text as if it were the file at `path`. */
function lintAs(path: string, text: string) {
  const run = spawnSync(ESLINT, ['--format', 'json', '--stdin', '--stdin-filename', path], { cwd: ROOT, input: text, encoding: 'utf8' });
  return copyErrors(JSON.parse(run.stdout) as Result[]);
}

it('fails on Chinese in a component, as JSX text, a string or a template', () => {
  const text = [
    "const who = '访客';",
    'export default function Hello({ n }: { n: number }) {',
    '  return <p title={`共 ${n} 条`}>欢迎{who}</p>;',
    '}',
    '',
  ].join('\n');
  // The string, both parts of the template around its value, and the JSX text.
  expect(lintAs('src/components/Hello/index.tsx', text)).toHaveLength(4);
}, 60_000);

it('fails on Chinese in a setting, and passes a component that reads the catalogue (comments may be Chinese)', () => {
  expect(lintAs('src/config/hello.ts', "export const HELLO = { label: '提交' };\n")).toHaveLength(1);
  const reads = [
    "import { TEXTS } from '@/content/messages';",
    '',
    '// 提示：文字来自文案目录',
    'export default function Hello() {',
    '  return <p>{TEXTS.requestError}</p>;',
    '}',
    '',
  ].join('\n');
  expect(lintAs('src/components/Hello/index.tsx', reads)).toEqual([]);
}, 60_000);

it("fails on Chinese in any module of src/ outside the catalogue, and passes the catalogue and a kind's module", () => {
  const words = "export const HELLO = { label: '提交' };\n";
  expect(lintAs('src/features/hello/words.ts', words)).toHaveLength(1);
  expect(lintAs('src/lib/hello.ts', words)).toHaveLength(1);
  expect(lintAs('src/content/hello.ts', words)).toEqual([]);
  expect(lintAs('src/kinds/hello.ts', words)).toEqual([]);
}, 60_000);

describe('the files whose copy stays', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(__dirname, 'tmp-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('exist and each still holds copy of its own (take a file off the list once it holds none)', async () => {
    const { COPY_STAYS, COPY_RULE } = (await import('../../../scripts/lint/copyRule.mjs')) as {
      COPY_STAYS: string[];
      COPY_RULE: unknown[];
    };
    expect(COPY_STAYS.filter((file) => !existsSync(join(ROOT, file)))).toEqual([]);
    // The rule alone, with no file exempt.
    const config = join(dir, 'eslint.config.mjs');
    writeFileSync(
      config,
      `import tseslint from 'typescript-eslint';\nexport default [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } }, rules: { 'no-restricted-syntax': ${JSON.stringify(COPY_RULE)} } }];\n`,
    );
    const run = spawnSync(ESLINT, ['--format', 'json', '--no-config-lookup', '-c', config, ...COPY_STAYS], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    const results = JSON.parse(run.stdout) as Result[];
    const withCopy = new Set(results.filter((r) => copyErrors([r]).length).map((r) => r.filePath.slice(ROOT.length + 1)));
    expect(COPY_STAYS.filter((file) => !withCopy.has(file))).toEqual([]);
  }, 60_000);
});
