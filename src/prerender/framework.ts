/**
 * Every place where pre-rendering relies on a framework internal (not a documented API), in one file, with the
 * versions it was written for. The build checks the installed versions first (plugin.ts, scripts/prerender) and
 * stops with a clear message on any other version: an upgrade is a decision to re-check the list below, never a
 * silent break at run time. docs/prerender.md, "Framework internals", says what each one is for and what would replace it.
 *
 * Loaded by Node (plugin.ts, the pre-render script) and by the app (src/app.tsx): no '@/' alias, no Node modules.
 *
 * 1. Umi's `ssr.__INTERNAL_DO_NOT_USE_OR_YOU_WILL_BE_FIRED.pureApp`: a server bundle that renders the app alone (not a
 *    whole HTML document), and on the client `hydrateRoot` on #root instead of on `document`.
 * 2. The initialState plugin's generated Provider renders an empty <div> instead of the app until getInitialState
 *    resolves, in the browser only: the app is rendered at once instead (`initialState` is undefined then, on the server
 *    and in the first client render alike).
 * 3. With `ssr` on, Umi merges all CSS into one stylesheet (splitChunks `cacheGroups.styles`): each route keeps its own,
 *    so a page carries only its CSS.
 * 4. Umi's bundler passes `{ ssr: true }` to `chainWebpack` for the server bundle: how plugin.ts tells the two builds
 *    apart.
 * 5. React.lazy has no public "load now": the lazy layout and page of the address (Umi makes every route lazy) are
 *    resolved before the take-over through the lazy object's initializer, as React's first render would call it. Then a
 *    tap on a part React has not hydrated yet finds its code there, and React hydrates that part for the tap.
 */
import type { IApi } from '@umijs/max';

/** The versions this file was written for: exact for Umi (pinned), the minor release for React ('x': any number). */
export const WRITTEN_FOR: Record<string, string> = {
  '@umijs/max': '4.7.22',
  '@umijs/preset-umi': '4.7.22',
  '@umijs/renderer-react': '4.7.22',
  '@umijs/plugins': '4.7.22',
  react: '19.3.x',
  'react-dom': '19.3.x',
};

const matches = (version: string, written: string) => {
  const have = version.split('.');
  return written.split('.').every((part, i) => part === 'x' || part === have[i]) && have.length === written.split('.').length;
};

/** What differs from `WRITTEN_FOR`, as sentences; empty when every version is one this file was written for. */
export function frameworkVersionProblems(installedVersion: (pkg: string) => string | undefined): string[] {
  return Object.entries(WRITTEN_FOR).flatMap(([pkg, written]) => {
    const version = installedVersion(pkg);
    return version && matches(version, written) ? [] : [`${pkg} ${version ?? '(not installed)'} is installed; written for ${written}`];
  });
}

/** Throws, with what to do, when a framework version differs from the one the internals were written for. */
export function assertFrameworkVersions(installedVersion: (pkg: string) => string | undefined) {
  const problems = frameworkVersionProblems(installedVersion);
  if (problems.length === 0) return;
  throw new Error(
    [
      'Pre-rendering relies on framework internals checked only for other versions:',
      ...problems.map((p) => `  - ${p}`),
      'Check each internal listed in src/prerender/framework.ts (docs/prerender.md, "Framework internals") against the installed version,',
      'then update WRITTEN_FOR there.',
    ].join('\n'),
  );
}

/* ---------- 1. the app alone, rendered and hydrated on #root ---------- */

/** Umi's `ssr` config of the pre-render build (`PRERENDER=1 max build`). */
export const prerenderSsrConfig = () => ({ __INTERNAL_DO_NOT_USE_OR_YOU_WILL_BE_FIRED: { pureApp: true } });

/** Umi's client render options (runtime `modifyClientRenderOpts`): hydrate #root when `hydrate`, else render. */
export function clientRenderOpts(memo: Record<string, unknown>, hydrate: boolean) {
  return { ...memo, hydrate, __INTERNAL_DO_NOT_USE_OR_YOU_WILL_BE_FIRED: { pureApp: true, pureHtml: false } };
}

/* ---------- 2. the app rendered while initial state loads ---------- */

/** Replaces the initialState plugin's Provider (call from a plugin, after Umi wrote its files). */
export function renderAppWhileInitialStateLoads(api: IApi) {
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
}

/* ---------- 3. one stylesheet per route chunk ---------- */

interface WebpackConfigLike {
  target?: unknown;
  optimization?: { splitChunks?: unknown };
  plugins?: unknown[];
}

/** Undoes Umi's single stylesheet of ssr builds, in the client build's webpack config. */
export function keepCssPerChunk(config: WebpackConfigLike) {
  if (config.target === 'node') return config;
  const splitChunks = config.optimization?.splitChunks as { cacheGroups?: Record<string, unknown> } | false | undefined;
  if (splitChunks && splitChunks.cacheGroups) delete splitChunks.cacheGroups.styles;
  for (const plugin of config.plugins ?? []) {
    const p = plugin as { constructor: { name: string }; options?: Record<string, unknown> };
    if (p.constructor.name === 'MiniCssExtractPlugin' && p.options) p.options.chunkFilename = '[name].[contenthash:8].chunk.css';
  }
  return config;
}

/* ---------- 4. which build a chainWebpack call is for ---------- */

/** True in `chainWebpack` for the server bundle. */
export const isServerBuild = (args: unknown) => Boolean((args as { ssr?: boolean } | undefined)?.ssr);

/* ---------- 5. a lazy component resolved before the take-over ---------- */

interface LazyComponent {
  _init?: (payload: unknown) => unknown;
  _payload?: unknown;
}

/** Loads a React.lazy component now; a failed import is left for React to show when it renders the component. */
export async function resolveLazyComponent(component: unknown): Promise<void> {
  const lazy = component as LazyComponent | undefined;
  if (typeof lazy?._init !== 'function') return;
  for (;;) {
    try {
      lazy._init(lazy._payload);
      return;
    } catch (thrown) {
      if (!thrown || typeof (thrown as PromiseLike<unknown>).then !== 'function') return;
      await Promise.resolve(thrown as PromiseLike<unknown>).catch(() => undefined);
    }
  }
}
