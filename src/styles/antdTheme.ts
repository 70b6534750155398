import type { ThemeConfig } from 'antd';

import { controls, fontFamily, fontSizes, palette, radii } from './tokens';

/** antd theme tokens, from the same design tokens as the stylesheets' custom properties. */
export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: palette.brand,
    colorLink: palette.brand,
    colorText: palette.ink,
    borderRadius: radii.md,
    fontFamily,
    fontSize: fontSizes.base,
    controlHeight: controls.height,
  },
};
