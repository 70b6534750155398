import type { IApi } from '@umijs/max';

import { rootStyle } from './src/styles/cssVariables';

/**
 * Client build with pre-rendering: writes dist/chunk-groups.json, the files of every named chunk group (the route
 * chunks) and the CSS of the lazy chunks they import, so each pre-rendered page links its own CSS (styled before any
 * script) and preloads its own JavaScript.
 */
class ChunkGroupsPlugin {
  apply(compiler: WebpackCompiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ChunkGroups', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkGroups', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const out: Record<string, { files: string[]; childCss: string[] }> = {};
        for (const [name, group] of compilation.namedChunkGroups) {
          const childCss = new Set<string>();
          for (const child of group.getChildren()) for (const f of child.getFiles()) if (f.endsWith('.css')) childCss.add(f);
          out[name] = { files: group.getFiles(), childCss: [...childCss] };
        }
        compilation.emitAsset('chunk-groups.json', new sources.RawSource(JSON.stringify(out, null, 1)));
      });
    });
  }
}

/** The little of webpack's compiler API the plugin above uses. */
interface ChunkGroupLike {
  getFiles(): string[];
  getChildren(): { getFiles(): Iterable<string> }[];
}
interface WebpackCompiler {
  webpack: { Compilation: { PROCESS_ASSETS_STAGE_REPORT: number }; sources: { RawSource: new (text: string) => unknown } };
  hooks: {
    thisCompilation: {
      tap(
        name: string,
        fn: (compilation: {
          namedChunkGroups: Map<string, ChunkGroupLike>;
          hooks: { processAssets: { tap(opts: { name: string; stage: number }, fn: () => void): void } };
          emitAsset(name: string, source: unknown): void;
        }) => void,
      ): void;
    };
  };
}

/** Local Umi plugin: Chinese document language; the design tokens' custom properties; what pre-rendering needs. */
export default (api: IApi) => {
  api.modifyHTML(($) => {
    $('html').attr('lang', 'zh-CN');
    return $;
  });
  // The design tokens (src/styles/tokens.ts) as `:root { --brand: …; … }`, inlined in the head of every HTML page
  // (dev and build alike). Inline rather than a generated stylesheet: the values are in the page before any
  // script or stylesheet loads (also once pages are pre-rendered), they cost no request, and there is no generated
  // file to keep in sync. The stylesheets only read them.
  api.addHTMLStyles(() => [{ content: rootStyle() }]);

  const prerendering = Boolean(process.env.PRERENDER);
  // The server bundle must share React and antd's style engine with the pre-render script (one React, one style
  // cache), so they stay external there: plain `require` from node_modules.
  api.chainWebpack((memo, args) => {
    const ssr = Boolean((args as { ssr?: boolean } | undefined)?.ssr);
    if (ssr) {
      memo.externals([
        ({ request }: { request?: string }, callback: (err?: Error | null, result?: string) => void) =>
          request && /^(react|react-dom|@ant-design\/cssinjs)(\/.*)?$/.test(request) ? callback(null, `commonjs ${request}`) : callback(),
      ]);
    } else if (prerendering) {
      memo.plugin('chunk-groups').use(ChunkGroupsPlugin);
    }
    return memo;
  });

  // With `ssr` on, Umi puts all CSS into one chunk (splitChunks cacheGroups.styles) named umi.[contenthash].css:
  // one big stylesheet on every page. Keep per-chunk CSS: each pre-rendered page links only its own.
  api.modifyWebpackConfig((config) => {
    if (prerendering && config.target !== 'node') {
      const splitChunks = config.optimization?.splitChunks as { cacheGroups?: Record<string, unknown> } | false | undefined;
      if (splitChunks && splitChunks.cacheGroups) delete splitChunks.cacheGroups.styles;
      for (const plugin of config.plugins ?? []) {
        const p = plugin as { constructor: { name: string }; options?: Record<string, unknown> };
        if (p.constructor.name === 'MiniCssExtractPlugin' && p.options) p.options.chunkFilename = '[name].[contenthash:8].chunk.css';
      }
    }
    return config;
  });

  // The initialState plugin renders an empty <div /> instead of the app until getInitialState resolves, but only in
  // the browser: every pre-rendered page would fail to hydrate. Render the app at once: components see
  // `initialState === undefined` on the server and in the first client render alike (StartupGate handles it).
  api.onGenerateFiles({
    stage: Infinity,
    fn: () => {
      if (!api.config.initialState) return;
      api.writeTmpFile({
        noPluginDir: true,
        path: 'plugin-initialState/Provider.tsx',
        content:
          'import type { ReactNode } from "react";\n\nexport default function InitialStateProvider(props: { children: ReactNode }) {\n  return props.children;\n}\n',
      });
    },
  });
};
