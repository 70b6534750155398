import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IApi } from '@umijs/max';

import { ROUTES } from './src/config/routes';
import { BASE_PATH } from './src/config/site';
import { rootStyle } from './src/styles/cssVariables';

/** sitemap.xml of the indexable routes of the route table (SITE_ORIGIN sets the absolute origin). */
export function buildSitemap(origin: string): string {
  const base = `${origin.replace(/\/+$/, '')}${BASE_PATH.replace(/\/+$/, '')}`;
  const urls = ROUTES.filter((r) => !r.noindex).map((r) => `  <url><loc>${base}${r.path}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Local Umi plugin: Chinese document language; the design tokens' custom properties; sitemap.xml next to the build. */
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
  api.onBuildComplete(({ err }) => {
    if (err) return;
    writeFileSync(
      join(api.paths.absOutputPath, 'sitemap.xml'),
      buildSitemap(process.env.SITE_ORIGIN ?? 'https://www.zhiqiao-consulting.cn'),
    );
  });
};
