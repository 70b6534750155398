/**
 * antd's Grid style, as `Form.Item` registers it, holds every column class (24 spans, offsets, pushes and pulls at six
 * breakpoints: about 87 kB of a form page's 325 kB of inline CSS) while the site's forms use none but `ant-col` and
 * `ant-row` themselves. This keeps, of the rules that name a column or row variant (`ant-col-12`, `ant-row-center` …),
 * only those whose variants the page's HTML uses. antd does not add the style again in the browser (its cache names it
 * as present), so a variant first rendered in the browser would find no style: the site renders none (no `Row`/`Col`
 * outside `Form.Item`).
 */
import postcss, { type Rule } from 'postcss';

import { UI_PREFIX } from '../../src/config/uiPrefix';

const VARIANT = new RegExp(`\\.(${UI_PREFIX}-(?:col|row)-[\\w-]+)`, 'g');

/** The classes the HTML's elements carry. */
const classesOf = (html: string) => new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)).filter(Boolean));

const usesOnly = (selector: string, used: Set<string>) => [...selector.matchAll(VARIANT)].every((m) => used.has(m[1]));

/** The inline style elements (as extractStyle writes them), with unused Grid variants taken out. */
export function pruneGridCss(styles: string, html: string): string {
  const used = classesOf(html);
  return styles.replace(/(<style[^>]*>)([\s\S]*?)(<\/style>)/g, (whole, open: string, css: string, close: string) => {
    if (!css.includes(`.${UI_PREFIX}-col-`) && !css.includes(`.${UI_PREFIX}-row-`)) return whole;
    const root = postcss.parse(css);
    root.walkRules((rule: Rule) => {
      if (!VARIANT.test(rule.selector)) return;
      VARIANT.lastIndex = 0;
      const kept = rule.selectors.filter((s) => usesOnly(s, used));
      if (kept.length === 0) rule.remove();
      else rule.selectors = kept;
    });
    root.walkAtRules((atRule) => {
      if (atRule.nodes?.length === 0) atRule.remove();
    });
    return `${open}${root.toString()}${close}`;
  });
}
