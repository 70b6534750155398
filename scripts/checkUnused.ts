/**
 * Lint gate: dead code, found with the TypeScript parser alone (one syntax tree per file, no type checker).
 * - An export of src/, mock/ or scripts/ that no other file imports or re-exports, and that its own file does not use
 *   either (an export only its own file uses is merely over-exported, which is fine). Types count as exports too.
 * - A module under src/ (code or CSS) that no entry point reaches through imports (its exports are not listed too).
 * What counts as a use of a module's export: a named import or re-export (`import { a }`, `import a`,
 * `export { a } from`, `import('…').a` in a type); a namespace import, `export * as`, `import()`, `require()` or
 * `jest.requireActual()` of the module uses all of its exports; `export * from` passes the uses of a name on.
 * The entry points: what Umi loads by convention (every export of src/app.tsx; the default export of src/loading.tsx,
 * src/layouts/index.tsx, of each file under src/models/ and mock/, and of each page component the route table names:
 * its PageName type and pageComponent, src/config/routes.ts), src/global.css, and every file outside src/ (tests,
 * scripts, mock/, the configuration files at the top). A `join(…, 'src', 'x', 'y.js')` of string literals naming a
 * file is a use of that file (a script reading it), and so is `jest.mock('@/…')`. Declaration files (*.d.ts) are read
 * for the imports they make, their exports are not checked. Modules are resolved like the bundler: '@/' is src/,
 * '@@/' (Umi's generated code) and packages are left out.
 * An export used where this check cannot see it (a name read by a framework, a string-named loader) carries a comment
 * `// used-by: <who>` on the line right above it; keep that for rare cases.
 *   npx tsx scripts/checkUnused.ts
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';

const root = join(__dirname, '..');
const CHECKED = ['src/', 'mock/', 'scripts/'];
const READ_DIRS = ['src/', 'mock/', 'scripts/', 'tests/'];
const CODE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;
const DECLARATION = /\.d\.[cm]?ts$/;
const GENERATED = /^src\/\.umi/;
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '.d.mts', '/index.ts', '/index.tsx', '/index.js'];
const ROUTES_FILE = 'src/config/routes.ts';
/** Every export of the module is used. */
const ALL = '*';

/** An exported name of a module, with what keeps it when no other module imports it. */
interface Export {
  name: string;
  line: number;
  /** Used in its own file (apart from its declaration and its export). */
  usedLocally: boolean;
  /** Marked `// used-by: …`. */
  marked: boolean;
}

/** What a module brings in from another module of the repository. */
interface Reference {
  target: string;
  /** The export names it uses; ALL for every export; none when it uses only the file (a side-effect import, jest.mock). */
  names: string[];
}

interface Module {
  file: string;
  exports: Map<string, Export>;
  /** Modules whose exports it passes on with `export * from`. */
  stars: string[];
  references: Reference[];
}

/** The code and CSS files of the repository (tracked or new, not ignored), generated code left out. */
function listFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && (CODE.test(f) || (f.startsWith('src/') && f.endsWith('.css'))))
    .filter((f) => !GENERATED.test(f) && (READ_DIRS.some((d) => f.startsWith(d)) || !f.includes('/')))
    .filter((f) => existsSync(join(root, f)))
    .sort();
}

const files = listFiles();
const known = new Set(files);

/** The repository file an import specifier names, seen from `from`; undefined for a package or generated code. */
function resolveModule(specifier: string, from: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = 'src/' + specifier.slice(2);
  else if (specifier.startsWith('.')) base = join(dirname(from), specifier);
  else return undefined;
  return resolvePath(normalize(base));
}

function resolvePath(base: string): string | undefined {
  return RESOLVE_SUFFIXES.map((suffix) => base + suffix).find((candidate) => known.has(candidate));
}

function scriptKind(file: string): ts.ScriptKind {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (/\.[cm]?js$/.test(file)) return ts.ScriptKind.JS;
  if (file.endsWith('.jsx')) return ts.ScriptKind.JSX;
  return ts.ScriptKind.TS;
}

const hasExportModifier = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const hasDefaultModifier = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

/** The names a binding (`a`, `{ a, b: [c] }`) declares. */
function bindingNames(name: ts.BindingName): ts.Identifier[] {
  if (ts.isIdentifier(name)) return [name];
  return name.elements.flatMap((e) => (ts.isOmittedExpression(e) ? [] : bindingNames(e.name)));
}

