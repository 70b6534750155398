/**
 * The app's own illustration components, for Node: subjects.tsx bundled with esbuild (the version Umi builds with), its
 * `@/` imports resolved to src/ and its stylesheets left out (the pictures paint with paint.ts), React kept external so
 * the one installed React renders it. Bundled once per process, in memory.
 */
import Module from 'node:module';
import { join } from 'node:path';
import { build } from 'esbuild';

type Subjects = typeof import('./subjects');

const SRC = join(__dirname, '..', '..', 'src');
let loaded: Promise<Subjects> | undefined;

export function loadSubjects(): Promise<Subjects> {
  loaded ??= bundle();
  return loaded;
}

async function bundle(): Promise<Subjects> {
  const entry = join(__dirname, 'subjects.tsx');
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    write: false,
    logLevel: 'silent',
    external: ['react', 'react-dom', 'react/*', 'react-dom/*'],
    loader: { '.css': 'empty' },
    plugins: [
      {
        name: 'src-alias',
        setup(build) {
          build.onResolve({ filter: /^@\// }, (args) => build.resolve(`./${args.path.slice(2)}`, { kind: args.kind, resolveDir: SRC }));
        },
      },
    ],
  });
  const bundled = new Module(entry, module) as Module & { _compile(code: string, file: string): void };
  bundled.filename = entry;
  bundled.paths = module.paths;
  bundled._compile(result.outputFiles[0].text, entry);
  return bundled.exports as Subjects;
}
