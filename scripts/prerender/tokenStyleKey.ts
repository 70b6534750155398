/**
 * antd writes its theme's variables (`--ant-…`, about 12 kB) into one style element. On the server @ant-design/cssinjs
 * names that element by the token, in the browser by the theme key, so the browser did not find the pre-rendered
 * element and wrote the same CSS again as a form came alive: the whole page's style was computed again inside the
 * visitor's first act. This gives the pre-rendered element the name the browser looks for (`useCacheToken` in
 * @ant-design/cssinjs: `hash('css-var-' + themeKey)`).
 */
import hash from '@emotion/hash';

/** `styles` (as extractStyle writes them) with the theme's style elements named as the browser names them. */
export function keyThemeStyles(styles: string, themeStyles: string): string {
  const themeIds = new Set([...themeStyles.matchAll(/data-css-hash="([^"]+)"/g)].map((m) => m[1]));
  return styles.replace(/<style\b[^>]*>/g, (tag) => {
    const id = /data-css-hash="([^"]+)"/.exec(tag)?.[1];
    const themeKey = /data-token-hash="([^"]+)"/.exec(tag)?.[1];
    if (!id || !themeKey || !themeIds.has(id)) return tag;
    return tag.replace(`data-css-hash="${id}"`, `data-css-hash="${hash(`css-var-${themeKey}`)}"`);
  });
}
