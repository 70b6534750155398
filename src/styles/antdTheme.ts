import type { ThemeConfig } from 'antd';
import { BRAND } from '@/config/site';

/** antd theme tokens: one brand colour, one radius, the Chinese font stack. */
export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND.primary,
    colorLink: BRAND.primary,
    colorText: BRAND.ink,
    borderRadius: BRAND.radius,
    fontFamily: BRAND.fontFamily,
    fontSize: 15,
    controlHeight: 40,
  },
};
