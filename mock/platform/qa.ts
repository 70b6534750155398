import type { Request, Response } from 'express';

import type * as API from '../../src/api';
import { routes } from './guard';

/** GET /api/platform/qa/error?kind=: answers each error display on request (see the /test page). */
export default routes({
  'GET /api/platform/qa/error': (req: Request, res: Response) => {
    const kind = String(req.query.kind ?? '');
    if (kind === 'http-500') return res.status(500).json({ success: false });
    if (kind === 'no-info') return res.json({ success: false } satisfies API.ResponseStructure);
    const showType = Number(kind);
    const body: API.ResponseStructure = {
      success: false,
      errorCode: `QA-${kind}`,
      errorMessage: `QA 模拟错误（展示类型 ${kind}）`,
      showType,
    };
    return res.json(body);
  },
});
