import type { Request, Response } from 'express';
import { INDUSTRY_FAILURE_ID } from '../src/config/industries';
import { INDUSTRY_SUCCESS_CODE } from '../src/config/site';
import { INDUSTRY_SEGMENTS } from './data/industries';

const answer = (res: Response, body: API.CodeResponse<API.IndustryItem[]>) => res.json(body);

export default {
  // GET /api/platform/industry?id=&openid=
  'GET /api/platform/industry': (req: Request, res: Response) => {
    const id = String(req.query.id ?? '');
    if (id === INDUSTRY_FAILURE_ID) {
      return answer(res, { code: 5001, message: '行业数据暂不可用', data: [] });
    }
    const list = INDUSTRY_SEGMENTS[id];
    if (!list) return answer(res, { code: 4004, message: '未找到该行业', data: [] });
    return setTimeout(() => answer(res, { code: INDUSTRY_SUCCESS_CODE, data: list }), 300);
  },
};
