import type { ConfigProviderProps, ThemeConfig } from 'antd';

import { controls, fieldFontSize, fontSizes, palette, radii } from './tokens';

/** antd theme tokens, from the same design tokens as the stylesheets' custom properties. */
export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: palette.brand,
    colorLink: palette.brand,
    colorText: palette.ink,
    // Placeholders and helper texts readable (AA) instead of antd's light greys.
    colorTextPlaceholder: palette.placeholder,
    colorTextDescription: palette.muted,
    colorTextTertiary: palette.muted,
    colorTextQuaternary: palette.placeholder,
    colorError: palette['danger-strong'],
    borderRadius: radii.md,
    // The page's own stack (`--font`): Chinese first on a Chinese page, Latin first on an English one (fontFamilyLatin).
    fontFamily: 'var(--font)',
    fontSize: fontSizes.base,
    controlHeight: controls.height,
    controlHeightLG: controls.heightLarge,
    controlOutlineWidth: 2,
    // No motion: a drop-down opens and an error shows in the frame after the tap. antd's motions measure each element
    // as it appears (layout read between writes), which on a slow phone held 提交's errors and a drop-down past 200 ms.
    motion: false,
  },
  components: {
    // 16 px field text: iOS does not zoom into a focused field.
    Input: { inputFontSize: fieldFontSize, inputFontSizeLG: fieldFontSize },
    Select: { fontSize: fieldFontSize, optionFontSize: fieldFontSize },
    DatePicker: { inputFontSize: fieldFontSize },
    // One button weight across the site (.btn is 600 too).
    Button: { fontWeight: 600, contentFontSizeLG: fontSizes.md },
  },
};

/**
 * No ripple after a tap on a button, a box or a radio: antd draws it with a React root of its own in the frame after
 * the click, which delays that frame (the answer to the tap) on a slow phone.
 */
export const antdWave: ConfigProviderProps['wave'] = { disabled: true };