/** Whether an identifier stands for a binding of its scope (not a property name, a JSX attribute, a label). */
function isReference(id: ts.Identifier): boolean {
  const parent = id.parent;
  if (ts.isPropertyAccessExpression(parent)) return parent.expression === id;
  if (ts.isQualifiedName(parent)) return parent.left === id;
  if (
    ts.isPropertyAssignment(parent) ||
    ts.isPropertySignature(parent) ||
    ts.isPropertyDeclaration(parent) ||
    ts.isMethodDeclaration(parent) ||
    ts.isMethodSignature(parent) ||
    ts.isGetAccessorDeclaration(parent) ||
    ts.isSetAccessorDeclaration(parent) ||
    ts.isEnumMember(parent)
  )
    return parent.name !== id;
  if (ts.isBindingElement(parent)) return parent.propertyName !== id;
  if (ts.isJsxAttribute(parent) || ts.isLabeledStatement(parent) || ts.isBreakOrContinueStatement(parent)) return false;
  if (ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent) || ts.isImportClause(parent) || ts.isNamespaceImport(parent))
    return false;
  return true;
}

/** The string a call's argument spells, when it is a literal. */
const literal = (node: ts.Node | undefined) => (node && ts.isStringLiteralLike(node) ? node.text : undefined);

/** The dotted name of a callee: `require`, `jest.mock`, `path.join`. */
function calleeName(expression: ts.Expression): string {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return `${calleeName(expression.expression)}.${expression.name.text}`;
  return '';
}

/** A file named by a `join(…)`/`resolve(…)` of string literals, from the file's folder or from the repository's. */
function pathCallTarget(call: ts.CallExpression, file: string): string | undefined {
  const parts = call.arguments.map(literal);
  const start = parts.findIndex((p) => p !== undefined);
  if (start < 0 || parts.slice(start).some((p) => p === undefined)) return undefined;
  const segments = parts.slice(start) as string[];
  return [join(dirname(file), ...segments), join(...segments)].map((p) => normalize(p)).find((p) => known.has(p));
}

/** Whether the line right above `node` is a `// used-by: …` comment. */
function isMarked(sf: ts.SourceFile, node: ts.Node): boolean {
  const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
  if (line === 0) return false;
  const above = sf.text.slice(sf.getPositionOfLineAndCharacter(line - 1, 0), sf.getPositionOfLineAndCharacter(line, 0));
  return /^\s*\/\/\s*used-by:\s*\S/.test(above);
}

