import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { antdTheme } from '@/styles/antdTheme';
import { cssVariables, rootStyle } from '@/styles/cssVariables';
import { breakpoints, fieldFontSize, fontSizes, mediaQueries, palette } from '@/styles/tokens';

const ROOT = join(__dirname, '../../..');
const stylelint = JSON.parse(readFileSync(join(ROOT, '.stylelintrc.json'), 'utf8'));
const cssFiles = readdirSync(join(ROOT, 'src'), { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.css') && !f.startsWith('.umi'))
  .map((f) => join(ROOT, 'src', f));

describe('design tokens', () => {
  it('become one custom property each, with the same values antd reads', () => {
    const vars = cssVariables();
    for (const [name, value] of Object.entries(palette)) expect(vars[name]).toBe(value);
    for (const [name, value] of Object.entries(fontSizes)) expect(vars[`text-${name}`]).toBe(`${value}px`);
    expect(antdTheme.token?.colorPrimary).toBe(palette.brand);
    expect(antdTheme.token?.fontSize).toBe(fontSizes.base);
    expect(antdTheme.token?.fontFamily).toBe(vars.font);
  });

  it('are written as one :root rule that is safe inside a style element', () => {
    const css = rootStyle();
    expect(css.startsWith(':root{--brand:#0b5cad;')).toBe(true);
    expect(css).not.toMatch(/<\/?style/i);
  });

  it('define every custom property the stylesheets read', () => {
    const defined = new Set(Object.keys(cssVariables()));
    for (const file of cssFiles) {
      const css = readFileSync(file, 'utf8');
      for (const m of css.matchAll(/--([a-z0-9-]+)\s*:/g)) defined.add(m[1]);
    }
    // Set inline by the industry page and IndustryArt (an industry's tone).
    defined.add('tone');
    const missing = cssFiles.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/var\(--([a-z0-9-]+)/g)]
        .map((m) => m[1])
        .filter((name) => !defined.has(name))
        .map((name) => `${file}: --${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('are the only breakpoints and font sizes Stylelint lets the stylesheets use', () => {
    const widths = Object.values(mediaQueries).map((q) => q.match(/(\d+px)/)![1]);
    expect(stylelint.rules['media-feature-name-value-allowed-list']['max-width']).toEqual(widths);
    expect(widths).toEqual([`${breakpoints.phone}px`, `${breakpoints.tablet}px`, `${breakpoints.desktop - 1}px`]);
    const [pattern] = stylelint.rules['declaration-property-value-allowed-list']['font-size'];
    const allowed = new RegExp(pattern.slice(1, -1));
    for (const name of Object.keys(fontSizes)) expect(allowed.test(`var(--text-${name})`)).toBe(true);
    // Form fields: 16 px, outside the scale, so that iOS does not zoom into a focused field.
    expect(allowed.test('var(--text-field)')).toBe(true);
    expect(cssVariables()['text-field']).toBe(`${fieldFontSize}px`);
    expect(fieldFontSize).toBeGreaterThanOrEqual(16);
    expect(allowed.test('15px')).toBe(false);
    expect(Object.keys(fontSizes).length).toBeLessThanOrEqual(8);
  });
});
