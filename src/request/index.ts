import { history, type RequestConfig, type RequestOptions } from '@umijs/max';

import { checkAnswer } from './answer';
import { requestSettings, resolveUrl, withToken } from './endpoint';
import { createErrorHandler } from './errorHandler';
import { throwBizError } from './errors';

export { BizError, ErrorShowType } from './errors';

/** Runtime `request` config of the Max request plugin (exported from src/app.tsx). */
export const requestConfig: RequestConfig = {
  timeout: 15_000,
  errorConfig: {
    errorThrower: throwBizError,
    errorHandler: createErrorHandler((path, state) => history.push(path, state)),
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
  // Runs before the business-error check: a 2xx answer that is not the expected JSON is a failure, never a success.
  responseInterceptors: [checkAnswer],
};
