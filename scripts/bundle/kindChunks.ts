/**
 * Two chunks of the production build's own: the kinds' modules (src/kinds/<kind>.ts: their copy, item fields and share
 * words), and the platform's schemas with valibot (src/api/). Left to itself, webpack's splitting put them in one shared
 * chunk with modules the first page needs (the Beijing-time dates, the firm's structured data), and the first page
 * loaded a campaign's schema to show the home page. Now the pages that read a kind, and the checks of the answers,
 * load them; the first page loads neither (tests/e2e/budget.spec.ts).
 */
interface WebpackConfigLike {
  target?: unknown;
  optimization?: { splitChunks?: false | { cacheGroups?: Record<string, unknown> } };
}

const KIND_MODULES = /[\\/]src[\\/]kinds[\\/](?!(index|define|pages|all)\.ts$)\w+\.ts$/;
const SCHEMAS = /[\\/]src[\\/]api[\\/]|[\\/]node_modules[\\/]valibot[\\/]/;

export function keepKindsApart(config: WebpackConfigLike) {
  const splitChunks = config.optimization?.splitChunks ?? {};
  if (config.target === 'node' || !splitChunks) return config;
  const own = (name: string, test: RegExp) => ({ name, test, chunks: 'async', enforce: true, priority: 20 });
  splitChunks.cacheGroups = { ...splitChunks.cacheGroups, kinds: own('kinds', KIND_MODULES), schemas: own('schemas', SCHEMAS) };
  config.optimization = { ...config.optimization, splitChunks };
  return config;
}
