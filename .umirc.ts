import { defineConfig } from '@umijs/max';

import { NOT_FOUND_ROUTE, type RouteEntry, ROUTES } from './src/config/routes';
import { BASE_PATH, CHUNK_LOAD_TIMEOUT_MS, DEFAULT_TITLE } from './src/config/site';

const toUmiRoute = ({ page, layout, ...data }: RouteEntry) => ({
  ...data,
  component: `./${page}/index`,
  ...(layout ? {} : { layout: false }),
});

/** Build-time settings; secrets and server addresses come only from the environment (Umi's define quotes them). */
const env = (name: string) => process.env[name] ?? '';

export default defineConfig({
  base: BASE_PATH,
  publicPath: BASE_PATH,
  history: { type: 'browser' },
  title: DEFAULT_TITLE,
  routes: [...ROUTES, NOT_FOUND_ROUTE].map(toUmiRoute),
  dva: {},
  request: {},
  model: {},
  initialState: {},
  antd: {},
  mock: {},
  hash: true,
  targets: { chrome: 87, safari: 14, firefox: 78, edge: 88 },
  polyfill: { imports: [] },
  moment2dayjs: { preset: 'none' },
  esbuildMinifyIIFE: true,
  jsMinifierOptions: { target: 'es2020' },
  metas: [
    { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
    { name: 'format-detection', content: 'telephone=no' },
    { name: 'description', content: '知桥咨询：连接全球行业专家，为投资机构与企业提供专家访谈、定制研究与行业洞察。' },
  ],
  favicons: [`${BASE_PATH}favicon.svg`],
  define: {
    'process.env.API_BASE': env('API_BASE'),
    'process.env.THIRD_PARTY_API_BASE': env('THIRD_PARTY_API_BASE'),
    'process.env.API_TOKEN': env('API_TOKEN'),
    'process.env.ANALYTICS_SERVER': env('ANALYTICS_SERVER'),
    'process.env.ANALYTICS_TENANT': env('ANALYTICS_TENANT'),
    'process.env.WX_APP_ID': env('WX_APP_ID'),
    'process.env.OAUTH_GATEWAY': env('OAUTH_GATEWAY'),
    // Footer filings (ICP 备案号, 公网安备号) and the official account's QR code address (src/config/filing.ts).
    'process.env.ICP_NUMBER': env('ICP_NUMBER'),
    'process.env.PSB_NUMBER': env('PSB_NUMBER'),
    'process.env.WECHAT_OA_URL': env('WECHAT_OA_URL'),
  },
  chainWebpack(config) {
    config.output.chunkLoadTimeout(CHUNK_LOAD_TIMEOUT_MS);
    // Browser code here never needs Node's Buffer/process shims (48 kB of the first chunk otherwise).
    config.plugins.delete('node-polyfill-provider');
  },
});
