import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';

import { UI_PREFIX } from '@/config/uiPrefix';
import { antdTheme, antdWave } from '@/styles/antdTheme';

/**
 * antd's Chinese locale (or the one given: the English forms') and the brand theme, for the pages that use antd controls.
 * Kept out of the root so the first page does not pay for antd (see docs/speed.md, "Budget").
 */
export default function AntdScope({ children, locale = zhCN }: { children: ReactNode; locale?: Locale }) {
  return (
    <ConfigProvider prefixCls={UI_PREFIX} theme={antdTheme} wave={antdWave} locale={locale}>
      {children}
    </ConfigProvider>
  );
}
