import { join, relative } from 'node:path';
import type { IApi } from '@umijs/max';

import { keepKindsApart } from './scripts/bundle/kindChunks';
import { holdUntilBundleServer } from './scripts/dev/holdUntilBundleServer';
import { keepLastManifest } from './scripts/prerender/lastManifest';
import { assertFrameworkVersions, isServerBuild, keepCssPerChunk, renderAppWhileInitialStateLoads } from './src/prerender/framework';
import { rootStyle } from './src/styles/cssVariables';

/** The file the pre-render script and the server bundle share (one React context for the page being rendered). */
const RENDER_STATE = join(__dirname, 'src', 'prerender', 'renderState.ts');

/** Where the client build lists each route module's files (read by scripts/prerender). */
export const ROUTE_ASSETS_FILE = 'route-assets.json';

/**
 * Client build with pre-rendering: writes dist/route-assets.json, for each module loaded with import() (the route
 * components: `src/pages/Home/index.tsx`, `src/layouts/index.tsx`, …) the files of its chunk group and the CSS of what it
 * loads in turn, plus the entry's own files. A pre-rendered page then carries exactly its CSS and loads exactly its
 * scripts, found by the module that renders it rather than by a chunk name.
 */
class RouteAssetsPlugin {
  constructor(private readonly root: string) {}

  apply(compiler: WebpackCompiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RouteAssets', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RouteAssets', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const cssBelow = (group: ChunkGroupLike, seen = new Set<ChunkGroupLike>()): string[] => {
          if (seen.has(group)) return [];
          seen.add(group);
          return group.getChildren().flatMap((child) => [...child.getFiles().filter((f) => f.endsWith('.css')), ...cssBelow(child, seen)]);
        };
        const out: Record<string, { js: string[]; css: string[] }> = {};
        const entry = compilation.entrypoints.get('umi');
        if (entry)
          out.entry = { js: entry.getFiles().filter((f) => f.endsWith('.js')), css: entry.getFiles().filter((f) => f.endsWith('.css')) };
        for (const group of compilation.chunkGroups) {
          for (const block of group.getBlocks()) {
            // A module joined with others (module concatenation) names its own file as `rootModule`.
            const resource = block.dependencies
              .map((d) => compilation.moduleGraph.getModule(d))
              .map((m) => m?.resource ?? m?.rootModule?.resource)
              .find(Boolean);
            if (!resource) continue;
            const files = group.getFiles();
            out[relative(this.root, resource)] = {
              js: files.filter((f) => f.endsWith('.js')),
              css: [...new Set([...files.filter((f) => f.endsWith('.css')), ...cssBelow(group)])],
            };
          }
        }
        compilation.emitAsset(ROUTE_ASSETS_FILE, new sources.RawSource(JSON.stringify(out, null, 1)));
      });
    });
  }
}

/** The little of webpack's compiler API the plugin above uses. */
interface ChunkGroupLike {
  getFiles(): string[];
  getChildren(): ChunkGroupLike[];
  getBlocks(): { dependencies: unknown[] }[];
}
interface WebpackCompiler {
  webpack: { Compilation: { PROCESS_ASSETS_STAGE_REPORT: number }; sources: { RawSource: new (text: string) => unknown } };
  hooks: {
    thisCompilation: {
      tap(
        name: string,
        fn: (compilation: {
          chunkGroups: ChunkGroupLike[];
          entrypoints: Map<string, { getFiles(): string[] }>;
          moduleGraph: { getModule(dependency: unknown): { resource?: string; rootModule?: { resource?: string } } | null };
          hooks: { processAssets: { tap(opts: { name: string; stage: number }, fn: () => void): void } };
          emitAsset(name: string, source: unknown): void;
        }) => void,
      ): void;
    };
  };
}

type ExternalsCallback = (err?: Error | null, result?: string) => void;
interface ExternalsData {
  context?: string;
  request?: string;
  getResolve?: () => (context: string, request: string, callback: (err: Error | null, result?: string | false) => void) => void;
}

/**
 * Local Umi plugin: Chinese document language; the design tokens' custom properties; what pre-rendering needs; the dev
 * server's first requests held until mako's server listens.
 */
export default (api: IApi) => {
  // Pre-rendering relies on a few framework internals: a build on other versions stops here, with what to check.
  api.onCheck(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a package's own version, read where Node finds it
    assertFrameworkVersions((pkg) => require(`${pkg}/package.json`).version as string);
  });

  api.modifyHTML(($) => {
    $('html').attr('lang', 'zh-CN');
    return $;
  });
  // The design tokens (src/styles/tokens.ts) as `:root { --brand: …; … }`, inlined in the head of every HTML page
  // (dev and build alike): the values are in the page before any stylesheet loads, at no cost of a request.
  api.addHTMLStyles(() => [{ content: rootStyle() }]);

  const prerendering = Boolean(process.env.PRERENDER);
  api.chainWebpack((memo, args) => {
    if (isServerBuild(args)) {
      // The server bundle shares React, antd's style engine and the page being rendered with the pre-render script:
      // they stay external there (plain `require`), so both sides use one React, one style cache, one render context.
      memo.externals([
        ({ context, request, getResolve }: ExternalsData, callback: ExternalsCallback) => {
          if (!request) return callback();
          if (/^(react|react-dom|@ant-design\/cssinjs)(\/.*)?$/.test(request)) return callback(null, `commonjs ${request}`);
          if (!/(^|\/)renderState$/.test(request) || !getResolve || !context) return callback();
          getResolve()(context, request, (err, resolved) =>
            callback(null, !err && resolved === RENDER_STATE ? `commonjs ${RENDER_STATE}` : undefined),
          );
        },
      ]);
    } else if (prerendering) {
      memo.plugin('route-assets').use(RouteAssetsPlugin, [api.cwd]);
    }
    return memo;
  });

  if (prerendering) api.modifyWebpackConfig((config) => keepCssPerChunk(config) as typeof config);
  // After Umi's own cache groups (its ssr feature replaces them): the production build only, mako bundles `max dev`.
  if (api.env === 'production') api.modifyWebpackConfig((config) => keepKindsApart(config) as typeof config);
  // The last pre-rendering's manifest outlives the build's emptying of dist/ (Baidu hears only of what changed).
  if (prerendering) api.onBeforeCompiler(() => keepLastManifest(api.paths.absOutputPath));
  renderAppWhileInitialStateLoads(api);
  // npm start: a request mako's server is to answer waits for it to listen rather than answering HTTP 500.
  if (api.env === 'development')
    api.addBeforeMiddlewares(() =>
      api.config.mako
        ? [holdUntilBundleServer({ built: () => api.appData.bundleStatus?.done === true, port: () => Number(api.appData.port) + 1 })]
        : [],
    );
};
