import type { Request, Response } from 'express';

import type * as API from '../../src/api';
import { CODE_ANSWER_SUCCESS } from '../../src/config/successCode';
import { INDUSTRY_FAILURE_ID } from '../../src/qa/switches';
import { INDUSTRY_SEGMENTS } from '../data/industries';
import { routes } from './guard';

/** The answer for one landing id: its sub-segments (code 1000), a forced failure, or unknown. */
export function answerIndustry(id: string): API.CodeResponse<API.IndustryItem[]> {
  if (id === INDUSTRY_FAILURE_ID) return { code: 5001, message: '行业数据暂不可用', data: [] };
  const list = INDUSTRY_SEGMENTS[id];
  if (!list) return { code: 4004, message: '未找到该行业', data: [] };
  return { code: CODE_ANSWER_SUCCESS, data: list };
}

export default routes({
  // GET /api/platform/industry?id=&openid=
  'GET /api/platform/industry': async (req: Request, res: Response) => {
    const body = answerIndustry(String(req.query.id ?? ''));
    // A short delay on success, so the page's loading state is real (awaited: a failure still reaches the guard).
    if (body.code === CODE_ANSWER_SUCCESS) await new Promise((resolve) => setTimeout(resolve, 300));
    res.json(body);
  },
});
