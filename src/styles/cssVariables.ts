import {
  container,
  fieldFontSize,
  focusRing,
  fontFamily,
  fontFamilyLatin,
  fontSizes,
  gradients,
  icons,
  industryTones,
  lineHeights,
  palette,
  radii,
  shadows,
  space,
  targets,
} from './tokens';

/**
 * Every design token as a CSS custom property (name without `--` -> value). The stylesheets read only these;
 * `rootStyle()` is what the local Umi plugin (plugin.ts) writes into the head of every HTML page.
 */
export function cssVariables(): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries(palette)) vars[name] = value;
  for (const [name, value] of Object.entries(industryTones)) vars[`tone-${name}`] = value;
  for (const [name, value] of Object.entries(fontSizes)) vars[`text-${name}`] = `${value}px`;
  vars['text-field'] = `${fieldFontSize}px`;
  for (const [name, value] of Object.entries(lineHeights)) vars[`leading-${name}`] = String(value);
  space.forEach((value, i) => {
    vars[`space-${i + 1}`] = `${value}px`;
  });
  vars.radius = `${radii.md}px`;
  for (const [name, value] of Object.entries(radii)) if (name !== 'md') vars[`radius-${name}`] = `${value}px`;
  vars.shadow = shadows.raised;
  for (const [name, value] of Object.entries(shadows)) if (name !== 'raised') vars[`shadow-${name}`] = value;
  for (const [name, value] of Object.entries(gradients)) vars[`gradient-${name}`] = value;
  for (const [name, value] of Object.entries(icons)) vars[`icon-${name}`] = value;
  vars['target-min'] = `${targets.min}px`;
  vars['target-comfort'] = `${targets.comfort}px`;
  vars['focus-width'] = `${focusRing.width}px`;
  vars['focus-offset'] = `${focusRing.offset}px`;
  vars.container = `${container}px`;
  vars.font = fontFamily;
  vars['font-latin'] = fontFamilyLatin;
  return vars;
}

/** The `:root { … }` rule of all custom properties. */
export function rootStyle(): string {
  const body = Object.entries(cssVariables())
    .map(([name, value]) => `--${name}:${value}`)
    .join(';');
  return `:root{${body}}`;
}
