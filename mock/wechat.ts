import type { Request, Response } from 'express';

import { INDUSTRY_SUCCESS_CODE } from '../src/config/successCode';
import { routes } from './guard';

export default routes({
  // GET /api/platform/wechat/share?url=
  'GET /api/platform/wechat/share': (req: Request, res: Response) => {
    const body: API.CodeResponse<API.WechatShareConfig> = {
      code: INDUSTRY_SUCCESS_CODE,
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
