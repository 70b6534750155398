import { pruneGridCss } from '../../../scripts/prerender/gridCss';

const GRID =
  '<style data-css-hash="grid">:where(.css-x).ant-row{display:flex}:where(.css-x).ant-col{position:relative}' +
  ':where(.css-x).ant-col-24{display:block;flex:0 0 100%}:where(.css-x).ant-col-push-3{inset-inline-start:12.5%}' +
  ':where(.css-x).ant-row-center{justify-content:center}' +
  '@media (min-width: 576px){:where(.css-x).ant-col-sm-12{flex:0 0 50%}}</style>';
const OTHER = '<style data-css-hash="input">:where(.css-x).ant-input{padding:4px}</style>';

describe('antd Grid CSS in a pre-rendered page', () => {
  it('keeps the base classes and the variants the page uses, drops the others and the media blocks left empty', () => {
    const html = '<div class="ant-row ant-form-item-row"><div class="ant-col ant-col-24 ant-form-item-label"></div></div>';
    const pruned = pruneGridCss(`${GRID}\n${OTHER}`, html);
    expect(pruned).toContain('.ant-row{display:flex}');
    expect(pruned).toContain('.ant-col{position:relative}');
    expect(pruned).toContain('.ant-col-24{display:block;flex:0 0 100%}');
    expect(pruned).not.toContain('ant-col-push-3');
    expect(pruned).not.toContain('ant-row-center');
    expect(pruned).not.toContain('ant-col-sm-12');
    expect(pruned).not.toContain('@media');
    expect(pruned).toContain(OTHER);
    expect(pruned).toMatch(/^<style data-css-hash="grid">/);
  });

  it('leaves a page without Grid styles as it is', () => {
    expect(pruneGridCss(OTHER, '<p class="lead"></p>')).toBe(OTHER);
  });
});
