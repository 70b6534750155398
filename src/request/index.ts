import { history, type RequestConfig, type RequestOptions } from '@umijs/max';

import { requestSettings, resolveUrl, withToken } from './endpoint';
import { createErrorHandler } from './errorHandler';
import { throwBizError } from './errors';

export { PLATFORM_PLACEHOLDER, THIRD_PARTY_STAMP } from './endpoint';
export { BizError, ErrorShowType, isBizError } from './errors';

/** Runtime `request` config of the Max request plugin (exported from src/app.tsx). */
export const requestConfig: RequestConfig = {
  timeout: 15_000,
  errorConfig: {
    errorThrower: throwBizError,
    errorHandler: createErrorHandler((path) => history.push(path)),
  },
  requestInterceptors: [
    (config: RequestOptions) => {
      const settings = requestSettings();
      return {
        ...config,
        url: resolveUrl(config.url ?? '', settings),
        params: withToken(config.params, settings.token),
      };
    },
  ],
};
