import { ConfigProvider, message, notification } from 'antd';
import zhCN from 'antd/locale/zh_CN';

import { UI_PREFIX } from '@/config/uiPrefix';
import { antdTheme, antdWave } from '@/styles/antdTheme';

/** antd's message and notification, themed and in Chinese. Loaded on the first toast, never in the first chunk. */
ConfigProvider.config({
  prefixCls: UI_PREFIX,
  holderRender: (children) => (
    <ConfigProvider prefixCls={UI_PREFIX} theme={antdTheme} wave={antdWave} locale={zhCN}>
      {children}
    </ConfigProvider>
  ),
});

export default { message, notification };
