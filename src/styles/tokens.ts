/**
 * The design tokens: the one source of the site's colours, type scale, line heights, spacing, radii, shadows,
 * container width, font stack and breakpoints. Plain data (no React, no window), read by
 *   - `src/styles/cssVariables.ts`, which turns them into the CSS custom properties (`:root { --brand: … }`) that the
 *     local Umi plugin (`plugin.ts`) writes into the head of every HTML page, so the stylesheets read them;
 *   - `src/styles/antdTheme.ts` (antd's ConfigProvider tokens) and the few scripts that need a real colour value
 *     (the QR code).
 * This is the only file with hex colours: stylesheets and SVG illustrations use `var(--name)`.
 */

/** `#rrggbb` (or `#rgb`) with an alpha, as `rgba(…)`. */
const rgba = (hex: string, alpha: number) => {
  const h = hex.length === 4 ? hex.replace(/\w/g, (c) => c + c) : hex;
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
};

/** An inline SVG as a CSS `url()` (data URI). */
const svgUri = (svg: string) => `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;

/**
 * Colours. Names become custom properties (`brand` -> `--brand`). Near-identical colours of the old stylesheets
 * (CIEDE2000 difference at most 2.3, about one just-noticeable difference) were merged into one token; the comment after a value lists what it replaced.
 */
export const palette = {
  // Brand blues, darkest to lightest.
  brand: '#0b5cad',
  'brand-dark': '#083f78',
  'brand-light': '#9fc3ea', // #9fc2e8
  'brand-grey': '#9fbcdd',
  'brand-edge': '#bcd3ec', // #b9d0ea
  'brand-line': '#cfe0f3', // #c7d9ee, #c9d8ea
  'brand-pale': '#d9e6f5', // #d6e4f3, #dbe7f5, #dbe8f6
  'brand-soft': '#e8f1fb', // #e6f0fb, #e6eef8, #e6edf6
  // Dark backgrounds (footer, immersive pages).
  'navy-deep': '#041d38',
  navy: '#0f2540',
  'navy-bright': '#06284d',
  // Accent (gold).
  accent: '#f0a020',
  'accent-light': '#ffb73a',
  'accent-pale': '#ffd27a',
  'on-accent': '#2a1a00',
  /** The accent as text or a small mark on white and surface (step numbers): 5:1 where the gold is 2.2:1. */
  'accent-ink': '#9a5b00',
  // Neutrals.
  ink: '#1d2633',
  muted: '#5b6675',
  'muted-on-dark': '#8fa1b8', // #8fa6c0
  faint: '#a9b2bf',
  /** Placeholder text of form fields: 5.1:1 on white, 4.8:1 on surface (antd's default grey is 1.8:1). */
  placeholder: '#636e7e',
  /** The keyboard focus ring (3:1 or more against white, surface and the brand soft tint). */
  focus: '#0b5cad',
  /** The focus ring on dark backgrounds (footer, brand bands, the industry overview's hero). */
  'focus-on-dark': '#ffd27a',
  slate: '#cfd8e3', // #c9d2dd, #c9d4e3, #d5dce5
  line: '#e3e8ef',
  surface: '#f5f7fa', // #f3f5f8, #f7f9fc, #f3f8fe
  white: '#fff', // #ffffff
  // Status tones: text, soft background, borders.
  success: '#17613a',
  'success-mid': '#1f6b36',
  'success-soft': '#e9f6ef', // #eaf7ee
  warning: '#8a5300',
  'warning-dark': '#6b4200',
  'warning-edge': '#e6b866',
  'warning-line': '#f3d29a',
  'warning-line-pale': '#f3d9a6',
  'warning-soft': '#fff4e0',
  'warning-pale': '#fff8ec', // #fff7e8, #fffaf0
  danger: '#c0392b', // #c9302c
  'danger-strong': '#b42318',
  'danger-dark': '#7a1f1c',
  'danger-line': '#f3c4c4',
  'danger-soft': '#fff5f5',
  // The case-collection material type.
  violet: '#6b4fa8',
  'violet-dark': '#51398a',
  'violet-soft': '#f1ecfa',
} as const;

/** The accent colour of each industry (src/config/industries.ts names one per industry); custom property `--tone-<key>`. */
export const industryTones = {
  brand: palette.brand,
  teal: '#1f7a8c',
  indigo: '#4a4fb0',
  forest: '#2d6a4f',
  copper: '#a5521a', // 4.7:1 on surface (was #b35c1e, 4.4:1)
  jade: '#0b7a6c', // 4.9:1 on surface (was #0e8a7a, 4.0:1)
  royal: '#3949ab',
} as const;

export type IndustryTone = keyof typeof industryTones;

/**
 * The type scale in px: the only font sizes the stylesheets may use (`font-size: var(--text-md)`).
 * 15 is the body size (and antd's); 17 the reading size; 36 the largest heading.
 */
export const fontSizes = {
  xs: 13,
  sm: 14,
  base: 15,
  md: 17,
  lg: 20,
  xl: 24,
  '2xl': 30,
  '3xl': 36,
} as const;

/**
 * Text of form fields (`--text-field`), outside the type scale on purpose: iOS Safari zooms into any field whose
 * text is smaller than 16 px when it gets focus.
 */
export const fieldFontSize = 16;

/**
 * Line heights (`--leading-<key>`): body text, headings, the reading column of articles, figures and single-line
 * marks. A few components keep their own ratio (1.25 to 1.6) for a figure or a compact list.
 */
export const lineHeights = {
  none: 1,
  tight: 1.2,
  snug: 1.35,
  body: 1.7,
  reading: 1.8,
} as const;

/** Spacing steps in px: `--space-1` … `--space-8`. */
export const space = [4, 8, 12, 16, 24, 32, 48, 64] as const;

/** Corner radii in px (`--radius` is the default one; `--radius-<key>` the others). */
export const radii = {
  sm: 4,
  md: 8,
  lg: 12,
  xl: 16,
  pill: 999,
} as const;

/** Shadows (`--shadow`, `--shadow-<key>`): a raised card, a bar stuck to the bottom edge, a floating tile on a dark hero. */
export const shadows = {
  raised: `0 6px 24px ${rgba('#102a4d', 0.08)}`,
  up: `0 -6px 12px -8px ${rgba('#102a4d', 0.18)}`,
  float: `0 10px 30px ${rgba('#02142d', 0.35)}`,
} as const;

/** Width of the page container in px (`--container`). */
export const container = 1180;

/** Chinese fonts first, then the system fonts for Latin text (`--font`, antd's fontFamily). */
export const fontFamily =
  "'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', 'Source Han Sans SC', -apple-system, BlinkMacSystemFont, 'Helvetica Neue', Arial, sans-serif";

/**
 * The English pages' fonts: the system's Latin fonts first, then the Chinese ones for the names and marked Chinese words
 * among them (`--font-latin`, on `<html lang="en">`).
 */
export const fontFamilyLatin =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'Helvetica Neue', Arial, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', sans-serif";

/**
 * The three named breakpoints in px. Layouts are written desktop first:
 *   phone    `@media (max-width: 640px)`   phones;
 *   tablet   `@media (max-width: 960px)`   tablets and narrow windows (the phone menu starts here);
 *   desktop  `@media (max-width: 1023px)`  everything below a desktop (desktop = 1024 px and wider).
 * Media queries cannot read custom properties, so the stylesheets write these numbers; the Stylelint rule
 * `media-feature-name-value-allowed-list` (.stylelintrc.json) allows only `mediaQueries` below, and a unit test
 * keeps that list equal to this one.
 */
export const breakpoints = {
  phone: 640,
  tablet: 960,
  desktop: 1024,
} as const;

/** The `max-width` value of each breakpoint's media query. */
export const mediaQueries = {
  phone: `(max-width: ${breakpoints.phone}px)`,
  tablet: `(max-width: ${breakpoints.tablet}px)`,
  desktop: `(max-width: ${breakpoints.desktop - 1}px)`,
} as const;

/** Backgrounds built from the palette (`--gradient-<key>`). */
export const gradients = {
  /** Page heroes and reading headers. */
  hero: `linear-gradient(135deg, ${palette.surface} 0%, ${palette['brand-soft']} 55%, ${palette.surface} 100%)`,
  /** Brand bands: the call-to-action band, the personal centre's profile. */
  band: `linear-gradient(120deg, ${palette['brand-dark']}, ${palette.brand})`,
  /** The industry overview's hero: gold and blue glows over deep blue. */
  night: [
    `radial-gradient(circle at 85% 20%, ${rgba(palette.accent, 0.22)}, transparent 34%)`,
    `radial-gradient(circle at 10% 90%, ${rgba('#4c9ae6', 0.35)}, transparent 40%)`,
    `linear-gradient(150deg, ${palette['navy-bright']} 0%, ${palette['brand-dark']} 45%, ${palette.brand} 100%)`,
  ].join(', '),
  /** The industry overview's closing call to action. */
  'night-band': `linear-gradient(120deg, ${palette['navy-bright']}, ${palette['brand-dark']})`,
} as const;

/** Small icons drawn by stylesheets as backgrounds (`--icon-<key>`), coloured from the palette. */
export const icons = {
  /** The arrow of a native select. */
  chevron: svgUri(
    `<svg xmlns='http://www.w3.org/2000/svg' width='12' height='8'><path d='M1 1l5 5 5-5' stroke='${palette.muted}' stroke-width='1.6' fill='none'/></svg>`,
  ),
  /** A tick in a list of deliverables. */
  check: svgUri(
    `<svg xmlns='http://www.w3.org/2000/svg' width='12' height='10'><path d='M1 5l3.5 3.5L11 1' stroke='${palette.brand}' stroke-width='2' fill='none'/></svg>`,
  ),
} as const;

/** What antd's theme reads besides the palette (see antdTheme.ts). */
export const controls = {
  height: 40,
  /** Form fields and the main action on phones: 44 px, the comfortable tap height. */
  heightLarge: 44,
} as const;

/**
 * Tap targets in px (`--target-min`, `--target-comfort`): every control is at least 24 x 24 (WCAG 2.2 target
 * size, AA); the main actions and the phone menu's rows are at least 44 tall.
 */
export const targets = {
  min: 24,
  comfort: 44,
} as const;

/** The focus ring (`--focus-ring`): drawn around any control reached by keyboard. */
export const focusRing = {
  width: 2,
  offset: 2,
} as const;