/** The modules a CSS file pulls in with @import. */
function cssModule(file: string): Module {
  const text = readFileSync(join(root, file), 'utf8');
  const references: Reference[] = [];
  for (const match of text.matchAll(/@import\s+(?:url\()?\s*['"]([^'"]+)['"]/g)) {
    const target = resolveModule(match[1].startsWith('.') || match[1].startsWith('@/') ? match[1] : `./${match[1]}`, file);
    if (target) references.push({ target, names: [] });
  }
  return { file, exports: new Map(), stars: [], references };
}

/** A code module: its exports (with their local use) and what it uses of other modules. */
function codeModule(file: string): Module {
  const sf = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true, scriptKind(file));
  const module: Module = { file, exports: new Map(), stars: [], references: [] };
  const refer = (specifier: string | undefined, names: string[]) => {
    const target = specifier === undefined ? undefined : resolveModule(specifier, file);
    if (target && target !== file) module.references.push({ target, names });
  };
  /** Exported names with the local binding they stand for (undefined: none, as for `export default <expression>`). */
  const exported: { name: string; local?: string; node: ts.Node; marked: boolean }[] = [];
  /** Text ranges of top-level declarations, where their own names do not count as a use. */
  const declarations = new Map<string, ts.Node[]>();
  const declare = (name: string, node: ts.Node) => declarations.set(name, [...(declarations.get(name) ?? []), node]);

  for (const statement of sf.statements) {
    const exporting = hasExportModifier(statement);
    const marked = isMarked(sf, statement);
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        for (const id of bindingNames(declaration.name)) {
          declare(id.text, declaration);
          if (exporting) exported.push({ name: id.text, local: id.text, node: declaration, marked });
        }
    } else if (
      ts.isFunctionDeclaration(statement) ||
      ts.isClassDeclaration(statement) ||
      ts.isInterfaceDeclaration(statement) ||
      ts.isTypeAliasDeclaration(statement) ||
      ts.isEnumDeclaration(statement) ||
      (ts.isModuleDeclaration(statement) && ts.isIdentifier(statement.name))
    ) {
      const local = statement.name && ts.isIdentifier(statement.name) ? statement.name.text : undefined;
      if (local) declare(local, statement);
      if (exporting) exported.push({ name: hasDefaultModifier(statement) ? 'default' : local!, local, node: statement, marked });
    } else if (ts.isExportAssignment(statement) && !statement.isExportEquals) {
      const local = ts.isIdentifier(statement.expression) ? statement.expression.text : undefined;
      exported.push({ name: 'default', local, node: statement, marked });
    } else if (ts.isExportDeclaration(statement)) {
      const specifier = literal(statement.moduleSpecifier);
      const clause = statement.exportClause;
      if (!clause) {
        // export * from: the names asked of this module that it does not declare are asked of the other.
        const target = specifier === undefined ? undefined : resolveModule(specifier, file);
        if (target) {
          module.stars.push(target);
          module.references.push({ target, names: [] });
        }
      } else if (ts.isNamespaceExport(clause)) {
        refer(specifier, [ALL]);
        exported.push({ name: clause.name.text, node: statement, marked });
      } else {
        for (const element of clause.elements) {
          const source = (element.propertyName ?? element.name).text;
          const entry = { name: element.name.text, node: element, marked: marked || isMarked(sf, element) };
          if (specifier !== undefined) {
            refer(specifier, [source]);
            exported.push(entry);
          } else exported.push({ ...entry, local: source });
        }
      }
    } else if (ts.isImportDeclaration(statement)) {
      const specifier = literal(statement.moduleSpecifier);
      const clause = statement.importClause;
      const names: string[] = [];
      if (clause?.name) names.push('default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push(ALL);
      else if (bindings) for (const element of bindings.elements) names.push((element.propertyName ?? element.name).text);
      refer(specifier, names);
    } else if (ts.isImportEqualsDeclaration(statement) && ts.isExternalModuleReference(statement.moduleReference)) {
      refer(literal(statement.moduleReference.expression), [ALL]);
    }
  }

  /** Every identifier standing for a binding, by name (for the local use of an export). */
  const uses = new Map<string, ts.Identifier[]>();
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && isReference(node)) {
      const found = uses.get(node.text);
      if (found) found.push(node);
      else uses.set(node.text, [node]);
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression.kind === ts.SyntaxKind.ImportKeyword ? 'import' : calleeName(node.expression);
      const first = literal(node.arguments[0]);
      if (['import', 'require', 'require.resolve', 'jest.requireActual', 'jest.requireMock'].includes(callee)) refer(first, [ALL]);
      else if (/^jest\.(?:mock|doMock|unmock|dontMock|setMock)$/.test(callee)) refer(first, []);
      else if (/(?:^|\.)(?:join|resolve)$/.test(callee)) {
        const target = pathCallTarget(node, file);
        if (target && target !== file) module.references.push({ target, names: [] });
      }
    }
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const qualifier = node.qualifier;
      const first = qualifier && (ts.isIdentifier(qualifier) ? qualifier : leftmost(qualifier));
      refer(literal(node.argument.literal), [first ? first.text : ALL]);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);

  for (const { name, local, node, marked } of exported) {
    const own = [...(local ? (declarations.get(local) ?? []) : []), node];
    const usedLocally =
      local !== undefined &&
      (uses.get(local) ?? []).some((id) => !own.some((d) => id.getStart(sf) >= d.getStart(sf) && id.getEnd() <= d.getEnd()));
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    const previous = module.exports.get(name);
    module.exports.set(name, {
      name,
      line: previous?.line ?? line,
      usedLocally: usedLocally || Boolean(previous?.usedLocally),
      marked: marked || Boolean(previous?.marked),
    });
  }
  return module;
}

function leftmost(name: ts.QualifiedName): ts.Identifier {
  return ts.isIdentifier(name.left) ? name.left : leftmost(name.left);
}

const modules = new Map(files.map((f) => [f, f.endsWith('.css') ? cssModule(f) : codeModule(f)]));

