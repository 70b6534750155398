/** The class prefix of antd's components (ConfigProvider prefixCls), which the site's CSS and tests select on. */
export const UI_PREFIX = 'ant';
