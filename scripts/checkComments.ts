/**
 * Lint gate (npm run lint): comments and Markdown that stay true for a reader of the repository.
 * - Every repository path named in a comment or a Markdown file exists: a comment that points at a file that was moved
 *   or removed misleads the next reader.
 * - No comment refers to a section of the specification or to an issue number, which a reader of the repository does
 *   not have: it states the rule itself.
 * A path is a word starting with one of the repository's top folders (src/, scripts/, mock/, tests/, deploy/, public/,
 * .ci/) or with the '@/' alias; a module path may leave out its extension. A path with a placeholder (…, *, <…>, {…})
 * is a pattern: the folder before the placeholder must exist. A Markdown code block with `file=<path>` is a file a
 * walkthrough writes (docs/content.md), not one that exists: it is left out.
 *   npx tsx scripts/checkComments.ts
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';

const root = join(__dirname, '..');
const TOP = ['src', 'scripts', 'mock', 'tests', 'deploy', 'public', '.ci'];
const CODE = new Set(['.ts', '.tsx', '.js', '.mjs', '.cjs', '.css', '.conf', '.service']);
const MODULE_EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '/index.ts', '/index.tsx'];
const PATH = new RegExp(`(?<![\\w./@-])(@/|(?:${TOP.map((t) => t.replace('.', '\\.')).join('|')})/)([\\w@.\\-/\\[\\]]*)`, 'g');

/** The comments of a code file (line and block comments, and '#' lines of configuration files). */
function commentsOf(text: string, extension: string): string[] {
  if (extension === '.conf' || extension === '.service') return text.split('\n').filter((l) => l.trim().startsWith('#'));
  const found: string[] = [];
  const pattern = /\/\*[\s\S]*?\*\/|(?<![:'"`\w])\/\/[^\n]*/g;
  for (const match of text.matchAll(pattern)) found.push(match[0]);
  return found;
}

const PLACEHOLDER = /[…*<>{}]|\.\.\./;

/** Generated output (src/.umi-production, dist, reports) is named by its ignore rule and exists only after a build. */
function isGenerated(path: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '-q', '--no-index', path], { cwd: root });
    return true;
  } catch {
    return false;
  }
}

function exists(path: string): boolean {
  const clean = path.replace(/[.,:;)\]]+$/, '').replace(/\/$/, '');
  return MODULE_EXTENSIONS.some((ext) => existsSync(join(root, clean + ext))) || isGenerated(clean + '/') || isGenerated(clean);
}

const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => f && !f.startsWith('src/.umi'))
  .filter((f) => f.endsWith('.md') || CODE.has(extname(f)));

/** A Markdown code block a walkthrough writes into a file (```ts file=<path>): it may not exist yet. */
const WRITTEN_BY_WALKTHROUGH = /^```\w* file=[^\n]*\n[\s\S]*?^```$/gm;

/** A pointer to a document the reader does not have. */
const ELSEWHERE = /\bspec(?:ification)?\s+(?:section|§)\s*\d|\(spec[:)]|\bissues?\s+#?\d+/i;

const missing: string[] = [];
const pointers: string[] = [];
for (const file of files) {
  const text = readFileSync(join(root, file), 'utf8');
  const parts = file.endsWith('.md') ? [text.replace(WRITTEN_BY_WALKTHROUGH, '')] : commentsOf(text, extname(file));
  for (const part of parts) {
    const pointer = part.match(ELSEWHERE);
    if (pointer) pointers.push(`${file}: "${pointer[0]}"`);
    for (const match of part.matchAll(PATH)) {
      const path = (match[1] === '@/' ? 'src/' : match[1]) + match[2];
      const after = part.slice(match.index + match[0].length, match.index + match[0].length + 3);
      // A pattern (a folder, then …): the folder it names must be there.
      const checked = PLACEHOLDER.test(after) ? path.slice(0, path.lastIndexOf('/')) : path;
      if (match[2] === '' || !checked.includes('/') || TOP.includes(checked)) continue;
      if (!exists(checked)) missing.push(`${file}: ${match[0]}`);
    }
  }
}

if (missing.length) console.error(`Paths named in comments or Markdown that do not exist:\n${[...new Set(missing)].join('\n')}`);
if (pointers.length)
  console.error(`Comments that point at the specification or an issue (state the rule instead):\n${pointers.join('\n')}`);
if (missing.length || pointers.length) process.exit(1);
console.log(`check-comments: the comments and Markdown of ${files.length} files name only paths that exist, and no spec section or issue`);