/** The page components the route table names: each PageName, through the template of pageComponent. */
function routeComponents(): string[] {
  const sf = ts.createSourceFile(ROUTES_FILE, readFileSync(join(root, ROUTES_FILE), 'utf8'), ts.ScriptTarget.Latest, true);
  let names: string[] | undefined;
  let template: ts.TemplateExpression | undefined;
  const visit = (node: ts.Node): void => {
    if (ts.isTypeAliasDeclaration(node) && node.name.text === 'PageName') {
      const members = ts.isUnionTypeNode(node.type) ? node.type.types : [node.type];
      names = members.flatMap((t) => (ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal) ? [t.literal.text] : []));
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'pageComponent') {
      const find = (n: ts.Node): void => {
        if (!template && ts.isTemplateExpression(n) && n.templateSpans.length === 1) template = n;
        else ts.forEachChild(n, find);
      };
      find(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  if (!names?.length || !template)
    throw new Error(`${ROUTES_FILE}: the check reads the page components from its PageName type and pageComponent (not found)`);
  const { head, templateSpans } = template;
  return names.map((name) => {
    const component = head.text + name + templateSpans[0].literal.text;
    const resolved = resolveModule(component, 'src/pages/index.ts');
    if (!resolved) throw new Error(`${ROUTES_FILE}: page ${name} names ${component}, which is not a module under src/pages`);
    return resolved;
  });
}

/** Modules loaded by convention, with the exports the framework reads. */
function conventionEntries(): Map<string, string[]> {
  const entries = new Map<string, string[]>();
  const add = (file: string | undefined, names: string[]) => {
    if (file && known.has(file)) entries.set(file, [...(entries.get(file) ?? []), ...names]);
  };
  add(resolvePath('src/app'), [ALL]);
  add(resolvePath('src/loading'), ['default']);
  add(resolvePath('src/layouts/index'), ['default']);
  add('src/global.css', []);
  for (const file of files) {
    if (file.startsWith('src/models/') && !DECLARATION.test(file)) add(file, ['default']);
    // Umi's mock server loads every file under mock/ and serves its default export.
    if (file.startsWith('mock/') && !DECLARATION.test(file)) add(file, ['default']);
    // Files at the top (.umirc.ts, plugin.ts, tool configuration) are loaded by their tool, which reads the default export.
    if (!file.includes('/')) add(file, ['default']);
  }
  for (const page of routeComponents()) add(page, ['default']);
  return entries;
}

/** Names used of each module's exports, following `export * from`. */
function collectUses(entries: Map<string, string[]>): Map<string, Set<string>> {
  const used = new Map<string, Set<string>>();
  const use = (file: string, name: string, seen = new Set<string>()): void => {
    const module = modules.get(file);
    if (!module || seen.has(file)) return;
    seen.add(file);
    const names = used.get(file) ?? new Set<string>();
    used.set(file, names);
    if (name === ALL) {
      for (const exported of module.exports.keys()) names.add(exported);
      for (const star of module.stars) use(star, ALL, seen);
    } else if (module.exports.has(name)) names.add(name);
    else if (name !== 'default') for (const star of module.stars) use(star, name, new Set(seen));
  };
  for (const [file, names] of entries) for (const name of names) use(file, name);
  for (const module of modules.values()) for (const { target, names } of module.references) for (const name of names) use(target, name);
  return used;
}

/** Modules under src/ that no entry point reaches: entries are the convention's and every file outside src/. */
function unreachable(entries: Map<string, string[]>): string[] {
  const reached = new Set<string>();
  const queue = [...entries.keys(), ...files.filter((f) => !f.startsWith('src/'))];
  while (queue.length) {
    const file = queue.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    for (const { target } of modules.get(file)?.references ?? []) queue.push(target);
  }
  return files.filter((f) => f.startsWith('src/') && !DECLARATION.test(f) && !reached.has(f));
}

const entries = conventionEntries();
const used = collectUses(entries);
const deadFiles = unreachable(entries);
const deadExports: string[] = [];
let checkedExports = 0;
for (const module of modules.values()) {
  if (!CHECKED.some((d) => module.file.startsWith(d)) || DECLARATION.test(module.file) || deadFiles.includes(module.file)) continue;
  for (const entry of module.exports.values()) {
    checkedExports++;
    if (entry.usedLocally || entry.marked || used.get(module.file)?.has(entry.name)) continue;
    deadExports.push(`${module.file}:${entry.line} ${entry.name}`);
  }
}

if (deadExports.length)
  console.error(
    `Exports that no other file imports and their own file does not use (remove them or their export):\n${deadExports.join('\n')}`,
  );
if (deadFiles.length)
  console.error(`Modules under src/ that nothing imports (from the entry points, tests or scripts):\n${deadFiles.join('\n')}`);
if (deadExports.length || deadFiles.length) process.exit(1);
console.log(`check-unused: ${checkedExports} exports of ${modules.size} files are all used, and every module under src/ is reachable`);
