import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { antdTheme } from '@/styles/antdTheme';
import { cssVariables, rootStyle } from '@/styles/cssVariables';
import { breakpoints, fieldFontSize, fontFamily, fontSizes, industryTones, mediaQueries, palette } from '@/styles/tokens';

const ROOT = join(__dirname, '../../..');
const stylelint = JSON.parse(readFileSync(join(ROOT, '.stylelintrc.json'), 'utf8'));
const cssFiles = readdirSync(join(ROOT, 'src'), { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.css') && !f.startsWith('.umi'))
  .map((f) => join(ROOT, 'src', f));

/** WCAG contrast ratio of two `#rrggbb` / `#rgb` colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const h = hex.length === 4 ? hex.replace(/\w/g, (c) => c + c) : hex;
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(h.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('design tokens', () => {
  it('meet WCAG AA: text colours 4.5:1 on white and surface, the focus ring 3:1', () => {
    for (const name of ['ink', 'muted', 'placeholder', 'accent-ink', 'brand', 'danger-strong'] as const) {
      expect([name, contrast(palette[name], palette.white) >= 4.5]).toEqual([name, true]);
      expect([name, contrast(palette[name], palette.surface) >= 4.5]).toEqual([name, true]);
    }
    // Industry tones carry white text (covers, key visuals, avatars) and are text on white.
    for (const [name, tone] of Object.entries(industryTones)) {
      expect([name, contrast(tone, palette.white) >= 4.5]).toEqual([name, true]);
      expect([name, contrast(tone, palette.surface) >= 4.5]).toEqual([name, true]);
    }
    expect(contrast(palette.focus, palette.white)).toBeGreaterThanOrEqual(3);
    expect(contrast(palette['focus-on-dark'], palette.navy)).toBeGreaterThanOrEqual(3);
    expect(contrast(palette['focus-on-dark'], palette['brand-dark'])).toBeGreaterThanOrEqual(3);
    // The gold accent itself is a fill, never text on white: 2.2:1.
    expect(contrast(palette.accent, palette.white)).toBeLessThan(3);
  });

  it('give antd readable placeholders and helper texts and 16 px fields', () => {
    expect(antdTheme.token?.colorTextPlaceholder).toBe(palette.placeholder);
    expect(antdTheme.token?.colorTextDescription).toBe(palette.muted);
    expect(antdTheme.components?.Input?.inputFontSize).toBe(fieldFontSize);
    expect(antdTheme.components?.Select?.fontSize).toBe(fieldFontSize);
  });

  it('become one custom property each, with the same values antd reads', () => {
    const vars = cssVariables();
    for (const [name, value] of Object.entries(palette)) expect(vars[name]).toBe(value);
    for (const [name, value] of Object.entries(fontSizes)) expect(vars[`text-${name}`]).toBe(`${value}px`);
    expect(antdTheme.token?.colorPrimary).toBe(palette.brand);
    expect(antdTheme.token?.fontSize).toBe(fontSizes.base);
    // antd's controls take the page's stack, which the custom property holds: Chinese first, or Latin first on an English page.
    expect(antdTheme.token?.fontFamily).toBe('var(--font)');
    expect(vars.font).toBe(fontFamily);
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
    // Set on <html> by the analytics question while it shows (its height: AnalyticsConsentBar.tsx).
    defined.add('analytics-consent-height');
    // Set inline on a long text by FieldControl (its fewest and most rows), and antd's own padding of a field.
    defined.add('rows-min');
    defined.add('rows-max');
    defined.add('ant-input-padding-block');
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
