import type { Request, Response } from 'express';

import type * as API from '../../src/api';
import { CODE_ANSWER_SUCCESS } from '../../src/config/successCode';
import { routes } from './guard';

export default routes({
  // GET /api/platform/wechat/share?url=
  'GET /api/platform/wechat/share': (req: Request, res: Response) => {
    const body: API.CodeResponse<API.WechatShareConfig> = {
      code: CODE_ANSWER_SUCCESS,
      data: {
        appId: 'wx-mock-app',
        timestamp: Math.floor(Date.now() / 1000),
        nonceStr: 'mocknonce',
        signature: `mock-signature-for-${encodeURIComponent(String(req.query.url ?? ''))}`.slice(0, 64),
        jsApiList: ['updateTimelineShareData', 'updateAppMessageShareData', 'hideMenuItems'],
        openTagList: ['wx-open-launch-weapp'],
      },
    };
    res.json(body);
  },
});
